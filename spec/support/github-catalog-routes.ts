import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";

// Every route of GitHub's REST catalog, read from the route list that octokit's own
// plugin-rest-endpoint-methods ships (a devDependency), sorted and without repeats.
const catalogFile = join(dirname(require.resolve("@octokit/plugin-rest-endpoint-methods")), "generated/endpoints.js");

/** GitHub's REST routes, such as `"GET /repos/{owner}/{repo}/issues"`. */
export const catalogRoutes: readonly string[] = [
  ...new Set(
    [...readFileSync(catalogFile, "utf8").matchAll(/"((?:GET|HEAD|POST|PUT|PATCH|DELETE) \/[^"]*)"/g)].map(
      (match) => match[1] as string,
    ),
  ),
].sort();

/** The variable names of a route's expressions: "{owner}" → owner; "{?key,ref}" → key, ref. */
export const placeholderNames = (route: string): string[] =>
  [...route.matchAll(/\{[+#./;?&]?([^}]+)\}/g)].flatMap((match) => (match[1] as string).split(","));
