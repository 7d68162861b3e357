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

const unnamed = (first: string, separator: string, allowReserved: boolean, required = false): Operator =>
  // Stryker disable next-line StringLiteral: only named operators read ifEmpty
  Object.freeze({ first, separator, named: false, ifEmpty: "", allowReserved, required });

const named = (first: string, separator: string, ifEmpty: string): Operator =>
  Object.freeze({ first, separator, named: true, ifEmpty, allowReserved: false, required: false });

/** The operators of RFC 6570 level 4, keyed by their character ("" for simple expansion). */
export const OPERATORS: Readonly<Record<string, Operator>> = Object.freeze({
  // Simple and reserved expansion stand for a path segment of their own, so a missing value
  // leaves a hole; every other operator is written to vanish when its variables are undefined.
  "": unnamed("", ",", false, true),
  "+": unnamed("", ",", true, true),
  "#": unnamed("#", ",", true),
  ".": unnamed(".", ".", false),
  "/": unnamed("/", "/", false),
  ";": named(";", ";", ""),
  "?": named("?", "&", "="),
  "&": named("&", "&", "="),
});
