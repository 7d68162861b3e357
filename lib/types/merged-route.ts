import type { EndpointOptions, MergedOptions } from "../options/types";
import type { MergeDefaults } from "./merge-defaults";
import type { CallMethod } from "./call-signature";
import type { RouteUrl } from "./route-parts";
import type { Simplify } from "./simplify";
import type { UrlOf } from "./route-options";

/**
 * What `merge(route, options)` and `merge(options)` return (spec 2.5): the defaults with the
 * options merged in, and the method and URL as written (not lowercased, not expanded). A route
 * string always gives both `method` and `url`, the url the route's own (a `url` option is then a
 * parameter); an options object gives `url` when it or the defaults have one. Any other key
 * reads as `unknown`, as on {@link MergedOptions}.
 *
 * @example
 * ```ts
 * type M = MergedCall<"GET /orgs/:org/repos", { org: string }, InitialDefaults>;
 * // { method: "GET"; url: "/orgs/:org/repos"; baseUrl: string; headers: …; mediaType: …; org: string }
 * ```
 */
export type MergedCall<Route, Options, Defaults> = Simplify<
  MergedOptions &
    Omit<MergeDefaults<Defaults, Given<Route> & Given<Options>>, "method" | "url"> & {
      method: CallMethod<Route, Options, Defaults>;
    } & (Route extends string
      ? { url: RouteUrl<Route> }
      : UrlOf<Given<Route> & Given<Options>, Defaults> extends infer Url
        ? string extends Url
          ? { url?: string }
          : { url: Url }
        : never)
>;

// The options objects of a call, as one; a route string and absent options contribute nothing.
type Given<Options> = [Options] extends [never]
  ? Record<never, never>
  : Options extends EndpointOptions
    ? Options
    : Record<never, never>;
