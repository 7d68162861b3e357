// The character classes of colonPlaceholdersToTemplate (lib/route/colon-placeholders.ts), as
// unions, so the types accept exactly the `:name` placeholders the run-time rewrite accepts.

type Lower =
  | "a"
  | "b"
  | "c"
  | "d"
  | "e"
  | "f"
  | "g"
  | "h"
  | "i"
  | "j"
  | "k"
  | "l"
  | "m"
  | "n"
  | "o"
  | "p"
  | "q"
  | "r"
  | "s"
  | "t"
  | "u"
  | "v"
  | "w"
  | "x"
  | "y"
  | "z";
type Digit = "0" | "1" | "2" | "3" | "4" | "5" | "6" | "7" | "8" | "9";

/** A character that may open a `:name` placeholder: a letter. */
export type NameStart = Lower | Uppercase<Lower>;

/** A character that may continue a `:name` placeholder: a letter, a digit or `_`. */
export type NameCharacter = NameStart | Digit | "_";

/** A character of a URI scheme after its first letter (RFC 3986 section 3.1). */
export type SchemeCharacter = NameCharacter | "+" | "." | "-";
