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
  override name = "MissingParameterError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(ErrorCodes.MISSING_PARAMETER, message, details);
  }
}
