import { InvalidParameterError } from "../index";
import { shellQuote } from "../adapters/shell-quote";

// Only text that starts like a JSON number, array, object, string or literal is tried as JSON.
const LOOKS_LIKE_JSON = /^(?:-?\d|[[{"]|true$|false$|null$)/;
// Text that can only be an attempt at a JSON string, array or object: a leading double quote, or
// a bracket or brace opening a JSON value or member. "[WIP] fix" and "{x" are not: plain text.
const MEANT_AS_JSON = /^(?:"|\{\s*(?:["}]|$)|\[\s*(?:[-\d"[{\]]|(?:true|false|null)\b|$))/;
// Longer values get a generic hint rather than an echo of themselves.
const MAX_ECHOED = 60;

/**
 * Reads the value of a command-line `key=value` parameter: JSON numbers, booleans, `null`, arrays,
 * objects and quoted strings are parsed, everything else stays the string it was. Text that only
 * starts like JSON (`123abc`, `[WIP] fix`, `007`) is a string too, and so is a number that JSON
 * would round (`12345678901234567890`), so no value is silently changed. Text that is clearly
 * meant as a JSON string, array or object but does not parse (`["a",`) is an error naming the
 * parameter, rather than a string sent by mistake.
 *
 * @example
 * ```ts
 * parseValue('["bug","ui"]', "labels"); // ["bug", "ui"]
 * parseValue("100", "per_page");        // 100
 * parseValue('"true"', "name");         // "true" (quotes force a string)
 * parseValue("octokit", "org");         // "octokit"
 * parseValue('["a",', "labels");        // throws InvalidParameterError, code "ERR_INVALID_PARAMETER"
 * ```
 */
export function parseValue(text: string, name: string): unknown {
  if (!LOOKS_LIKE_JSON.test(text)) return text;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    if (MEANT_AS_JSON.test(text)) throw brokenJson(name, text, error as Error);
    return text;
  }
  // An id longer than 2^53 would be rounded by JSON.parse; keep its digits instead.
  if (typeof value === "number" && /^-?\d+$/.test(text) && !Number.isSafeInteger(value)) return text;
  return value;
}

function brokenJson(name: string, text: string, cause: Error): InvalidParameterError {
  const asText = text.length <= MAX_ECHOED ? shellQuote(`${name}=${JSON.stringify(text)}`) : `${name}='"…"'`;
  return new InvalidParameterError(
    `Parameter "${name}" starts like JSON but is not valid JSON (${cause.message}); ` +
      `to send it as text, write it as a JSON string: ${asText}`,
  );
}
