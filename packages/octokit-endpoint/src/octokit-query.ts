import { InvalidParameterError } from "../../../lib/index";
import { isUnreserved, unreservedText } from "../../../lib/template/percent-encode";
import { BoundedCache } from "../../../lib/util/bounded-cache";

/**
 * Query text as `@octokit/endpoint` writes it: `name=value` pairs in the parameters' order, each
 * value turned into text by `String()` and encoded with `encodeURIComponent` (so a list `["a",
 * "b"]` is `a%2Cb` and `null` is `null`), and the terms of `q` encoded one by one between
 * literal `+` signs. Where octokit would send `[object Object]` (an object, or an object or list
 * inside a list), the request is refused instead.
 *
 * @example
 * octokitQuery({ labels: ["bug", "ui"], q: "is:open+repo:o/r", milestone: null });
 * // "labels=bug%2Cui&q=is%3Aopen+repo%3Ao%2Fr&milestone=null"
 */
export function octokitQuery(parameters: Readonly<Record<string, unknown>>): string {
  let query = "";
  // for…in with the own-key test: Object.keys' names in its order, without the array.
  for (const name in parameters) {
    if (!hasOwnProperty.call(parameters, name)) continue;
    const value = parameters[name];
    // merge() keeps no undefined value; parse() of a changed object may meet one.
    if (value === undefined) continue;
    const pair =
      name === "q" && typeof value === "string"
        ? "q=" +
          value
            .split("+")
            .map((term) => encode(name, term))
            .join("+")
        : encodedNames.remember(name, encodeName) +
          // Unreserved text is its own encoding: it is not scanned a second time.
          (unreservedText(value) ?? encode(name, textOf(name, value)));
    // `+`, not a template literal: each part of one is converted with a call, strings included.
    query = query === "" ? pair : query + "&" + pair;
  }
  return query;
}

// Parameter names repeat from call to call: each is encoded once, with its "=".
const encodedNames = new BoundedCache<string, string>(1000);
const encodeName = (name: string): string => encode(name, name) + "=";

// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

function textOf(name: string, value: unknown): string {
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

function encode(name: string, text: string): string {
  // encodeURIComponent returns such text unchanged, at twice the cost of the test (a new string).
  if (isUnreserved(text)) return text;
  try {
    return encodeURIComponent(text);
  } catch {
    throw new InvalidParameterError(
      `Parameter "${name}" cannot be used as a query parameter: it is not well-formed Unicode`,
    );
  }
}

function nested(name: string): InvalidParameterError {
  return new InvalidParameterError(
    `Parameter "${name}" cannot be used as a query parameter: octokit would send an object as "[object Object]"`,
  );
}
