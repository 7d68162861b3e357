import type { EndpointInterface } from "@octokit/types";
import { OctokitConfig } from "./octokit-config";

/**
 * `@octokit/endpoint`'s `endpoint`, with `defaults`, `DEFAULTS`, `merge` and `parse`, built on
 * `@restkit/endpoint`'s `EndpointConfig`. Its types are octokit's own (`@octokit/types`).
 *
 * @example
 * const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "n" });
 * options.method; // "PATCH"
 */
export const endpoint: EndpointInterface<object> =
  new OctokitConfig().toEndpoint() as unknown as EndpointInterface<object>;
