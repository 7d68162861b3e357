// Code written against @octokit/endpoint compiles unchanged against the companion package: the
// same exported name with @octokit/types' EndpointInterface, so the same overloads, results and
// errors. Checked on the companion's source (its build's declarations say the same, see its
// rollup config), since `npm run typecheck` runs before the build.
import type { EndpointDefaults, EndpointInterface, RequestOptions } from "@octokit/types";
import { expectTypeOf } from "expect-type";
import { endpoint as original } from "@octokit/endpoint";
import { endpoint } from "../../packages/octokit-endpoint/src/index";

expectTypeOf(endpoint).toEqualTypeOf(original);
expectTypeOf(endpoint).toEqualTypeOf<EndpointInterface<object>>();

// octokit's README examples.
const options: RequestOptions = endpoint("GET /orgs/{org}/repos", {
  headers: { authorization: "token 0000000000000000000000000000000000000001" },
  org: "octokit",
  type: "private",
});
expectTypeOf(options.method).toEqualTypeOf<RequestOptions["method"]>();
const myEndpoint = endpoint.defaults({
  baseUrl: "https://github-enterprise.acme-inc.com/api/v3",
  headers: { "user-agent": "myApp/1.2.3", authorization: "token 0000000000000000000000000000000000000001" },
  org: "my-project",
  per_page: 100,
});
myEndpoint("GET /orgs/{org}/repos");
myEndpoint(`GET /orgs/{org}/repos`, { type: "private" });
expectTypeOf(myEndpoint.DEFAULTS).toMatchTypeOf<EndpointDefaults>();
// What @octokit/request does on every call: merge, let a hook change it, parse.
const merged = endpoint.merge({ method: "GET", url: "/search/issues", q: "is:open+repo:o/r" });
merged.request = { ...merged.request, retryCount: 1 };
endpoint.parse(merged).url satisfies string;
endpoint({ method: "PATCH", url: "/repos/{owner}/{repo}", owner: "o", repo: "r", name: "n" });
// @ts-expect-error -- a route must name a method and a path, as with octokit
endpoint(42);
