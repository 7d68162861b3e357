import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import { isPlainObject } from "../util/is-plain-object";
import { isUnreserved, unreservedText } from "../template/percent-encode";
import { itemToString, scalarToString } from "../template/scalar-to-string";
import type { DateFormat } from "../template/date-to-string";
import { BoundedCache } from "../util/bounded-cache";
import { hasOwn } from "../util/has-own";

// for…in with this own-key test: Object.keys' keys in its order, without the array.

const AS_A_QUERY_PARAMETER = "as a query parameter";

// Parameter names repeat from call to call (per_page, state, page), so each is checked and
// encoded once rather than scanned on every call, and kept with its separators ready: every
// string concatenation is a builtin call, and joining `&`, name and `=` anew cost three a name.
const NAME_CACHE_LIMIT = 1000;
interface EncodedName {
  /** `name=`, for the first pair of a query. */
  readonly first: string;
  /** `&name=`, for every later pair. */
  readonly next: string;
}
const encodedNames = new BoundedCache<string, EncodedName>(NAME_CACHE_LIMIT);
const encodeName = (name: string): EncodedName => {
  const first = `${encode(name, name)}=`;
  return { first, next: `&${first}` };
};

/**
 * Puts query text after a URL: after `?`, or `&` when the URL has a query already, and before
 * any `#fragment`.
 *
 * @example
 * attachQuery("/issues?state=open#top", "page=2"); // "/issues?state=open&page=2#top"
 */
export function attachQuery(url: string, query: string): string {
  if (query === "") return url;
  const hash = url.indexOf("#");
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const afterHash = hash === -1 ? "" : url.slice(hash);
  const separator = !beforeHash.includes("?") ? "?" : /[?&]$/.test(beforeHash) ? "" : "&";
  return beforeHash + separator + query + afterHash;
}

/**
 * Parameters as query text, `name=value` pairs joined with `&`. Names and values are
 * percent-encoded like `encodeURIComponent`; lists join with `,`, objects as `key,value` pairs;
 * `null` and `undefined` are left out. A string value of the parameter named `plusSeparated`
 * keeps its `+` literal between encoded terms (a vendor's search syntax, see GitHubRules); a
 * `Date` is written as `dates` says (the vendor's `dateToString`, ISO 8601 by default).
 *
 * @example
 * encodeQuery({ q: "is:open+label:bug", per_page: 5 }, "q"); // "q=is%3Aopen+label%3Abug&per_page=5"
 * encodeQuery({ q: "c++" }); // "q=c%2B%2B"
 */
export function encodeQuery(
  parameters: Readonly<Record<string, unknown>>,
  plusSeparated?: string,
  dates?: DateFormat,
): string {
  let query = "";
  for (const name in parameters) {
    if (!hasOwn(parameters, name)) continue;
    const value = parameters[name];
    if (value === undefined || value === null) continue;
    const encoded = encodedNames.remember(name, encodeName);
    const text = encodeValue(name, value, name === plusSeparated, dates);
    // `+`, not a template literal: each part of one is converted with a call, strings included.
    query = query === "" ? encoded.first + text : query + encoded.next + text;
  }
  return query;
}

function encodeValue(name: string, value: unknown, keepsPlus: boolean, dates: DateFormat | undefined): string {
  // Most values are names, numbers and ids that need no encoding: they skip every test below.
  const text = unreservedText(value);
  if (text !== undefined) return text;
  if (typeof value === "string") return keepsPlus ? encodeSearchTerms(name, value) : encode(name, value);
  if (Array.isArray(value)) {
    return value
      .filter((item) => item !== undefined && item !== null)
      .map((item) => encode(name, itemToString(name, item, dates, AS_A_QUERY_PARAMETER)))
      .join(",");
  }
  if (isPlainObject(value)) {
    return Object.keys(value)
      .filter((key) => value[key] !== undefined && value[key] !== null)
      .map((key) => `${encode(name, key)},${encode(name, itemToString(name, value[key], dates, AS_A_QUERY_PARAMETER))}`)
      .join(",");
  }
  return encode(name, scalarToString(name, value, dates));
}

function encode(name: string, text: string): string {
  // Stryker disable next-line ConditionalExpression: encodeURIComponent returns such text unchanged, only slower
  if (isUnreserved(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    throw new InvalidParameterError(
      `Parameter ${describeInput(name)} cannot be used as a query parameter: it is not well-formed Unicode`,
    );
  }
}

// A search syntax that joins terms with "+", which stays literal between encoded terms.
function encodeSearchTerms(name: string, query: string): string {
  return query
    .split("+")
    .map((term) => encode(name, term))
    .join("+");
}
