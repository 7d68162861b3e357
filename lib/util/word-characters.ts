/** An ASCII letter, by char code. */
export function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * A letter, a digit or `_` (`\w`), by char code: what `:name` placeholders, hyphenated template
 * names and preview tokens are made of. `NaN` (past either end of a string) is none.
 *
 * @example
 * isWordCharacter("a".charCodeAt(0)); // true
 * isWordCharacter("-".charCodeAt(0)); // false
 */
export function isWordCharacter(code: number): boolean {
  return isLetter(code) || (code >= 48 && code <= 57) || code === 95;
}
