import type { RequestOptionsInit } from "../options/types";
import type { RequestOptions } from "../request/request-options";
import type { CallHeaderValue } from "./call-header-value";
import type { CallMethod, CallResponse } from "./call-signature";
import type { LowercaseMethod } from "./result-method";

/**
 * Options that leave a call's method as the route and the defaults make it: they set no
 * `method` (most calls).
 *
 * @example
 * ```ts
 * type Y = { owner: "o" } extends MethodNeutralOptions ? 1 : 0; // 1
 * ```
 */
// `object &`: a type whose properties are all optional is "weak", and the compiler finds a weak
// type unrelated to any object that shares none of its keys, so `{ owner: "o" }` (no `method`,
// no `headers`: the most common call) would not count as neutral.
export type MethodNeutralOptions = object & { readonly method?: never };

/**
 * Options that leave a call's header values as the route and the defaults make them: they give
 * no header a non-string value (most calls: none, or string headers).
 *
 * @example
 * ```ts
 * type Y = { owner: "o"; headers: { authorization: string } } extends HeaderNeutralOptions ? 1 : 0; // 1
 * ```
 */
export type HeaderNeutralOptions = object & { readonly headers?: { readonly [name: string]: string | undefined } };

/** Which object a call returns: `RequestOptionsInit` ("init", `endpoint()`, `resolve()`) or `RequestOptions` ("built", `build()`). */
type ResultKind = "init" | "built";

/**
 * The result of a call: its lowercase method, the type of its header values and the route's
 * response type. The three are type arguments, which the compiler works out only when something
 * reads the result (a call whose result is unused costs none of them); options that set no
 * method ({@link MethodNeutralOptions}) read the route's method worked out once per route and
 * defaults, and options that are {@link HeaderNeutralOptions} read the route's header type the same way.
 *
 * @example
 * ```ts
 * type R = CallResult<"GET /user", { headers: { "x-n": 1 } }, InitialDefaults, GitHubCatalog>;
 * // RequestOptionsInit<"get", string | 1, the authenticated user>
 * ```
 */
export type CallResult<Route, Options, Defaults, Catalog, Kind extends ResultKind = "init"> = Kind extends "built"
  ? RequestOptions<
      ResultMethod<Route, Options, Defaults>,
      ResultHeaderValue<Route, Options, Defaults>,
      CallResponse<Route, Defaults, Catalog>
    >
  : RequestOptionsInit<
      ResultMethod<Route, Options, Defaults>,
      ResultHeaderValue<Route, Options, Defaults>,
      CallResponse<Route, Defaults, Catalog>
    >;

// `Options & {}` rather than `[Options]`: the test stays non-distributive (and `never`, no
// options, passes it) without a tuple, which the compiler compares member by member of `Array`.
type ResultMethod<Route, Options, Defaults> = Options & {} extends MethodNeutralOptions
  ? RouteMethodOf<Route, Defaults>
  : CallLowercaseMethod<CallMethod<Route, Options, Defaults>>;

type RouteMethodOf<Route, Defaults> = CallLowercaseMethod<CallMethod<Route, never, Defaults>>;

// `NoInfer`: a call whose result is itself inferred from (`expect(() => endpoint(…))`, a callback
// that must return `{ method: string }`) makes the compiler infer from that type into the
// result's while `Route` is still the type parameter; reaching `Lowercase<…>` of the method, it
// worked out the method of every route in the route's constraint (every catalog route, for each
// defaults type: 25,000–45,000 instantiations each time). Nothing is inferred there (the route and
// the options are inferred from the arguments), and `NoInfer` of a method once known (a literal,
// a union of them or `string`) is that method, so results read as before.
type CallLowercaseMethod<Method extends string> = NoInfer<LowercaseMethod<Method>>;

type ResultHeaderValue<Route, Options, Defaults> = Options & {} extends HeaderNeutralOptions
  ? CallHeaderValue<Route, never, Defaults>
  : CallHeaderValue<Route, Options, Defaults>;
