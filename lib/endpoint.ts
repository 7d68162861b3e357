import { EndpointConfig } from "./config/endpoint-config";
import type { Endpoint } from "./facade/to-endpoint";

/**
 * The ready-made facade with the default configuration: a drop-in for `@octokit/endpoint`.
 *
 * @example
 * ```ts
 * import { endpoint } from "@restkit/endpoint";
 * const { method, url, headers } = endpoint("GET /orgs/{org}/repos", { org: "octokit" });
 * // method "get", url "https://api.github.com/orgs/octokit/repos"
 * ```
 *
 * @group Start here
 */
export const endpoint: Endpoint = new EndpointConfig().toEndpoint();
