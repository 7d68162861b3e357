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
  override name = "InvalidOptionsError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(ErrorCodes.INVALID_OPTIONS, message, details);
  }
}
