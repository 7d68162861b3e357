import { hasOwn } from "../util/has-own";

// OpenAPI 3.1.2, "Style Values": the character between the items of a delimited style's value.
const DELIMITERS: Readonly<Record<string, string>> = { spaceDelimited: " ", pipeDelimited: "|" };

/**
 * The character between the items of `style`'s value, before its place's percent-encoding (a
 * query's `%20`, a form's `+`), or `undefined` for a style that delimits nothing. An own-key
 * lookup: a style named `constructor` or `toString` is no delimited style.
 *
 * @example
 * delimiterOf("pipeDelimited"); // "|"
 * delimiterOf("constructor"); // undefined
 */
export function delimiterOf(style: string): string | undefined {
  return hasOwn(DELIMITERS, style) ? DELIMITERS[style] : undefined;
}
