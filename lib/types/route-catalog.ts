import type { EndpointOptions } from "../options/types";
import type { RouteMethod, RouteUrl } from "./route-parts";
import type { DefaultsMethod } from "./result-method";
import type { WithRouteTable } from "./route-table";

// A compile-time-only key for the exactness mark (nothing of this name exists at run time).
declare const exactCatalog: unique symbol;

/**
 * A catalog whose routes accept only the parameters it names: an unknown key is an error
 * instead of a query parameter or body key. Wrap the generated `paths` type in it.
 *
 * @example
 * ```ts
 * import type { paths } from "./petstore"; // made by openapi-typescript
 * const petstore = new EndpointConfig<Exact<paths>>();
 * petstore.build("GET /pet/{petId}", { petId: 1, color: "red" }); // error: 'color' is not a parameter
 * ```
 */
export interface Exact<Paths> {
  readonly [exactCatalog]: Paths;
}

/**
 * The `paths` type of a catalog, with or without its {@link Exact} mark.
 *
 * @example
 * ```ts
 * type P = CatalogPaths<Exact<paths>>; // paths
 * ```
 */
export type CatalogPaths<Catalog> = Catalog extends Exact<infer Paths> ? Paths : Catalog;

/**
 * Whether a catalog rejects unknown keys.
 *
 * @example
 * ```ts
 * type E = IsExact<Exact<paths>>; // true
 * ```
 */
export type IsExact<Catalog> = Catalog extends Exact<unknown> ? true : false;

/** The lowercase methods an OpenAPI path item may hold. */
export type CatalogMethod = "get" | "put" | "post" | "delete" | "options" | "head" | "patch" | "trace";

/**
 * Every route literal of a catalog, `"<METHOD> <path>"`: what editors offer while typing a
 * route string. Computed once per catalog, never per call; a catalog with a route table (GitHub's)
 * lists its keys.
 *
 * @example
 * ```ts
 * type R = CatalogRoute<GitHubCatalog>; // "GET /repos/{owner}/{repo}/issues" | "POST /repos/{owner}/{repo}/issues" | …
 * ```
 */
export type CatalogRoute<Catalog> =
  Catalog extends WithRouteTable<infer Routes> ? keyof Routes & string : PathRoutes<CatalogPaths<Catalog>>;

type PathRoutes<Paths> = {
  [Path in keyof Paths & string]: MethodRoutes<Path, Paths[Path]>;
}[keyof Paths & string];

/**
 * The route literals of a `paths` type whose path items list only the methods they have, as
 * `@octokit/openapi-types` writes them (openapi-typescript 7 also lists the absent ones, as
 * `put?: never`: use {@link CatalogRoute} there). One template literal per path, where
 * `CatalogRoute` tests each method: GitHub's thousand paths cost the first call of a program
 * about 0.3 s less.
 *
 * @example
 * ```ts
 * type R = ListedRoutes<paths>; // "GET /user" | "GET /repos/{owner}/{repo}/issues" | …
 * ```
 */
export type ListedRoutes<Paths> = {
  [Path in keyof Paths & string]: `${MethodName[keyof Paths[Path] & CatalogMethod]} ${Path}`;
}[keyof Paths & string];

// Looked up rather than `Uppercase<…>`, which the compiler instantiates once per method and path
// (18,000 instantiations for GitHub's paths, about a third of the list's time).
interface MethodName {
  get: "GET";
  put: "PUT";
  post: "POST";
  delete: "DELETE";
  options: "OPTIONS";
  head: "HEAD";
  patch: "PATCH";
  trace: "TRACE";
}

// openapi-typescript 7 writes every method of a path, the absent ones as `put?: never`.
type MethodRoutes<Path extends string, Item> = {
  [Method in keyof Item & CatalogMethod]: [Exclude<Item[Method], undefined>] extends [never]
    ? never
    : `${Uppercase<Method>} ${Path}`;
}[keyof Item & CatalogMethod];

/**
 * What the first argument of a call may be: a route of the catalog (so editors complete it), any
 * other route string, or an options object.
 *
 * @example
 * ```ts
 * const route: RouteInput<GitHubCatalog> = "GET /user";
 * ```
 */
export type RouteInput<Catalog> = CatalogRoute<Catalog> | (string & {}) | EndpointOptions;

/**
 * The catalog's operation for a route literal: one indexed access by its path and method (the
 * defaults' method when the route names none); `never` when the catalog does not have it.
 *
 * @example
 * ```ts
 * type Op = RouteOperation<GitHubCatalog, "GET /repos/{owner}/{repo}/issues", InitialDefaults>;
 * // operations["issues/list-for-repo"]
 * ```
 */
export type RouteOperation<Catalog, Route extends string, Defaults> = OperationAt<
  CatalogPaths<Catalog>,
  RouteUrl<Route>,
  Lowercase<RouteMethod<Route> extends string ? RouteMethod<Route> : DefaultsMethod<Defaults>>
>;

type OperationAt<Paths, Path extends string, Method extends string> = Path extends keyof Paths
  ? Method extends keyof Paths[Path]
    ? Exclude<Paths[Path][Method], undefined>
    : never
  : never;
