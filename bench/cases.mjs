// The cases of issues 3 and 11. Each contender is a zero-argument function doing one call; results
// go through do_not_optimize so V8 cannot drop the work.
import { do_not_optimize as keep } from "mitata";
import { current, octokit } from "./contenders.mjs";

const ISSUES = "GET /repos/{owner}/{repo}/issues";
const listParams = { owner: "octokit", repo: "rest.js", state: "open", per_page: 50 };

const CREATE = "POST /repos/{owner}/{repo}/issues";
const createParams = { owner: "octokit", repo: "rest.js", title: "Found a bug", body: "Steps…", labels: ["bug", "ui"] };

const firstLevel = { baseUrl: "https://ghe.example.com/api/v3", headers: { authorization: "token secret" } };
const secondLevel = { org: "acme", per_page: 100 };
const octokitDeep = octokit.defaults(firstLevel).defaults(secondLevel);
const ORG_REPOS = "GET /orgs/{org}/repos";

const ACCEPT = "application/vnd.github.v3+json";
const USER_AGENT = "restkit-endpoint.js/0.1.0";

// What a caller would write by hand for case 1, the practical floor: each of the four values
// percent-encoded, the URL concatenated, and the headers object (issue 11).
function literal(p) {
  return {
    method: "get",
    url:
      "https://api.github.com/repos/" +
      encodeURIComponent(p.owner) +
      "/" +
      encodeURIComponent(p.repo) +
      "/issues?state=" +
      encodeURIComponent(p.state) +
      "&per_page=" +
      encodeURIComponent(p.per_page),
    headers: { accept: ACCEPT, "user-agent": USER_AGENT },
  };
}

let n = 0; // cases 4 and 7: every call sees a route it has never seen before
const literalRoute = () => `GET /repos/o/r/issues/${++n}/comments`;
const newTemplate = () => `GET /repos/{owner}/{repo}/t${++n}`;
const ownerRepo = { owner: "octokit", repo: "rest.js" };

// Case 5: what an application passes to defaults(): one header, or a whole client setup.
const oneHeader = () => ({ headers: { authorization: `token ${++n}` } });
const clientSetup = () => ({
  baseUrl: "https://ghe.example.com/api/v3",
  headers: { authorization: `token ${++n}` },
  mediaType: { previews: ["mercy"] },
  per_page: 100,
});

/**
 * Case name → contender name → function, for one build of restkit (contenders.mjs). Row order is
 * the order of the table.
 * @param {ReturnType<typeof import("./contenders.mjs").loadContenders>} restkit
 */
export function casesFor({ endpoint, config, subclassedConfig, ownRulesConfig }) {
  const restkitDeep = endpoint.defaults(firstLevel).defaults(secondLevel);
  const configDeep = config.with(firstLevel).with(secondLevel);
  return {
    "1 GET, 2 path + 2 query": {
      "restkit endpoint()": () => keep(endpoint(ISSUES, listParams)),
      "restkit build()": () => keep(config.build(ISSUES, listParams)),
      "restkit build(), strategy subclasses": () => keep(subclassedConfig.build(ISSUES, listParams)),
      "restkit build(), own vendor rules": () => keep(ownRulesConfig.build(ISSUES, listParams)),
      "@octokit/endpoint": () => keep(octokit(ISSUES, listParams)),
      "hand-written literal": () => keep(literal(listParams)),
    },
    "2 POST, JSON body": {
      "restkit endpoint()": () => keep(endpoint(CREATE, createParams)),
      "restkit build()": () => keep(config.build(CREATE, createParams)),
      "@octokit/endpoint": () => keep(octokit(CREATE, createParams)),
    },
    "3 defaults() 2 deep": {
      "restkit endpoint()": () => keep(restkitDeep(ORG_REPOS)),
      "restkit build()": () => keep(configDeep.build(ORG_REPOS)),
      "@octokit/endpoint": () => keep(octokitDeep(ORG_REPOS)),
    },
    "4 never-repeated URL": {
      "restkit endpoint()": () => keep(endpoint(literalRoute())),
      "restkit build()": () => keep(config.build(literalRoute())),
      "@octokit/endpoint": () => keep(octokit(literalRoute())),
    },
    "5a defaults() / with(), one header": {
      "restkit endpoint()": () => keep(endpoint.defaults(oneHeader())),
      "restkit build()": () => keep(config.with(oneHeader())),
      "@octokit/endpoint": () => keep(octokit.defaults(oneHeader())),
    },
    "5b defaults() / with(), baseUrl + header + previews + parameter": {
      "restkit endpoint()": () => keep(endpoint.defaults(clientSetup())),
      "restkit build()": () => keep(config.with(clientSetup())),
      "@octokit/endpoint": () => keep(octokit.defaults(clientSetup())),
    },
    "6 installation flow: defaults() + one GET": {
      "restkit endpoint()": () => keep(endpoint.defaults(oneHeader())(ISSUES, ownerRepo)),
      "restkit build()": () => keep(config.with(oneHeader()).build(ISSUES, ownerRepo)),
      "@octokit/endpoint": () => keep(octokit.defaults(oneHeader())(ISSUES, ownerRepo)),
    },
    "7 first call of a new route, 2 placeholders": {
      "restkit endpoint()": () => keep(endpoint(newTemplate(), ownerRepo)),
      "restkit build()": () => keep(config.build(newTemplate(), ownerRepo)),
      "@octokit/endpoint": () => keep(octokit(newTemplate(), ownerRepo)),
    },
  };
}

/** The cases on this checkout's build. */
export const cases = casesFor(current);

/** The restkit rows compared with octokit, and the row compared with the literal. */
export const BASELINE = "@octokit/endpoint";
export const FLOOR = "hand-written literal";

/** Both sides of case 1's floor, unwrapped, so the bench can check they build the same request. */
export const floorCheck = {
  literal: () => literal(listParams),
  restkit: () => current.endpoint(ISSUES, listParams),
};
