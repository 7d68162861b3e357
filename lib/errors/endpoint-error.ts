import type { ErrorCode } from "./error-codes";

/** Extra context an {@link EndpointError} may carry. */
export interface EndpointErrorDetails {
  /** The route or URL template the fault was found in. */
  readonly template?: string;
  /** Zero-based index of the fault inside `template`. */
  readonly position?: number;
}

/**
 * The one error type the library throws for bad input. Branch on `code`, which is stable.
 *
 * @example
 * ```ts
 * try {
 *   endpoint("GET /repos/{owner");
 * } catch (error) {
 *   if (error instanceof EndpointError && error.code === "ERR_INVALID_TEMPLATE") {
 *     console.error(error.template, error.position); // "/repos/{owner" 7
 *   }
 * }
 * ```
 */
export class EndpointError extends Error {
  override name = "EndpointError";
  /** Stable machine-readable code, one of {@link ErrorCodes}. */
  readonly code: ErrorCode;
  /** The template the fault was found in, when there is one. */
  readonly template?: string;
  /** Zero-based position of the fault inside `template`, when known. */
  readonly position?: number;

  constructor(code: ErrorCode, message: string, details: EndpointErrorDetails = {}) {
    super(message);
    this.code = code;
    // Class fields exist whether set or not, so assigning undefined adds nothing a guard would save.
    this.template = details.template;
    this.position = details.position;
  }
}
