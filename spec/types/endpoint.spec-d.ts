// Type specs for `endpoint(route, options)` and `endpoint(options)`.
import { expectTypeOf } from "expect-type";
import {
  endpoint,
  type InitialDefaults,
  type PlaceholderValue,
  type RequestOptionsInit,
  type RouteOptions,
} from "../../lib";

// A missing required placeholder is a compile error; the result carries the lowercase method.
const repos = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
expectTypeOf(repos).toEqualTypeOf<RequestOptionsInit<"get", string>>();
expectTypeOf(repos.method).toEqualTypeOf<"get">();
expectTypeOf(repos.url).toEqualTypeOf<string>();
// @ts-expect-error org is required
endpoint("GET /orgs/{org}/repos", { type: "private" });
// @ts-expect-error the options are required when the route has placeholders
endpoint("GET /orgs/{org}/repos");
// @ts-expect-error undefined means "not given"
endpoint("GET /orgs/{org}/repos", { org: undefined });
// @ts-expect-error null means "not given"
endpoint("GET /orgs/{org}/repos", { org: null });

// The options type of a route names its placeholders: org is required, type optional.
type OrgRepos = RouteOptions<"GET /orgs/{org}/repos{?type}", InitialDefaults>;
expectTypeOf<OrgRepos["org"]>().toEqualTypeOf<PlaceholderValue>();
expectTypeOf<Pick<OrgRepos, "org" | "type">>().toEqualTypeOf<{
  org: PlaceholderValue;
  type?: PlaceholderValue | null;
}>();

// Every operator: simple, reserved and colon placeholders are required, the others optional.
endpoint("GET /repos/{owner}/{repo}/issues{?state}", { owner: "o", repo: "r" });
endpoint("GET /repos/{owner}/{repo}/issues{?state}", { owner: "o", repo: "r", state: "open" });
// @ts-expect-error repo is required
endpoint("GET /repos/{owner}/{repo}/issues{?state}", { owner: "o", state: "open" });
endpoint("GET {+base}/x", { base: "https://example.com" });
// @ts-expect-error base is required
endpoint("GET {+base}/x", {});
endpoint("PUT /repos/:owner/:repo/topics", { owner: "o", repo: "r", names: ["a"] });
// @ts-expect-error repo is required
endpoint("PUT /repos/:owner/:repo/topics", { owner: "o" });
endpoint("GET /files{/path*}{.ext}{;v}{#frag}{?q}{&page}");
endpoint("GET /files{/path*}{.ext}{;v}{#frag}{?q}{&page}", { path: ["a", "b"], ext: "md", page: 2 });
endpoint("GET /commits/{sha:7}", { sha: "0123456789abcdef" });
// @ts-expect-error sha is required, whatever its modifier
endpoint("GET /commits/{sha:7}", {});

// Other keys stay allowed: they become query or body.
endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug", labels: ["bug"] });

// Optional placeholders are typed: null and undefined mean "not given".
endpoint("GET /search{?q}", { q: null });
endpoint("GET /search{?q}", { q: undefined });

// Full URLs work the same; a port is not a placeholder.
expectTypeOf(endpoint("GET http://localhost:8080/users/:id", { id: 1 }).method).toEqualTypeOf<"get">();
// @ts-expect-error id is required
endpoint("GET http://localhost:8080/users/:id", {});
expectTypeOf(endpoint("HEAD http://localhost:8080/").method).toEqualTypeOf<"head">();

// Without a method in the route, the defaults' method (GET) applies.
expectTypeOf(endpoint("/user").method).toEqualTypeOf<"get">();
// A `method` option overrides the route's, so the result may be any method.
expectTypeOf(endpoint("/user", { method: "POST" }).method).toEqualTypeOf<string>();

// A plain `string` route falls back to permissive typing, never an error.
declare const route: string;
const loose = endpoint(route);
expectTypeOf(loose).toEqualTypeOf<RequestOptionsInit<string, string>>();
expectTypeOf(endpoint(route, { anything: 1 }).method).toEqualTypeOf<string>();
// A template-literal route checks the placeholders it shows.
declare const owner: string;
endpoint(`GET /repos/${owner}/{repo}`, { repo: "r" });
// @ts-expect-error repo is required
endpoint(`GET /repos/${owner}/{repo}`, {});

// The options-object form checks the placeholders of its `url`.
expectTypeOf(endpoint({ method: "PATCH", url: "/orgs/{org}", org: "x" }).method).toEqualTypeOf<"patch">();
expectTypeOf(endpoint({ url: "/user" }).method).toEqualTypeOf<"get">();
// @ts-expect-error org is required by the url
endpoint({ method: "PATCH", url: "/orgs/{org}" });
// @ts-expect-error url is required when the defaults have none
endpoint({ method: "GET" });
declare const options: { method: string; url: string };
expectTypeOf(endpoint(options).method).toEqualTypeOf<string>();

// No `any` leaks out of the signatures.
expectTypeOf(repos).not.toBeAny();
expectTypeOf(repos.body).not.toBeAny();
expectTypeOf(repos.headers).not.toBeAny();
expectTypeOf(loose.method).not.toBeAny();
expectTypeOf(endpoint).parameters.not.toBeAny();
expectTypeOf(endpoint.DEFAULTS).not.toBeAny();
expectTypeOf<PlaceholderValue>().not.toBeAny();
expectTypeOf<OrgRepos>().not.toBeAny();
expectTypeOf<OrgRepos["type"]>().not.toBeAny();
