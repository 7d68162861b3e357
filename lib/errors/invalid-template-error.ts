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
  override name = "InvalidTemplateError";
  declare readonly template: string;
  declare readonly position: number;

  constructor(template: string, position: number, reason: string) {
    super(
      ErrorCodes.INVALID_TEMPLATE,
      `Invalid URL template ${describeInput(template)} at position ${position}: ${reason}`,
      { template, position },
    );
  }
}
