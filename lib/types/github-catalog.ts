import type { paths } from "@octokit/openapi-types";

/**
 * GitHub's REST API as a route catalog: the `paths` type that `@octokit/openapi-types`
 * generates from GitHub's own OpenAPI description. `endpoint` and `new EndpointConfig()` use it
 * unless given another. Types only: nothing of it exists at run time.
 *
 * @example
 * ```ts
 * type Issues = GitHubCatalog["/repos/{owner}/{repo}/issues"]["get"];
 * ```
 */
export type GitHubCatalog = paths;
