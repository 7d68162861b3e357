import { InvalidHeaderError } from "../errors/invalid-header-error";
import { describeInput } from "../errors/describe-input";
import type { HeaderValue } from "./types";

/**
 * The one rule for a header value, wherever it comes from (options, defaults, a subclass's
 * `userAgent`, the accept header media types make): a string, number or boolean, and a string
 * holds no CR, LF or NUL, which would let it smuggle in a header of its own. Returns the value.
 * `name` is only for the message.
 *
 * @example
 * requireHeaderValue("x-a", "1"); // "1"
 * requireHeaderValue("x-a", "1\r\nx-b: 2"); // throws ERR_INVALID_HEADER
 */
export function requireHeaderValue(name: string, value: unknown): HeaderValue {
  if (typeof value === "string") {
    if (hasLineBreakOrNul(value)) {
      throw new InvalidHeaderError(`Invalid value for header ${describeInput(name)}: it contains CR, LF or NUL`);
    }
    return value;
  }
  if (typeof value !== "number" && typeof value !== "boolean") {
    throw new InvalidHeaderError(
      `Invalid value for header ${describeInput(name)}: ${describeInput(value)} is not a string, number or boolean`,
    );
  }
  return value;
}

// Three includes() rather than /[\r\n\0]/.test(): a RegExp test costs several times as much on
// the short values headers hold (defaults() with one header: about 700 → 590 ns a call).
function hasLineBreakOrNul(value: string): boolean {
  return value.includes("\r") || value.includes("\n") || value.includes("\0");
}
