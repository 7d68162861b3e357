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
  /**
   * The `code` of every InvalidRouteError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * InvalidRouteError.code; // "ERR_INVALID_ROUTE"
   * ```
   */
  static readonly code = ErrorCodes.INVALID_ROUTE;
  override name = "InvalidRouteError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(InvalidRouteError.code, message, details);
  }
}
