import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";

/**
 * A header whose name is not an HTTP token, or whose value contains CR, LF or NUL or is not a string, number or boolean.
 *
 * @example
 * ```ts
 * endpoint("GET /user", { headers: { "x-a": "1\r\nx-b: 2" } }); // throws InvalidHeaderError, code "ERR_INVALID_HEADER"
 * ```
 */
export class InvalidHeaderError extends EndpointError {
  /**
   * The `code` of every InvalidHeaderError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * InvalidHeaderError.code; // "ERR_INVALID_HEADER"
   * ```
   */
  static readonly code = ErrorCodes.INVALID_HEADER;
  override name = "InvalidHeaderError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(InvalidHeaderError.code, message, details);
  }
}
