import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";

/**
 * Options, headers, mediaType, settings or defaults of the wrong type.
 *
 * @example
 * ```ts
 * endpoint("GET /user", "per_page=1" as never); // throws InvalidOptionsError, code "ERR_INVALID_OPTIONS"
 * ```
 */
export class InvalidOptionsError extends EndpointError {
  /**
   * The `code` of every InvalidOptionsError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * InvalidOptionsError.code; // "ERR_INVALID_OPTIONS"
   * ```
   */
  static readonly code = ErrorCodes.INVALID_OPTIONS;
  override name = "InvalidOptionsError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(InvalidOptionsError.code, message, details);
  }
}
