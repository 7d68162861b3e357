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
  /**
   * The `code` of every InvalidParameterError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * InvalidParameterError.code; // "ERR_INVALID_PARAMETER"
   * ```
   */
  static readonly code = ErrorCodes.INVALID_PARAMETER;
  override name = "InvalidParameterError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(InvalidParameterError.code, message, details);
  }
}
