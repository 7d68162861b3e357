import type { HeaderValue } from "../options/types";

/**
 * The type of the header values in a call's result: `string` (every default header is one), plus
 * each non-string type that the defaults, an options-object route or the call's options give,
 * since values are passed through as given (`content-length: 14` stays a number). So when only
 * strings are given the headers are a `Record<string, string>`, which fetch's `HeadersInit`,
 * `node:http` and got take as they are. Headers typed only as `RequestHeaders` may hold any
 * `HeaderValue`.
 *
 * @example
 * ```ts
 * type A = CallHeaderValue<"GET /user", { headers: { authorization: string } }, InitialDefaults>; // string
 * type B = CallHeaderValue<"POST /upload", { headers: { "content-length": number } }, InitialDefaults>; // string | number
 * ```
 */
export type CallHeaderValue<Route, Options, Defaults> =
  | string
  | NonStringValues<HeadersOf<Defaults>>
  | NonStringValues<HeadersOf<Route>>
  | NonStringValues<HeadersOf<Options>>;

type HeadersOf<Options> = [Options] extends [never]
  ? never
  : Options extends { readonly headers?: infer Headers }
    ? Headers
    : never;

type NonStringValues<Headers> = [Headers] extends [never]
  ? never
  : Headers extends object
    ? Extract<Exclude<Headers[keyof Headers], string | undefined>, HeaderValue>
    : never;
