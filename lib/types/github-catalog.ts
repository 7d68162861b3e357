import type { paths } from "@octokit/openapi-types";
import type { ListedRoutes } from "./route-catalog";
import type { CatalogRoutes, WithRouteTable } from "./route-table";

/**
 * Every route of GitHub's REST API, flattened from `@octokit/openapi-types` by the compiler: its
 * options (path, query and body parameters, the required ones required), whether they may be
 * left out, and its success response.
 *
 * @example
 * ```ts
 * type State = GitHubRoutes["GET /repos/{owner}/{repo}/issues"]["options"]["state"]; // "open" | "closed" | "all" | undefined
 * ```
 */
// `@octokit/openapi-types` lists only the methods a path has, so its routes are listed, not tested
// (spec/types/catalog-wide/listed-routes.spec-d.ts checks that both give the same routes).
export type GitHubRoutes = CatalogRoutes<paths, ListedRoutes<paths>>;

/**
 * GitHub's REST API as a route catalog: the `paths` type that `@octokit/openapi-types`
 * generates from GitHub's own OpenAPI description, carrying the same routes flattened
 * ({@link GitHubRoutes}) so that a call costs the compiler one lookup. `endpoint` and
 * `new EndpointConfig()` use it unless given another. Types only: nothing of it exists at run
 * time.
 *
 * @example
 * ```ts
 * type Issues = GitHubCatalog["/repos/{owner}/{repo}/issues"]["get"];
 * ```
 */
// An intersection rather than an interface extending `paths`: the API reference then names
// `paths` instead of listing GitHub's thousand paths as members of its own.
export type GitHubCatalog = paths & WithRouteTable<GitHubRoutes>;
