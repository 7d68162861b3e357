import type { RequestOptionsInit } from "../options/types";
import type { RequestOptions } from "../request/request-options";
import type { CallHeaderValue } from "./call-header-value";
import type { CallMethod, CallResponse } from "./call-signature";
import type { LowercaseMethod } from "./result-method";

/**
 * Options that leave a call's result type as the route and the defaults make it: they set no
 * `method` and give no header a non-string value (most calls: parameters, string headers).
 *
 * @example
 * ```ts
 * type Y = { owner: "o"; headers: { authorization: string } } extends ResultNeutralOptions ? 1 : 0; // 1
 * ```
 */
export interface ResultNeutralOptions {
  readonly method?: never;
  readonly headers?: { readonly [name: string]: string | undefined };
}

/** Which object a call returns: `RequestOptionsInit` ("init", `endpoint()`, `resolve()`) or `RequestOptions` ("built", `build()`). */
export type ResultKind = "init" | "built";

/**
 * The result of a call: its lowercase method, the type of its header values and the route's
 * response type. It is the same for every call of a route whose options are
 * {@link ResultNeutralOptions}, so for those the compiler works it out once per route and
 * defaults and reads it back on each further call (issue 10: the type-check cost of a call).
 *
 * @example
 * ```ts
 * type R = CallResult<"GET /user", { headers: { "x-n": 1 } }, InitialDefaults, GitHubCatalog>;
 * // RequestOptionsInit<"get", string | 1, the authenticated user>
 * ```
 */
export type CallResult<Route, Options, Defaults, Catalog, Kind extends ResultKind = "init"> = [Options] extends [
  ResultNeutralOptions,
]
  ? RouteResult<Route, Defaults, Catalog, Kind>
  : ResultOf<Route, Options, Defaults, Catalog, Kind>;

// A conditional type, which the compiler caches by its arguments: a call that reads it costs
// one lookup instead of working out the method, headers and response again.
type RouteResult<Route, Defaults, Catalog, Kind extends ResultKind> = [Route] extends [unknown]
  ? ResultOf<Route, never, Defaults, Catalog, Kind>
  : never;

type ResultOf<Route, Options, Defaults, Catalog, Kind extends ResultKind> = Kind extends "built"
  ? RequestOptions<
      LowercaseMethod<CallMethod<Route, Options, Defaults>>,
      CallHeaderValue<Route, Options, Defaults>,
      CallResponse<Route, Defaults, Catalog>
    >
  : RequestOptionsInit<
      LowercaseMethod<CallMethod<Route, Options, Defaults>>,
      CallHeaderValue<Route, Options, Defaults>,
      CallResponse<Route, Defaults, Catalog>
    >;
