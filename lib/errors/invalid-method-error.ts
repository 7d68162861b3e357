import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";

/**
 * A method that is not an HTTP token (RFC 9110), such as one containing a space.
 *
 * @example
 * ```ts
 * endpoint({ method: "GE T", url: "/user" }); // throws InvalidMethodError, code "ERR_INVALID_METHOD"
 * ```
 */
export class InvalidMethodError extends EndpointError {
  /**
   * The `code` of every InvalidMethodError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * InvalidMethodError.code; // "ERR_INVALID_METHOD"
   * ```
   */
  static readonly code = ErrorCodes.INVALID_METHOD;
  override name = "InvalidMethodError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(InvalidMethodError.code, message, details);
  }
}
