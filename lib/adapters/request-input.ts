import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import type { HeaderValue } from "../options/types";
import { normalizeHeaders } from "../options/normalize-headers";
import { lowercaseMethod } from "../route/http-method";

/**
 * What the adapters read: the plain object the facade returns or a frozen `RequestOptions`
 * (both have these keys; `RequestOptions` only makes them readonly).
 */
export interface AdapterInput {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, HeaderValue>>;
  readonly body?: unknown;
  readonly request?: Readonly<Record<string, unknown>>;
}

/**
 * Checks the shape before an adapter reads it, so a wrong argument (a route string, a promise)
 * fails with a message naming it rather than producing a request to "undefined"; then the method
 * and the headers by the rules every option passes (`ERR_INVALID_METHOD`, `ERR_INVALID_HEADER`).
 */
export function assertAdapterInput(value: unknown, adapter: string): asserts value is AdapterInput {
  const options = value as Partial<AdapterInput> | null;
  const problem =
    typeof value !== "object" || value === null
      ? describeInput(value)
      : typeof options?.method !== "string"
        ? `method ${describeInput(options?.method)}`
        : typeof options.url !== "string"
          ? `url ${describeInput(options.url)}`
          : typeof options.headers !== "object" || options.headers === null
            ? `headers ${describeInput(options.headers)}`
            : undefined;
  if (problem !== undefined) {
    throw new InvalidOptionsError(`${adapter}() expects request options { method, url, headers }, got ${problem}`);
  }
  // Options may come from anywhere, not only from build(): the method and the headers pass the
  // rules every option passes, so no client or shell gets a line smuggled into the request.
  lowercaseMethod((value as AdapterInput).method);
  normalizeHeaders((value as AdapterInput).headers);
}

/**
 * The method a client sends: the library's lowercase spelling uppercased (fetch normalises only
 * some methods, and a lowercase `patch` is refused by servers), but a method written with capitals
 * kept as written: HTTP methods are case-sensitive, and a description may name its own (`Link`).
 *
 * @example
 * sentMethod("patch"); // "PATCH"
 * sentMethod("Link"); // "Link"
 */
export function sentMethod(method: string): string {
  return method === method.toLowerCase() ? method.toUpperCase() : method;
}
