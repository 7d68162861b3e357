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
  override name = "InvalidMethodError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(ErrorCodes.INVALID_METHOD, message, details);
  }
}
