import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import type { DateFormat } from "../template/date-to-string";
import { itemToString } from "../template/scalar-to-string";
import { isHttpToken } from "../util/is-http-token";
import { isPlainObject } from "../util/is-plain-object";

/** A style written as RFC 6570 would, but without percent-encoding: its value is header text. */
export interface UnencodedStyle {
  /** Whether the parameter's name is written before its value (`name=value`). */
  readonly named: boolean;
  /** What stands between exploded items and pairs. */
  readonly separator: string;
  /** Where the value goes, for the message that refuses a nested list ("in a header"). */
  readonly use: string;
  /** Refuses a name or a value (an item, a key) that its place cannot carry as it is written. */
  readonly require: (parameter: string, text: string, isName: boolean) => void;
}

/** A header parameter's style, `simple`: its value is text, which the one assembly checks as a header's. */
export const HEADER_SIMPLE: UnencodedStyle = Object.freeze({
  named: false,
  separator: ",",
  use: "in a header",
  require: () => undefined,
});

// RFC 6265, section 4.1.1: what a cookie value may hold (cookie-octet), and its name is a token.
const COOKIE_OCTETS = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;

/**
 * A cookie parameter's style `cookie` (OpenAPI 3.2.0): `name=value` pairs joined by `; `, and no
 * percent-encoding, so a value must already be what RFC 6265 lets a cookie carry: no `;`, `,`,
 * whitespace, `"`, `\`, control or non-ASCII character.
 */
export const COOKIE_STYLE: UnencodedStyle = Object.freeze({
  named: true,
  separator: "; ",
  use: "in a cookie",
  require: (parameter: string, text: string, isName: boolean) => {
    if (isName ? isHttpToken(text) : COOKIE_OCTETS.test(text)) return;
    throw new InvalidParameterError(
      `The cookie parameter ${describeInput(parameter)} cannot be sent: ${describeInput(text)} is no cookie ` +
        `${isName ? "name" : "value"} (RFC 6265), and style cookie does not percent-encode`,
    );
  },
});

/**
 * The value of parameter `name` in `style`, or `undefined` when nothing is written (an empty list
 * or object): a list as `a,b` (exploded, each item under the name when the style writes it), an
 * object as `k,v` pairs (exploded, `k=v`), each piece checked by the style before it is joined.
 *
 * @example
 * writeUnencoded(COOKIE_STYLE, "color", ["blue", "black"], true, vendor); // "color=blue; color=black"
 * writeUnencoded(HEADER_SIMPLE, "X-Pairs", { a: 1 }, false, vendor); // "a,1"
 */
export function writeUnencoded(
  style: UnencodedStyle,
  name: string,
  value: unknown,
  explode: boolean,
  dates: DateFormat,
): string | undefined {
  const piece = (text: string, isName: boolean): string => {
    style.require(name, text, isName);
    return text;
  };
  const text = (item: unknown): string => piece(itemToString(name, item, dates, style.use), false);
  const named = (written: string): string => (style.named ? `${piece(name, true)}=${written}` : written);
  if (Array.isArray(value)) {
    const items = value.filter(isPresent).map(text);
    if (items.length === 0) return undefined;
    return explode ? items.map(named).join(style.separator) : named(items.join(","));
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value).filter((key) => isPresent(value[key]));
    if (keys.length === 0) return undefined;
    if (!explode) return named(keys.flatMap((key) => [piece(key, false), text(value[key])]).join(","));
    return keys.map((key) => `${piece(key, true)}=${text(value[key])}`).join(style.separator);
  }
  return named(text(value));
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null;
}
