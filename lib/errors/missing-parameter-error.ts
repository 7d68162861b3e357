import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";

/**
 * In strict mode, a required URL placeholder without a value.
 *
 * @example
 * ```ts
 * new EndpointConfig({ strict: true }).build("GET /orgs/{org}"); // throws MissingParameterError, code "ERR_MISSING_PARAMETER"
 * ```
 */
export class MissingParameterError extends EndpointError {
  /**
   * The `code` of every MissingParameterError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * MissingParameterError.code; // "ERR_MISSING_PARAMETER"
   * ```
   */
  static readonly code = ErrorCodes.MISSING_PARAMETER;
  override name = "MissingParameterError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(MissingParameterError.code, message, details);
  }
}
