// Characters that no POSIX shell treats specially, so such a word needs no quotes.
const SAFE_WORD = /^[\w@%+=:,./-]+$/;

/**
 * Quotes one word for a POSIX shell (sh, bash, zsh). Inside single quotes nothing is special
 * except the quote itself, which is written as `'\''`: close, an escaped quote, reopen.
 *
 * @example
 * ```ts
 * shellQuote("it's"); // 'it'\''s'
 * ```
 */
export function shellQuote(word: string): string {
  if (SAFE_WORD.test(word)) return word;
  return `'${word.replaceAll("'", `'\\''`)}'`;
}
