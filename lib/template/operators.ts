/** How one RFC 6570 operator joins and encodes its variables (RFC 6570 appendix A). */
export interface Operator {
  readonly first: string;
  readonly separator: string;
  readonly named: boolean;
  readonly ifEmpty: string;
  readonly allowReserved: boolean;
}

const operator = (
  first: string,
  separator: string,
  named: boolean,
  ifEmpty: string,
  allowReserved: boolean,
): Operator => Object.freeze({ first, separator, named, ifEmpty, allowReserved });

/** The operators of RFC 6570 level 4, keyed by their character ("" for simple expansion). */
export const OPERATORS: Readonly<Record<string, Operator>> = Object.freeze({
  "": operator("", ",", false, "", false),
  "+": operator("", ",", false, "", true),
  "#": operator("#", ",", false, "", true),
  ".": operator(".", ".", false, "", false),
  "/": operator("/", "/", false, "", false),
  ";": operator(";", ";", true, "", false),
  "?": operator("?", "&", true, "=", false),
  "&": operator("&", "&", true, "=", false),
});
