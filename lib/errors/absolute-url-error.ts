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
  /**
   * The `code` of every AbsoluteUrlError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * AbsoluteUrlError.code; // "ERR_ABSOLUTE_URL"
   * ```
   */
  static readonly code = ErrorCodes.ABSOLUTE_URL;
  override name = "AbsoluteUrlError";

  constructor(message: string, details?: EndpointErrorDetails) {
    super(AbsoluteUrlError.code, message, details);
  }
}
