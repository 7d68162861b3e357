import { InvalidOptionsError, InvalidHeaderError } from "../errors/error-classes";
import { requireHeaderValue } from "./header-value";
import { describeInput } from "../errors/describe-input";
import type { HeaderValue } from "./types";
import { isHttpToken } from "../util/is-http-token";
import { BoundedCache } from "../util/bounded-cache";
import { entriesContainer } from "../util/entries-container";
import { isOptionsObject } from "../util/is-plain-object";
import { hasOwn } from "../util/has-own";

// Header names repeat from call to call and from defaults() to defaults() (authorization,
// accept), so each is checked and lowercased once; an invalid name is never kept.
const NAME_CACHE_LIMIT = 1000;
const lowercaseNames = new BoundedCache<string, string>(NAME_CACHE_LIMIT);

/**
 * Lowercases header names, drops `undefined` values and removes a header given as `null` (written into `normalized`, a fresh
 * object unless the caller passes the copy it merges into), checking that every header could be
 * sent: the name is an HTTP token and the value a string, number or boolean with no CR, LF or NUL
 * (which would let a value smuggle in a header of its own).
 *
 * @example
 * normalizeHeaders({ "X-Foo": "1", Skip: undefined }); // { "x-foo": "1" }
 * normalizeHeaders({ "User-Agent": null }, { "user-agent": "a" }); // {}
 */
export function normalizeHeaders(
  headers: unknown,
  normalized: Record<string, HeaderValue> = {},
): Record<string, HeaderValue> {
  if (!isOptionsObject(headers)) {
    throw new InvalidOptionsError(
      `Invalid headers ${describeInput(headers)}: expected an object of header names to values`,
    );
  }
  // A Headers or a Map would lose every header, a token among them, where for…in reads none.
  const container = entriesContainer(headers);
  if (container !== undefined) {
    throw new InvalidOptionsError(
      `Invalid headers, ${container}: expected an object of header names to values, such as Object.fromEntries(headers)`,
    );
  }
  // for…in with the own-key test: Object.keys' names in its order, without the array.
  for (const name in headers) {
    if (!hasOwn(headers, name)) continue;
    const value = headers[name];
    if (value === undefined || name === "__proto__") continue;
    const lowercase = lowercaseNames.remember(name, lowercaseHeaderName);
    // null removes the header, a default one included (a user-agent a CORS preflight refuses).
    if (value === null) delete normalized[lowercase];
    else normalized[lowercase] = requireHeaderValue(name, value);
  }
  return normalized;
}

function lowercaseHeaderName(name: string): string {
  if (!isHttpToken(name)) throw invalidHeader(`Invalid header name ${describeInput(name)}`);
  return name.toLowerCase();
}

function invalidHeader(message: string): InvalidHeaderError {
  return new InvalidHeaderError(message);
}
