import { InvalidHeaderError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import type { HeaderValue } from "./types";

/**
 * The one rule for a header value, wherever it comes from (options, defaults, a subclass's
 * `userAgent`, the accept header media types make): a string, number or boolean, and a string
 * holds no CR, LF or NUL, which would let it smuggle in a header of its own, nor any other
 * character a field value cannot carry (RFC 9110 section 5.5: other controls but tab, and
 * anything past U+00FF, which Node's `http` and `fetch` refuse). Returns the value. `name` is
 * only for the message.
 *
 * @example
 * requireHeaderValue("x-a", "1"); // "1"
 * requireHeaderValue("x-a", "1\r\nx-b: 2"); // throws ERR_INVALID_HEADER
 */
export function requireHeaderValue(name: string, value: unknown): HeaderValue {
  if (typeof value === "string") {
    const bad = firstUnsendable(value);
    if (bad === -1) return value;
    const code = value.charCodeAt(bad);
    throw new InvalidHeaderError(
      code === 13 || code === 10 || code === 0
        ? `Invalid value for header ${describeInput(name)}: it contains CR, LF or NUL`
        : `Invalid value for header ${describeInput(name)}: it contains U+${code.toString(16).toUpperCase().padStart(4, "0")}, ` +
            "which a header cannot carry",
    );
  }
  if (typeof value !== "number" && typeof value !== "boolean") {
    throw new InvalidHeaderError(
      `Invalid value for header ${describeInput(name)}: ${describeInput(value)} is not a string, number or boolean`,
    );
  }
  return value;
}

// RFC 9110's field-value characters: tab, SP to "~", and obs-text (0x80-0xFF). One character class
// test(), linear, then search() only for the message: a charCodeAt loop measured about twice the
// cost on defaults()' header values, search() on the passing path about 1.5 times.
const UNSENDABLE = /[^\t\x20-\x7e\x80-\xff]/;

function firstUnsendable(value: string): number {
  return UNSENDABLE.test(value) ? value.search(UNSENDABLE) : -1;
}
