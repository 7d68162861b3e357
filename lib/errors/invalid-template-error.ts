import { EndpointError } from "./endpoint-error";
import { ErrorCodes } from "./error-codes";
import { describeInput } from "./describe-input";

/**
 * A URL template that is not valid RFC 6570. Always names the template and the position of the fault.
 *
 * @example
 * ```ts
 * new InvalidTemplateError("/repos/{owner", 7, "unclosed expression").message;
 * // 'Invalid URL template "/repos/{owner" at position 7: unclosed expression'
 * ```
 */
export class InvalidTemplateError extends EndpointError {
  /**
   * The `code` of every InvalidTemplateError. `instanceof` checks it, so that the class also matches
   * errors thrown by another copy of the package (the ES module and the CommonJS build).
   *
   * @example
   * ```ts
   * InvalidTemplateError.code; // "ERR_INVALID_TEMPLATE"
   * ```
   */
  static readonly code = ErrorCodes.INVALID_TEMPLATE;
  override name = "InvalidTemplateError";
  declare readonly template: string;
  declare readonly position: number;

  constructor(template: string, position: number, reason: string) {
    super(
      InvalidTemplateError.code,
      `Invalid URL template ${describeInput(template)} at position ${position}: ${reason}`,
      { template, position },
    );
  }
}
