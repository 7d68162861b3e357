import type { CatalogMethod } from "./route-catalog";
import type { RouteMethod } from "./route-parts";

/**
 * The lowercase form of a method literal that an OpenAPI path item's fixed fields held before 3.2
 * (`GET` … `TRACE`); any other method, and a plain `string`, is `string`: a config made from a
 * description sends its own methods (`QUERY`, `COPY`) as the description writes them.
 *
 * @example
 * ```ts
 * type M = LowercaseMethod<"PATCH">; // "patch"
 * type Q = LowercaseMethod<"QUERY">; // string
 * ```
 */
export type LowercaseMethod<Method extends string> = string extends Method
  ? string
  : Lowercase<Method> extends CatalogMethod
    ? Lowercase<Method>
    : string;

/**
 * The method as written, before lowercasing, of a call: a `method` option overrides the route's
 * method, which overrides the defaults' (as in `EndpointConfig#merge`). A route that is a plain
 * `string` could name any method.
 *
 * @example
 * ```ts
 * type M = WrittenMethod<"POST /markdown", {}, { method: "GET" }>; // "POST"
 * ```
 */
export type WrittenMethod<Route extends string, Options, Defaults> = string extends Route
  ? string
  : OptionsMethod<Options, RouteMethod<Route> extends string ? RouteMethod<Route> : DefaultsMethod<Defaults>>;

/**
 * The method an options object sets, or `Otherwise` when it sets none; both when it may.
 *
 * @example
 * ```ts
 * type M = OptionsMethod<{ method: "PUT" }, "GET">; // "PUT"
 * ```
 */
export type OptionsMethod<Options, Otherwise extends string> = [Options] extends [never]
  ? Otherwise
  : Options extends { readonly method: infer Method extends string }
    ? Method
    : "method" extends keyof Options
      ? Extract<Options["method" & keyof Options], string> | Otherwise
      : Otherwise;

/**
 * The method of a config's defaults; `string` when they are not known precisely.
 *
 * @example
 * ```ts
 * type M = DefaultsMethod<InitialDefaults>; // "GET"
 * ```
 */
export type DefaultsMethod<Defaults> = Defaults extends { readonly method: infer Method extends string }
  ? Method
  : string;
