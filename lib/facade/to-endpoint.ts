import type { EndpointOptions, MergedOptions, RequestOptionsInit } from "../options/types";
import type { InitialDefaults } from "../types/initial-defaults";
import type { MergeDefaults } from "../types/merge-defaults";
import type { CallResult } from "../types/call-result";
import type { FirstArgumentCheck, OptionsArguments, RouteCall, RouteCallShape } from "../types/call-signature";
import type { GitHubCatalog } from "../types/github-catalog";
import type { RouteInput } from "../types/route-catalog";
import type { MergedCall } from "../types/merged-route";
import type { LowercaseMethod } from "../types/result-method";

/**
 * The callable interface of `@octokit/endpoint`: call it for request options, or use its helpers.
 * `Defaults` is the type of its defaults; a placeholder they fill is optional in every call.
 *
 * @example
 * ```ts
 * const options = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
 * options.method; // type "get"
 * const acme = endpoint.defaults({ org: "acme", headers: { authorization: "token secret" } });
 * acme("GET /orgs/{org}/repos"); // org comes from the defaults
 * ```
 */
export interface Endpoint<Defaults = InitialDefaults, Catalog = GitHubCatalog> {
  /**
   * Request options for a route and its parameters (a fresh plain object every call), or for an
   * options object carrying `method` and `url`. The placeholders of the URL (`{name}`,
   * `{+name}`, `:name`) are required unless the defaults fill them; every other key is allowed
   * and becomes a query parameter or a body key.
   *
   * @typeParam Call - What the route asks of the options, worked out from `Route` and the
   *   defaults; leave it to its default.
   *
   * @example
   * ```ts
   * endpoint("GET /orgs/{org}/repos", { org: "octokit", per_page: 100 });
   * endpoint({ method: "POST", url: "/markdown/raw", data: "Hello", headers: { "content-type": "text/plain" } });
   * ```
   */
  <
    const Route extends RouteInput<Catalog>,
    Options extends EndpointOptions = never,
    Call extends RouteCallShape = RouteCall<Route, Defaults, Catalog>,
  >(
    route: Route & NoInfer<FirstArgumentCheck<Route, Defaults>>,
    ...options: OptionsArguments<Call, Route, Defaults, Options, Catalog>
  ): CallResult<Route, Options, Defaults, Catalog>;
  /**
   * With no arguments: request options for the defaults alone, their `url` or the base URL.
   *
   * @example
   * ```ts
   * endpoint.defaults({ url: "/user" })().url; // "https://api.github.com/user"
   * ```
   */
  (): RequestOptionsInit;
  /**
   * The deeply frozen defaults of this function.
   *
   * @example
   * ```ts
   * endpoint.DEFAULTS.baseUrl; // "https://api.github.com"
   * ```
   */
  readonly DEFAULTS: Defaults;
  /**
   * A new function whose defaults are these merged with `options`.
   *
   * @example
   * ```ts
   * const enterprise = endpoint.defaults({ baseUrl: "https://ghe.example.com/api/v3" });
   * ```
   */
  defaults<const Options extends EndpointOptions>(
    options: Options,
  ): Endpoint<MergeDefaults<Defaults, Options>, Catalog>;
  /**
   * Merged options with the URL still a template; `parse(merge(x))` equals `endpoint(x)`.
   *
   * @typeParam Call - What the route asks of the options, worked out from `Route` and the
   *   defaults; leave it to its default.
   *
   * @example
   * ```ts
   * endpoint.merge("GET /orgs/:org/repos", { org: "octokit" }).url; // "/orgs/:org/repos"
   * ```
   */
  merge<
    const Route extends RouteInput<Catalog>,
    Options extends EndpointOptions = never,
    Call extends RouteCallShape = RouteCall<Route, Defaults, Catalog>,
  >(
    route: Route & NoInfer<FirstArgumentCheck<Route, Defaults>>,
    ...options: OptionsArguments<Call, Route, Defaults, Options, Catalog>
  ): MergedCall<Route, Options, Defaults>;
  /**
   * With no arguments: the merged defaults (no `url` unless the defaults set one).
   *
   * @example
   * ```ts
   * endpoint.merge().baseUrl; // "https://api.github.com"
   * ```
   */
  merge(): MergedOptions;
  /**
   * Request options for merged options. Stateless.
   *
   * @example
   * ```ts
   * endpoint.parse(endpoint.merge("GET /user")).method; // type "get"
   * ```
   */
  parse<const Merged extends MergedOptions>(options: Merged): RequestOptionsInit<LowercaseMethod<Merged["method"]>>;
}

// The members of a config the facade calls, without their signatures' checks: the facade's own
// signatures have checked the call. Named here rather than imported, so that the config and the
// facade it makes do not import each other.
interface UncheckedConfig {
  readonly defaults: unknown;
  with(options: EndpointOptions): { toEndpoint(): unknown };
  resolve(route?: string | EndpointOptions, options?: EndpointOptions): RequestOptionsInit;
  merge(route?: string | EndpointOptions, options?: EndpointOptions): MergedOptions;
  parse(merged: MergedOptions): RequestOptionsInit;
}

export function toEndpoint<Defaults, Catalog>(config: object): Endpoint<Defaults, Catalog> {
  // The facade's own signatures have checked the call; the config is reached through its
  // unchecked form so that one forwarding function serves both call shapes.
  const unchecked = config as UncheckedConfig;
  const endpoint = ((route?: string | EndpointOptions, options?: EndpointOptions) =>
    unchecked.resolve(route, options)) as Facade;
  // Plain stores and one shared prototype: Object.defineProperty on a function costs V8 about
  // ten times as much, and a facade is made on every defaults() call.
  Object.setPrototypeOf(endpoint, FACADE_PROTOTYPE);
  endpoint[CONFIG] = unchecked;
  endpoint.defaults = (options: EndpointOptions) => unchecked.with(options).toEndpoint();
  endpoint.merge = (route?: string | EndpointOptions, options?: EndpointOptions) => unchecked.merge(route, options);
  endpoint.parse = (merged: MergedOptions) => unchecked.parse(merged);
  return endpoint as unknown as Endpoint<Defaults, Catalog>;
}

const CONFIG = Symbol("config");

interface Facade {
  (route?: string | EndpointOptions, options?: EndpointOptions): RequestOptionsInit;
  [CONFIG]: { readonly defaults: unknown };
  defaults(options: EndpointOptions): unknown;
  merge(route?: string | EndpointOptions, options?: EndpointOptions): MergedOptions;
  parse(merged: MergedOptions): RequestOptionsInit;
}

// DEFAULTS is a getter because a config freezes its defaults only when someone first reads them.
const FACADE_PROTOTYPE = Object.create(Function.prototype, {
  DEFAULTS: {
    get(this: Facade) {
      return this[CONFIG].defaults;
    },
    enumerable: true,
  },
}) as object;
