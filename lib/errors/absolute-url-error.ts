import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";

/**
 * With `allowAbsoluteUrls: false`, a URL that leaves the configured base URL.
 *
 * @example
 * ```ts
 * new EndpointConfig({ allowAbsoluteUrls: false }).build("GET https://evil.example/x"); // throws AbsoluteUrlError, code "ERR_ABSOLUTE_URL"
 * ```
 */
export class AbsoluteUrlError extends EndpointError {
  override name = "AbsoluteUrlError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(ErrorCodes.ABSOLUTE_URL, message, details);
  }
}
