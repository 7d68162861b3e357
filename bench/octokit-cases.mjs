// The cases of issue 26: the library as Octokit calls it. @octokit/request runs
// parse(merge(route, parameters)) on every request; a REST method of plugin-rest-endpoint-methods
// is request.defaults({ method, url }) called with an options object of parameters; paginate asks
// for each next page with { method, url, headers } whose absolute URL was never seen before.
// Rows: the main package, the companion package (packages/octokit-endpoint) and octokit.
import { do_not_optimize as keep } from "mitata";
import { current, octokit } from "./contenders.mjs";

const ISSUES = "GET /repos/{owner}/{repo}/issues";
const listParams = { owner: "octokit", repo: "rest.js", state: "open", per_page: 50 };
const ACCEPT = { accept: "application/vnd.github.v3+json" };

// @octokit/request's own defaults() (its user-agent), then the REST method's.
const requestDefaults = { headers: { "user-agent": "octokit-request.js/10.0.16" } };
const restMethod = (library) =>
  library.defaults(requestDefaults).defaults({ method: "GET", url: "/repos/{owner}/{repo}/issues", headers: ACCEPT });
const octokitMethod = restMethod(octokit);
const octokitRequest = octokit.defaults(requestDefaults);

let page = 0; // every next page is a URL never seen before
const nextPage = () => ({
  method: "GET",
  url: `https://api.github.com/repositories/1296269/issues?per_page=100&page=${++page}`,
  headers: ACCEPT,
});

const split = (library, route, parameters) => library.parse(library.merge(route, parameters));

/**
 * Case name → contender name → function, as in cases.mjs, for one build of restkit.
 * @param {ReturnType<typeof import("./contenders.mjs").loadContenders>} restkit
 */
export function octokitCasesFor({ endpoint, companion }) {
  const restkitMethod = restMethod(endpoint);
  const companionMethod = restMethod(companion);
  const restkitRequest = endpoint.defaults(requestDefaults);
  const companionRequest = companion.defaults(requestDefaults);
  return {
    "8 parse(merge(route, params))": {
      "restkit endpoint()": () => keep(split(restkitRequest, ISSUES, listParams)),
      "companion endpoint()": () => keep(split(companionRequest, ISSUES, listParams)),
      "@octokit/endpoint": () => keep(split(octokitRequest, ISSUES, listParams)),
    },
    "9 REST method: defaults({ method, url }), parse(merge(params))": {
      "restkit endpoint()": () => keep(split(restkitMethod, listParams)),
      "companion endpoint()": () => keep(split(companionMethod, listParams)),
      "@octokit/endpoint": () => keep(split(octokitMethod, listParams)),
    },
    "10 next page, absolute URL never seen": {
      "restkit endpoint()": () => keep(split(restkitRequest, nextPage())),
      "companion endpoint()": () => keep(split(companionRequest, nextPage())),
      "@octokit/endpoint": () => keep(split(octokitRequest, nextPage())),
    },
  };
}

/** The cases on this checkout's build. */
export const octokitCases = octokitCasesFor(current);
