import type { EndpointOptions } from "../options/types";
import type { DefaultsMethod, OptionsMethod, WrittenMethod } from "./result-method";
import type { ExactKeys, OptionsCheck, OptionsRequired, RouteOptions } from "./route-options";
import type { OperationResponse } from "./operation-parameters";
import type { IsExact, RouteOperation } from "./route-catalog";
import type { DefaultedEntry, RouteTableEntry, RouteTableOf, TableRoute } from "./route-table";

// One generic signature serves both call shapes, `(route, options?)` and `(options)`, so that a
// mistake gets one precise error ("Property 'org' is missing", "Expected 2 arguments") rather
// than a list of failed overloads.

/**
 * What the first argument must add to itself: nothing for a route string; a `url` and the
 * missing placeholders for an options object. The signatures take it as `NoInfer<…>`: it
 * only checks, and inferring into it made the compiler work out the generic form of
 * {@link OptionsCheck} on a program's first call (about 2,700 instantiations, 0.05 s).
 *
 * @example
 * ```ts
 * type C = FirstArgumentCheck<{ url: "/orgs/{org}" }, InitialDefaults>; // { url: string } & { org: PlaceholderValue }
 * ```
 */
// `Route & {}`, not `[Route]`: a route literal is never wrapped in a one-element tuple, which the
// compiler compares member by member of `Array`, once per route (see `RouteCall`).
export type FirstArgumentCheck<Route, Defaults> = Route & {} extends string
  ? unknown
  : [Route] extends [EndpointOptions]
    ? OptionsCheck<Route, Defaults>
    : unknown;

// Per member of a union of route literals (options that fit any one member compile), but never
// per member of the route constraint itself: that union of every catalog route (and
// `string & {}`) is what the compiler sees while the call is still being inferred, and walking
// it would cost a lookup per catalog route on every call. `string` fits only that constraint.
/**
 * The arguments after the first: required when a route string has placeholders or catalog
 * parameters left to fill. The options are typed both as written (`Options`, inferred) and as
 * the route allows ({@link RouteOptions}), so that editors keep offering every name the route
 * may still take however much of the object is typed. A route of the catalog's route table
 * (GitHub's) is looked up there, without reading the route literal.
 *
 * @example
 * ```ts
 * type A = CallArguments<"GET /orgs/{org}", InitialDefaults, { org: string }>; // [options: { org: string } & EndpointOptions & { org: PlaceholderValue }]
 * ```
 */
export type CallArguments<Route, Defaults, Options, Catalog = unknown> = OptionsArguments<
  RouteCall<Route, Defaults, Catalog>,
  Route,
  Defaults,
  Options,
  Catalog
>;

/**
 * The arguments after the first, for a signature that takes what its route asks of the options
 * as a type parameter of its own (`Call`, defaulting to {@link RouteCall}): while a call is
 * still being inferred, the compiler then reads the options' type through that parameter's
 * constraint, {@link RouteCallShape}, instead of working out the options of every catalog
 * route at once (about 0.6 s on the first call of a program).
 *
 * @example
 * ```ts
 * type A = OptionsArguments<RouteCall<"GET /orgs/{org}", InitialDefaults, GitHubCatalog>, "GET /orgs/{org}", InitialDefaults, { org: string }, GitHubCatalog>;
 * ```
 */
export type OptionsArguments<Call extends RouteCallShape, Route, Defaults, Options, Catalog> = OptionsParameter<
  Call,
  Options,
  ExactCheck<Route, Defaults, Options, Catalog>
>;

// Only this step sees the call's own options. It checks them against what the route allows
// alone (`RouteTuple`), so that a key of the wrong type is reported with the type expected
// (intersected with the options as written, that key became `never`). `Options` is
// still inferred from the argument, through the branch no call takes: a conditional type offers
// both branches to inference, and once `Options` is known the test is always true.
type OptionsParameter<Call extends RouteCallShape, Options, Exact> = Options & {} extends unknown
  ? RouteTuple<Call, Exact>
  : [options?: Options];

/**
 * The options tuple of a route: required or optional, holding what the route allows (and, in an
 * exact catalog, refusing the keys it does not know).
 *
 * @example
 * ```ts
 * type T = RouteTuple<RouteCall<"GET /orgs/{org}", InitialDefaults, GitHubCatalog>, unknown>; // [options: EndpointOptions & { org: string; … }]
 * ```
 */
// Written without the call's options, so that the compiler makes one tuple per route (and
// defaults) and reuses it on every call: a tuple holding the options as written was a new type
// per call, with `Array`'s forty members worked out for it (about 12 KB of the compiler's
// memory a call, more than half of what a call costs it).
type RouteTuple<Call extends RouteCallShape, Exact> = Call["required"] extends true
  ? [options: EndpointOptions & Call["options"] & Exact]
  : [options?: EndpointOptions & Call["options"] & Exact];

/**
 * What a route asks of a call's options: whether they must be given, and what they may hold.
 *
 * @example
 * ```ts
 * const call: RouteCallShape = { required: true, options: { org: "octokit" } };
 * ```
 */
export interface RouteCallShape {
  required: boolean;
  options: unknown;
}

/**
 * What a route asks of a call's options ({@link RouteCallShape}), given the defaults. A route of
 * the catalog's route table (GitHub's) costs one indexed access into the table; any other route
 * is derived from its literal and the catalog's `paths`.
 *
 * @example
 * ```ts
 * type C = RouteCall<"GET /orgs/{org}", InitialDefaults, GitHubCatalog>; // { required: true; options: { org: string; … }; response: … }
 * ```
 */
// Per member of a union of routes from the second test on (a route is never wrapped in a
// one-element tuple, which the compiler compares member by member of `Array`, once per route),
// but never per member of the route constraint: `string extends Route` ends there.
export type RouteCall<Route, Defaults, Catalog> = string extends Route
  ? { required: false; options: EndpointOptions }
  : Route extends TableRoute<Catalog>
    ? TableCall<RouteTableOf<Catalog>[Route], Defaults>
    : Route extends string
      ? { required: EachOptionsRequired<Route, Defaults, Catalog>; options: EachRouteOptions<Route, Defaults, Catalog> }
      : { required: false; options: EndpointOptions };

// Per entry, so that a union of table routes takes the options of any one of them. The entry
// itself is the route's call (it has `required` and `options`), with no object type made per
// route to copy them; the options tuple adds `EndpointOptions`.
type TableCall<Entry, Defaults> = Entry extends RouteTableEntry ? DefaultedEntry<Entry, Defaults> : never;

// These two distribute over a union of routes and never see the call's own options, so the
// compiler works them out once per route and defaults, not once per call.
type EachOptionsRequired<Route, Defaults, Catalog> = Route extends string
  ? OptionsRequired<Route, Defaults, Catalog>
  : never;
type EachRouteOptions<Route, Defaults, Catalog> = Route extends string ? RouteOptions<Route, Defaults, Catalog> : never;

type ExactCheck<Route, Defaults, Options, Catalog> =
  IsExact<Catalog> extends true
    ? Route extends string
      ? ExactKeys<Options, RouteOperation<Catalog, Route, Defaults>, Route>
      : unknown
    : unknown;

/**
 * The response type a call's route has in the catalog: a phantom type on the result, for
 * clients that type what the request returns; `unknown` for a route outside the catalog.
 *
 * @example
 * ```ts
 * type R = CallResponse<"GET /user", InitialDefaults, GitHubCatalog>; // the authenticated user
 * ```
 */
// The table entry's response is read by `infer` in the test, not as `Entry["response"]` in a
// branch. A call whose result is itself inferred from (`expect(() => endpoint(…))`,
// `list.map(() => endpoint(…))`) makes the compiler infer into this type while `Route` is still
// the type parameter, through both branches: `Table[Route]["response"]` there worked out the
// response of every route of the table (about 3 s and 20,000 types, once per program).
export type CallResponse<Route, Defaults, Catalog> =
  Route extends TableRoute<Catalog>
    ? RouteTableOf<Catalog>[Route] extends { response: infer Response }
      ? Response
      : never
    : Route extends string
      ? string extends Route
        ? unknown
        : ResponseOf<RouteOperation<Catalog, Route, Defaults>>
      : unknown;

type ResponseOf<Operation> = [Operation] extends [never] ? unknown : OperationResponse<Operation>;

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
