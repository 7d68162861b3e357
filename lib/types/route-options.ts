import type { EndpointOptions } from "../options/types";
import type { OptionalPlaceholders, RequiredPlaceholders, ReservedKey } from "./placeholder-names";
import type { PlaceholderValue } from "./placeholder-value";
import type { RouteMethod, RouteUrl } from "./route-parts";
import type { DefaultsMethod } from "./result-method";
import type { OperationKeys, OperationOptions, OptionsOptional } from "./operation-parameters";
import type { RouteOperation } from "./route-catalog";
import type { RouteTableEntry, TableEntry, TableOptions, TableRequired } from "./route-table";

/**
 * Placeholders of `Url` still missing once `Defaults` are applied: a key of the defaults fills
 * its placeholder, and defaults whose keys are not known (`string` keys) fill every one.
 *
 * @example
 * ```ts
 * type M = MissingPlaceholders<"/repos/{owner}/{repo}", { owner: "acme" }>; // "repo"
 * ```
 */
export type MissingPlaceholders<Url extends string, Defaults> = Exclude<RequiredPlaceholders<Url>, keyof Defaults>;

/**
 * The placeholders of a URL as option keys: the missing ones required, the optional and the
 * defaulted ones optional.
 *
 * @example
 * ```ts
 * type P = PlaceholderOptions<"/orgs/{org}/repos{?type}", {}>;
 * // { org: PlaceholderValue } & { type?: PlaceholderValue | null }
 * ```
 */
export type PlaceholderOptions<Url extends string, Defaults> = {
  [Name in MissingPlaceholders<Url, Defaults>]: PlaceholderValue;
} & OptionalKeys<Exclude<OptionalPlaceholders<Url> | RequiredPlaceholders<Url>, MissingPlaceholders<Url, Defaults>>>;

// Left out when empty, so that editors show `{ org: PlaceholderValue }` rather than `… & {}`.
type OptionalKeys<Names extends string> = [Names] extends [never]
  ? unknown
  : { [Name in Names]?: PlaceholderValue | null };

/**
 * The options `endpoint(route, options)` accepts for a route: every option and parameter, with
 * the route's missing placeholders required. A route of the `Catalog` also gets the catalog's
 * parameters, typed, the required ones required (read from the catalog's route table when it has
 * one). A plain `string` route accepts any options.
 *
 * @example
 * ```ts
 * const options: RouteOptions<"GET /orgs/{org}/repos", InitialDefaults> = { org: "octokit", per_page: 100 };
 * ```
 */
export type RouteOptions<Route extends string, Defaults, Catalog = unknown> = string extends Route
  ? EndpointOptions
  : EndpointOptions & RouteParameters<Route, Defaults, Catalog, TableEntry<Catalog, Route>>;

// A route of the catalog's table takes the table's options, its placeholders included; any other
// route its placeholders and the parameters of the catalog's operation, if any.
type RouteParameters<Route extends string, Defaults, Catalog, Entry> = [Entry] extends [never]
  ? PlaceholderOptions<RouteUrl<Route>, Defaults> &
      CatalogOptions<RouteOperation<Catalog, Route, Defaults>, Defaults, CarriesBody<Route, Defaults>>
  : Entry extends RouteTableEntry
    ? TableOptions<Entry, Defaults>
    : never;

// A route outside the catalog adds nothing to its placeholders.
type CatalogOptions<Operation, Defaults, HasBody extends boolean> = [Operation] extends [never]
  ? unknown
  : OperationOptions<Operation, Defaults, HasBody>;

/**
 * Whether the route's method sends the parameters left over as a body (POST, PUT, PATCH, DELETE,
 * as placeParameters does at run time) rather than as the query.
 *
 * @example
 * ```ts
 * type B = CarriesBody<"POST /widgets", InitialDefaults>; // true
 * ```
 */
type CarriesBody<Route extends string, Defaults> =
  Lowercase<RouteMethod<Route> extends string ? RouteMethod<Route> : DefaultsMethod<Defaults>> extends
    "post" | "put" | "patch" | "delete"
    ? true
    : false;

/**
 * Whether a route's options must be given: a placeholder is missing, or the catalog requires a
 * parameter the defaults do not fill. For a union of routes, `boolean` when only some need them.
 *
 * @example
 * ```ts
 * type R = OptionsRequired<"GET /orgs/{org}/repos", InitialDefaults, unknown>; // true
 * ```
 */
export type OptionsRequired<Route extends string, Defaults, Catalog> =
  TableEntry<Catalog, Route> extends infer Entry
    ? [Entry] extends [never]
      ? DerivedOptionsRequired<Route, Defaults, Catalog>
      : Entry extends RouteTableEntry
        ? TableRequired<Entry, Defaults>
        : never
    : never;

type DerivedOptionsRequired<Route extends string, Defaults, Catalog> = [
  MissingPlaceholders<RouteUrl<Route>, Defaults>,
] extends [never]
  ? [RouteOperation<Catalog, Route, Defaults>] extends [never]
    ? false
    : OptionsOptional<RouteOperation<Catalog, Route, Defaults>, Defaults, CarriesBody<Route, Defaults>> extends true
      ? false
      : true
  : true;

/**
 * Keys an exact catalog does not know, typed `never` so that giving one is an error naming it.
 *
 * @example
 * ```ts
 * type K = ExactKeys<{ petId: 1; color: "red" }, operations["getPetById"], "GET /pet/{petId}">; // { color: never }
 * ```
 */
export type ExactKeys<Options, Operation, Route extends string> = [Operation] extends [never]
  ? unknown
  : {
      [Key in Exclude<keyof Options, OperationKeys<Operation> | ReservedKey | KnownPlaceholders<Route>>]: never;
    };

type KnownPlaceholders<Route extends string> =
  OptionalPlaceholders<RouteUrl<Route>> | RequiredPlaceholders<RouteUrl<Route>>;

/**
 * What an options object (`endpoint({ method, url, … })`) must add to itself: a `url` unless the
 * defaults have one, and the placeholders of its URL that neither it nor the defaults fill.
 *
 * @example
 * ```ts
 * type C = OptionsCheck<{ url: "/orgs/{org}" }, InitialDefaults>; // { org: PlaceholderValue }
 * ```
 */
export type OptionsCheck<Options extends EndpointOptions, Defaults> = ("url" extends keyof Defaults
  ? unknown
  : { url: string }) & {
  [Name in Exclude<MissingPlaceholders<UrlOf<Options, Defaults>, Defaults>, keyof Options>]: PlaceholderValue;
};

/**
 * The URL template a call uses: the options' own, else the defaults'.
 *
 * @example
 * ```ts
 * type U = UrlOf<{ url: "/user" }, InitialDefaults>; // "/user"
 * ```
 */
export type UrlOf<Options, Defaults> = Options extends { readonly url: infer Url extends string }
  ? Url
  : Defaults extends { readonly url: infer Url extends string }
    ? Url
    : string;
