import type { EndpointOptions } from "../options/types";
import type { DefaultsMethod, OptionsMethod, WrittenMethod } from "./result-method";
import type { OptionsCheck, RouteArguments, RouteOptions } from "./route-options";

// One generic signature serves both call shapes, `(route, options?)` and `(options)`, so that a
// mistake gets one precise error ("Property 'org' is missing", "Expected 2 arguments") rather
// than a list of failed overloads.

/**
 * What the first argument must add to itself: nothing for a route string; a `url` and the
 * missing placeholders for an options object.
 *
 * @example
 * ```ts
 * type C = FirstArgumentCheck<{ url: "/orgs/{org}" }, InitialDefaults>; // { url: string } & { org: PlaceholderValue }
 * ```
 */
export type FirstArgumentCheck<Route, Defaults> = Route extends string
  ? unknown
  : Route extends EndpointOptions
    ? OptionsCheck<Route, Defaults>
    : never;

/**
 * The options a call accepts after its first argument.
 *
 * @example
 * ```ts
 * type O = CallOptions<"GET /orgs/{org}", InitialDefaults>; // EndpointOptions & { org: PlaceholderValue } & {}
 * ```
 */
export type CallOptions<Route, Defaults> = Route extends string ? RouteOptions<Route, Defaults> : EndpointOptions;

/**
 * The arguments after the first: required when a route string has placeholders left to fill.
 *
 * @example
 * ```ts
 * type A = CallArguments<"GET /orgs/{org}", InitialDefaults, { org: string }>; // [options: { org: string }]
 * ```
 */
export type CallArguments<Route, Defaults, Options> = Route extends string
  ? RouteArguments<Route, Defaults, Options>
  : [options?: Options];

/**
 * The method of a call as written (before lowercasing).
 *
 * @example
 * ```ts
 * type M = CallMethod<"POST /markdown", never, InitialDefaults>; // "POST"
 * ```
 */
export type CallMethod<Route, Options, Defaults> = Route extends string
  ? WrittenMethod<Route, Options, Defaults>
  : OptionsMethod<Options, OptionsMethod<Route, DefaultsMethod<Defaults>>>;
