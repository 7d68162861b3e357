import type { EndpointConfig } from "../config/endpoint-config";
import type { DefaultOptions, EndpointOptions, MergedOptions, RequestOptionsInit } from "../options/types";

/**
 * The callable interface of `@octokit/endpoint`: call it for request options, or use its helpers.
 *
 * @example
 * ```ts
 * const options = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
 * const withAuth = endpoint.defaults({ headers: { authorization: "token secret" } });
 * ```
 */
export interface Endpoint {
  /** Request options for a route and its parameters (a fresh plain object every call). */
  (route: string, options?: EndpointOptions): RequestOptionsInit;
  /** Request options for an options object carrying `method` and `url`. */
  (options: EndpointOptions): RequestOptionsInit;
  /** The deeply frozen defaults of this function. */
  readonly DEFAULTS: DefaultOptions;
  /** A new function whose defaults are these merged with `options`. */
  defaults(options: EndpointOptions): Endpoint;
  /** Merged options with the URL still a template; `parse(merge(x))` equals `endpoint(x)`. */
  merge(route: string, options?: EndpointOptions): MergedOptions;
  merge(options: EndpointOptions): MergedOptions;
  /** Request options for merged options. Stateless. */
  parse(options: MergedOptions): RequestOptionsInit;
}

/**
 * Wraps a config in the callable facade. Each helper delegates to the config, so the facade adds
 * no work of its own to a call.
 *
 * @example
 * ```ts
 * const endpoint = toEndpoint(new EndpointConfig());
 * ```
 */
export function toEndpoint(config: EndpointConfig): Endpoint {
  const endpoint = ((route: string | EndpointOptions, options?: EndpointOptions) =>
    config.resolve(route, options)) as Endpoint;
  const helpers = {
    DEFAULTS: config.defaults,
    defaults: (options: EndpointOptions) => config.with(options).toEndpoint(),
    merge: (route: string | EndpointOptions, options?: EndpointOptions) => config.merge(route, options),
    parse: (merged: MergedOptions) => config.parse(merged),
  };
  for (const [name, value] of Object.entries(helpers)) {
    Object.defineProperty(endpoint, name, { value, enumerable: true, writable: false, configurable: true });
  }
  return endpoint;
}
