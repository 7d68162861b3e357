// Only text that starts like a JSON number, array, object, string or literal is tried as JSON.
const LOOKS_LIKE_JSON = /^(?:-?\d|[[{"]|true$|false$|null$)/;

/**
 * Reads the value of a command-line `key=value` parameter: JSON numbers, booleans, `null`, arrays,
 * objects and quoted strings are parsed, everything else stays the string it was. Text that only
 * starts like JSON (`123abc`, `[WIP] fix`, `007`) is a string too, and so is a number that JSON
 * would round (`12345678901234567890`), so no value is silently changed.
 *
 * @example
 * ```ts
 * parseValue('["bug","ui"]'); // ["bug", "ui"]
 * parseValue("100");          // 100
 * parseValue('"true"');       // "true" (quotes force a string)
 * parseValue("octokit");      // "octokit"
 * ```
 */
export function parseValue(text: string): unknown {
  if (!LOOKS_LIKE_JSON.test(text)) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return text;
  }
  // An id longer than 2^53 would be rounded by JSON.parse; keep its digits instead.
  if (typeof value === "number" && /^-?\d+$/.test(text) && !Number.isSafeInteger(value)) return text;
  return value;
}
