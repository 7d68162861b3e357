/** How one RFC 6570 operator joins and encodes its variables (RFC 6570 appendix A). */
export interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  readonly allowReserved: boolean;
  /** Whether the expression fills a path segment and so needs a value (strict mode). */
  readonly required: boolean;
}

const operator = (
  first: string,
  separator: string,
  named: boolean,
  ifEmpty: string,
  allowReserved: boolean,
  required = false,
): Operator => Object.freeze({ first, separator, named, ifEmpty, allowReserved, required });

/** The operators of RFC 6570 level 4, keyed by their character ("" for simple expansion). */
export const OPERATORS: Readonly<Record<string, Operator>> = Object.freeze({
  // Simple and reserved expansion stand for a path segment of their own, so a missing value
  // leaves a hole; every other operator is written to vanish when its variables are undefined.
  "": operator("", ",", false, "", false, true),
  "+": operator("", ",", false, "", true, true),
  "#": operator("#", ",", false, "", true),
  ".": operator(".", ".", false, "", false),
  "/": operator("/", "/", false, "", false),
  ";": operator(";", ";", true, "", false),
  "?": operator("?", "&", true, "=", false),
  "&": operator("&", "&", true, "=", false),
});
