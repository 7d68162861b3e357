import type { EndpointInterface } from "@octokit/types";
import { EndpointConfig } from "../../../lib/index";
import { octokitVendor } from "./octokit-vendor";

/**
 * `@octokit/endpoint`'s `endpoint`, with `defaults`, `DEFAULTS`, `merge` and `parse`, built on
 * `@restkit/endpoint`'s `EndpointConfig`. Its types are octokit's own (`@octokit/types`).
 *
 * @example
 * const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", name: "n" });
 * options.method; // "PATCH"
 */
export const endpoint: EndpointInterface<object> = new EndpointConfig({
  vendor: octokitVendor,
}).toEndpoint() as unknown as EndpointInterface<object>;
