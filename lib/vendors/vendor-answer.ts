import { describeInput } from "../errors/describe-input";
import { InvalidOptionsError } from "../errors/error-classes";

/**
 * `check(value)` for a value a vendor's subclass supplied, a getter's result or what one of its
 * rules answered on a call: the check's own error becomes an `InvalidOptionsError` that also
 * names where the value came from, so a mistake in a subclass is reported as one.
 *
 * @example
 * requireVendorAnswer("userAgent getter result", "acme\r\nx: 1", (value) => requireHeaderValue("user-agent", value));
 * // throws ERR_INVALID_OPTIONS: Invalid userAgent getter result "acme\r\nx: 1": Invalid value for header "user-agent": …
 */
export function requireVendorAnswer<Value>(source: string, value: unknown, check: (value: unknown) => Value): Value {
  try {
    return check(value);
  } catch (error) {
    throw new InvalidOptionsError(`Invalid ${source} ${describeInput(value)}: ${(error as Error).message}`);
  }
}
