import { InvalidParameterError } from "../../../lib/index";

/**
 * The query parameters as `@octokit/endpoint` turns them into text: each value through
 * `String()` (so a list `["a", "b"]` is `"a,b"`, which the query then encodes as `a%2Cb`, and
 * `null` is `"null"`). Where octokit would send `[object Object]` (an object, or an object or list
 * inside a list), the request is refused instead. GitHub's query rule then encodes the texts as
 * octokit does: `encodeURIComponent`, and the terms of a string `q` one by one between literal
 * `+` signs.
 *
 * @example
 * octokitQueryTexts({ labels: ["bug", "ui"], milestone: null, page: undefined });
 * // { labels: "bug,ui", milestone: "null" }
 */
export function octokitQueryTexts(parameters: Readonly<Record<string, unknown>>): Record<string, string> {
  const texts: Record<string, string> = {};
  // for…in with the own-key test: Object.keys' names in its order, without the array.
  for (const name in parameters) {
    if (!hasOwnProperty.call(parameters, name)) continue;
    const value = parameters[name];
    // merge() keeps no undefined value; parse() of a changed object may meet one.
    if (value === undefined) continue;
    texts[name] = textOf(name, value);
  }
  return texts;
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

function textOf(name: string, value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) {
    if (value.some((item) => typeof item === "object" && item !== null)) throw nested(name);
    return String(value);
  }
  if (typeof value === "object" && value !== null && !(value instanceof Date)) throw nested(name);
  if (typeof value === "symbol" || typeof value === "function") {
    throw new InvalidParameterError(`Parameter "${name}" cannot be used as a query parameter: it is a ${typeof value}`);
  }
  return String(value);
}

function nested(name: string): InvalidParameterError {
  return new InvalidParameterError(
    `Parameter "${name}" cannot be used as a query parameter: octokit would send an object as "[object Object]"`,
  );
}
