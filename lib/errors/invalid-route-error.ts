import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";

/**
 * The route is neither a route string nor an options object, or its url is not a string.
 *
 * @example
 * ```ts
 * endpoint(42 as never); // throws InvalidRouteError, code "ERR_INVALID_ROUTE"
 * ```
 */
export class InvalidRouteError extends EndpointError {
  override name = "InvalidRouteError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(ErrorCodes.INVALID_ROUTE, message, details);
  }
}
