import type { DefaultedOptional, OperationParameters, OperationResponse } from "./operation-parameters";
import type { ReservedKey } from "./placeholder-names";
import type { CatalogRoute } from "./route-catalog";

// A compile-time-only key for a catalog's flattened routes (nothing of this name exists at run
// time).
declare const routeTable: unique symbol;

/**
 * One route of a flattened catalog: its options as the route takes them (placeholders and
 * parameters, the required ones required, no reserved keys), whether they may be left out, and
 * its success response.
 *
 * @example
 * ```ts
 * type E = GitHubRoutes["GET /user"]; // { options: {}; required: false; response: … }
 * ```
 */
export interface RouteTableEntry {
  // `unknown`, not `object`: on a call's first options object the compiler tests every entry of
  // the table against this type, and `object` made it work out every route's options to do so
  // (about 0.2 s of a check).
  options: unknown;
  required: boolean;
  response: unknown;
}

/**
 * A catalog's routes flattened, route literal → {@link RouteTableEntry}, worked out by the
 * compiler from the OpenAPI `paths` type itself. A mapped type over the route literals: its keys
 * cost one pass over `paths` per program, and an entry is worked out only when a call reads it,
 * so a program pays for the routes it uses, not for the catalog. Nothing is generated or shipped
 * per route: GitHub's table is this type over `@octokit/openapi-types`' `paths`.
 *
 * @example
 * ```ts
 * type E = CatalogRoutes<paths>["POST /markdown/raw"]; // { options: { data: string }; required: true; response: string }
 * ```
 */
// `Routes` may be given when they are cheaper to list than to test (GitHub's, `ListedRoutes`).
export type CatalogRoutes<Paths, Routes extends string = CatalogRoute<Paths>> = {
  [Route in Routes]: OperationEntry<OperationIn<Paths, Route>>;
};

/**
 * One operation as a {@link RouteTableEntry}: its parameters ({@link OperationParameters}), whether
 * any of them is required, and its success response.
 *
 * @example
 * ```ts
 * type E = OperationEntry<operations["users/get-authenticated"]>; // { options: {}; required: false; response: … }
 * ```
 */
export type OperationEntry<Operation> = {
  options: OperationParameters<Operation>;
  required: Record<never, never> extends OperationParameters<Operation> ? false : true;
  response: OperationResponse<Operation>;
};

// The route literals are `"<METHOD> <path>"` as `CatalogRoute` writes them: one split, one lookup.
type OperationIn<Paths, Route> = Route extends `${infer Method} ${infer Path extends PathOf<Paths>}`
  ? Exclude<Paths[Path][Lowercase<Method> & keyof Paths[Path]], undefined>
  : never;

// A conditional type, which the compiler caches per catalog: `keyof Paths` written inline is
// worked out again, every one of GitHub's thousand paths, for each route (as `TableRoute`).
type PathOf<Paths> = Paths extends unknown ? keyof Paths & string : never;

/**
 * Marks a catalog as carrying its routes already flattened, route literal → {@link RouteTableEntry}.
 * A call on one of those routes then costs the compiler one indexed access instead of deriving
 * the entry again from the OpenAPI `paths` type (GitHub's catalog carries `GitHubRoutes`, its
 * {@link CatalogRoutes}).
 *
 * @example
 * ```ts
 * type GitHubCatalog = paths & WithRouteTable<GitHubRoutes>;
 * ```
 */
export interface WithRouteTable<Routes> {
  readonly [routeTable]: Routes;
}

/**
 * The flattened routes of a catalog; none (an empty table) for a catalog without them.
 *
 * @example
 * ```ts
 * type R = RouteTableOf<GitHubCatalog>; // GitHubRoutes
 * ```
 */
export type RouteTableOf<Catalog> = Catalog extends WithRouteTable<infer Routes> ? Routes : Record<never, never>;

/**
 * The flattened entry of a route literal; `never` when the catalog has no table or the table
 * does not have the route (a route without a method, a newer endpoint, another API).
 *
 * @example
 * ```ts
 * type E = TableEntry<GitHubCatalog, "GET /repos/{owner}/{repo}/issues">;
 * ```
 */
// A route written with its query expansion (`POST /orgs/{org}/attestations/bulk-list{?per_page}`,
// as octokit's types spell a few) is the catalog's route without it.
export type TableEntry<Catalog, Route extends string> =
  Route extends TableRoute<Catalog>
    ? RouteTableOf<Catalog>[Route]
    : Route extends `${infer Base}{?${string}}`
      ? Base extends TableRoute<Catalog>
        ? RouteTableOf<Catalog>[Base]
        : never
      : never;

/**
 * The route literals of a catalog's table; none for a catalog without one.
 *
 * @example
 * ```ts
 * type R = TableRoute<GitHubCatalog>; // "GET /user" | "GET /repos/{owner}/{repo}/issues" | …
 * ```
 */
// A conditional type, which the compiler caches per catalog: `keyof` written inline is worked
// out again, all 1,223 keys of GitHub's table, every time the type around it is instantiated
// (once per route and per call: more than a quarter of the bench's check time).
export type TableRoute<Catalog> = Catalog extends WithRouteTable<infer Routes> ? keyof Routes : never;

/**
 * A table entry once the defaults apply: the keys they fill become optional, and the options
 * may be left out when nothing required is left. The entry itself when the defaults fill no
 * parameter (only reserved keys, as the initial defaults), which costs nothing per route.
 *
 * @example
 * ```ts
 * type E = DefaultedEntry<GitHubRoutes["GET /orgs/{org}"], { org: "acme" }>; // { options: { org?: string }; required: false }
 * ```
 */
export type DefaultedEntry<Entry extends RouteTableEntry, Defaults> =
  FillsParameters<Defaults> extends true ? FilledEntry<DefaultedOptional<Entry["options"], keyof Defaults>> : Entry;

type FilledEntry<Options> = { options: Options; required: Record<never, never> extends Options ? false : true };

/**
 * The options of a table entry once the defaults apply (see {@link DefaultedEntry}).
 *
 * @example
 * ```ts
 * type O = TableOptions<GitHubRoutes["GET /orgs/{org}"], { org: "acme" }>; // { org?: string }
 * ```
 */
export type TableOptions<Entry extends RouteTableEntry, Defaults> = DefaultedEntry<Entry, Defaults>["options"];

/**
 * Whether a table entry's options must be given once the defaults apply.
 *
 * @example
 * ```ts
 * type R = TableRequired<GitHubRoutes["GET /orgs/{org}"], InitialDefaults>; // true
 * ```
 */
export type TableRequired<Entry extends RouteTableEntry, Defaults> = DefaultedEntry<Entry, Defaults>["required"];

// Worked out once per defaults type, not per route.
type FillsParameters<Defaults> = [Exclude<keyof Defaults, ReservedKey>] extends [never] ? false : true;
