import type { paths } from "@octokit/openapi-types";
import type { GitHubRoutes } from "./generated/github-routes";
import type { WithRouteTable } from "./route-table";

/**
 * GitHub's REST API as a route catalog: the `paths` type that `@octokit/openapi-types`
 * generates from GitHub's own OpenAPI description, carrying the same routes flattened
 * (`GitHubRoutes`, generated from it by `npm run types:github`) so that a call costs the
 * compiler one lookup. `endpoint` and `new EndpointConfig()` use it unless given another. Types
 * only: nothing of it exists at run time.
 *
 * @example
 * ```ts
 * type Issues = GitHubCatalog["/repos/{owner}/{repo}/issues"]["get"];
 * ```
 */
// An intersection rather than an interface extending `paths`: the API reference then names
// `paths` instead of listing GitHub's thousand paths as members of its own.
export type GitHubCatalog = paths & WithRouteTable<GitHubRoutes>;
