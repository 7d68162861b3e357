// The five cases of issue 3. Each contender is a zero-argument function doing one call; results
// go through do_not_optimize so V8 cannot drop the work.
import { do_not_optimize as keep } from "mitata";
import { EndpointConfig, config, endpoint, octokit } from "./contenders.mjs";

const ISSUES = "GET /repos/{owner}/{repo}/issues";
const listParams = { owner: "octokit", repo: "rest.js", state: "open", per_page: 50 };

const CREATE = "POST /repos/{owner}/{repo}/issues";
const createParams = { owner: "octokit", repo: "rest.js", title: "Found a bug", body: "Steps…", labels: ["bug", "ui"] };

const firstLevel = { baseUrl: "https://ghe.example.com/api/v3", headers: { authorization: "token secret" } };
const secondLevel = { org: "acme", per_page: 100 };
const restkitDeep = endpoint.defaults(firstLevel).defaults(secondLevel);
const configDeep = config.with(firstLevel).with(secondLevel);
const octokitDeep = octokit.defaults(firstLevel).defaults(secondLevel);
const ORG_REPOS = "GET /orgs/{org}/repos";

const ACCEPT = "application/vnd.github.v3+json";
const USER_AGENT = "restkit-endpoint.js/0.1.0";

// What a caller would write by hand for case 1: the practical floor.
function literal(p) {
  return {
    method: "get",
    url:
      "https://api.github.com/repos/" + p.owner + "/" + p.repo + "/issues?state=" + p.state + "&per_page=" + p.per_page,
    headers: { accept: ACCEPT, "user-agent": USER_AGENT },
  };
}

let n = 0; // case 4: every call sees a URL it has never seen before
const literalRoute = () => `GET /repos/o/r/issues/${++n}/comments`;

const defaultsOptions = { headers: { authorization: "token secret" }, per_page: 100 };

/** Case name → contender name → function. Row order is the order of the table. */
export const cases = {
  "1 GET, 2 path + 2 query": {
    "restkit endpoint()": () => keep(endpoint(ISSUES, listParams)),
    "restkit build()": () => keep(config.build(ISSUES, listParams)),
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
  "5 defaults() / with()": {
    "restkit endpoint()": () => keep(endpoint.defaults(defaultsOptions)),
    "restkit build()": () => keep(new EndpointConfig().with(defaultsOptions)),
    "@octokit/endpoint": () => keep(octokit.defaults(defaultsOptions)),
  },
};

/** The restkit rows compared with octokit, and the row compared with the literal. */
export const BASELINE = "@octokit/endpoint";
export const FLOOR = "hand-written literal";

/** Both sides of case 1's floor, unwrapped, so the bench can check they build the same request. */
export const floorCheck = {
  literal: () => literal(listParams),
  restkit: () => endpoint(ISSUES, listParams),
};
