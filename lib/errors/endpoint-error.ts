import type { ErrorCode } from "./error-codes";

/** Extra context an {@link EndpointError} may carry. */
export interface EndpointErrorDetails {
  /** The route or URL template the fault was found in. */
  readonly template?: string;
  /** Zero-based index of the fault inside `template`. */
  readonly position?: number;
  /** What an input threw while the library read it (a getter, a `Proxy`), kept as `error.cause`. */
  readonly cause?: unknown;
}

// Marks every EndpointError of every copy of this package: an application that both imports and
// requires it loads the ES module and the CommonJS build, each with its own classes.
const BRAND = Symbol.for("@restkit/endpoint.EndpointError");
const ordinaryInstanceOf = Function.prototype[Symbol.hasInstance];

/**
 * The one error type the library throws for bad input. Branch on `code`, which is stable.
 * `instanceof` works across copies of the package (the ES module and the CommonJS build loaded
 * side by side): an error of either copy is an instance of `EndpointError` in both, and of the
 * subclass for its `code`.
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

  /**
   * Whether `value` is an error of this class, from this copy of the package or another one:
   * every `EndpointError` is an instance of `EndpointError`, and of a subclass of the library's
   * when its `code` is the subclass's `code`. Classes of your own keep the ordinary check.
   *
   * @example
   * ```ts
   * const { endpoint } = require("@restkit/endpoint"); // the CommonJS copy
   * try {
   *   endpoint("GET /repos/{owner");
   * } catch (error) {
   *   error instanceof InvalidTemplateError; // true, with InvalidTemplateError imported from the ES module
   * }
   * ```
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (ordinaryInstanceOf.call(this, value)) return true;
    if (typeof value !== "object" || value === null || !(BRAND in value)) return false;
    if (this === EndpointError) return true;
    // The library's subclasses own a static `code`; subclasses of an application's own do not.
    // (Object.hasOwn, not lib/util's hasOwn: lib/util imports this folder, not the other way.)
    return Object.hasOwn(this, "code") && (value as { code?: unknown }).code === (this as { code?: unknown }).code;
  }

  constructor(code: ErrorCode, message: string, details: EndpointErrorDetails = {}) {
    // Stryker disable next-line ConditionalExpression,ObjectLiteral: an undefined cause is no cause
    super(message, "cause" in details ? { cause: details.cause } : undefined);
    this.code = code;
    // Class fields exist whether set or not, so assigning undefined adds nothing a guard would save.
    this.template = details.template;
    this.position = details.position;
  }
}

// On the prototype, so that it costs nothing per error and no enumerable key is added.
// Stryker disable next-line ObjectLiteral,BooleanLiteral: Symbol.hasInstance asks whether the brand is there, not what it holds
Object.defineProperty(EndpointError.prototype, BRAND, { value: true });
