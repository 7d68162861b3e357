import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";

/**
 * A parameter value that cannot be placed safely: one that would become a whole `.` or `..` path segment, a function or symbol, a prefix modifier on a list, a circular structure.
 *
 * @example
 * ```ts
 * endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: ".." }); // throws InvalidParameterError, code "ERR_INVALID_PARAMETER"
 * ```
 */
export class InvalidParameterError extends EndpointError {
  override name = "InvalidParameterError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(ErrorCodes.INVALID_PARAMETER, message, details);
  }
}
