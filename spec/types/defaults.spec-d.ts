// Type specs for `defaults()`, `DEFAULTS`, `merge()` and `parse()` on the facade.
import { expectTypeOf } from "expect-type";
import {
  endpoint,
  type DefaultOptions,
  type Endpoint,
  type InitialDefaults,
  type MergedOptions,
  type RequestOptionsInit,
} from "../../lib";

// DEFAULTS before any defaults().
expectTypeOf(endpoint.DEFAULTS).toEqualTypeOf<InitialDefaults>();
expectTypeOf(endpoint.DEFAULTS.method).toEqualTypeOf<"GET">();
expectTypeOf(endpoint.DEFAULTS.headers["user-agent"]).toEqualTypeOf<string>();

// A default parameter makes its placeholder optional in later calls.
const acme = endpoint.defaults({ org: "acme", headers: { Authorization: "token secret" } });
acme("GET /orgs/{org}/repos");
acme("GET /orgs/{org}/repos", { org: "other" });
// @ts-expect-error repo is not defaulted
acme("GET /repos/{org}/{repo}");
expectTypeOf(acme("POST /orgs/{org}/repos", { name: "x" }).method).toEqualTypeOf<"post">();
// The base function is unchanged.
// @ts-expect-error org is required without the defaults
endpoint("GET /orgs/{org}/repos");

// DEFAULTS follow the merge rules: header names lowercased and merged, parameters added.
expectTypeOf(acme.DEFAULTS.org).toEqualTypeOf<"acme">();
expectTypeOf(acme.DEFAULTS.headers).toEqualTypeOf<{
  readonly accept: string;
  readonly "user-agent": string;
  readonly authorization: "token secret";
}>();
expectTypeOf(acme.DEFAULTS).not.toHaveProperty("headers.Authorization");

// The defaults cascade: each call adds to the previous ones, a later one replaces.
const repo = acme.defaults({ repo: "widgets", method: "POST" });
repo("/repos/{org}/{repo}/issues", { title: "Bug" });
expectTypeOf(repo.DEFAULTS.method).toEqualTypeOf<"POST">();
expectTypeOf(repo.DEFAULTS.org).toEqualTypeOf<"acme">();
expectTypeOf(repo("/repos/{org}/{repo}/issues").method).toEqualTypeOf<"post">();
// A `:name` placeholder is filled by defaults too.
repo("GET /repos/:org/:repo");
// undefined is "not given": it leaves the default as it was.
expectTypeOf(repo.defaults({ org: undefined }).DEFAULTS.org).toEqualTypeOf<"acme">();

// Defaults of a url make the options object's url optional.
const user = endpoint.defaults({ url: "/users/{username}" });
user({ username: "octocat" });
// @ts-expect-error username is required by the defaulted url
user({});

// Defaults whose keys are unknown cannot be checked: every placeholder becomes optional.
declare const some: DefaultOptions;
const loose = endpoint.defaults(some);
loose("GET /orgs/{org}/repos");
expectTypeOf(loose.DEFAULTS).toEqualTypeOf<DefaultOptions>();

// merge() with a route: method and url as written, both required; parameters kept.
const merged = endpoint.merge("GET /orgs/:org/repos", { org: "octokit" });
expectTypeOf(merged.method).toEqualTypeOf<"GET">();
expectTypeOf(merged.url).toEqualTypeOf<"/orgs/:org/repos">();
expectTypeOf(merged.org).toEqualTypeOf<string>();
expectTypeOf(merged.baseUrl).toEqualTypeOf<string>();
// @ts-expect-error org is required
endpoint.merge("GET /orgs/:org/repos");
declare const route: string;
expectTypeOf(endpoint.merge(route).url).toEqualTypeOf<string>();
expectTypeOf(endpoint.merge(route).method).toEqualTypeOf<string>();
expectTypeOf(acme.merge("/orgs/{org}").org).toEqualTypeOf<"acme">();
// A url option of a route-string call is a parameter: the merged url stays the route's.
expectTypeOf(
  endpoint.merge("PATCH /app/hook/config", { url: "https://hooks.example/x" }).url,
).toEqualTypeOf<"/app/hook/config">();

// merge() with an options object: url present when given.
const object = endpoint.merge({ method: "POST", url: "/markdown" });
expectTypeOf(object.method).toEqualTypeOf<"POST">();
expectTypeOf(object.url).toEqualTypeOf<"/markdown">();

// parse() lowercases the merged method; without a url it builds the base URL.
expectTypeOf(endpoint.parse(merged)).toEqualTypeOf<RequestOptionsInit<"get">>();
expectTypeOf(endpoint.parse(object).method).toEqualTypeOf<"post">();
expectTypeOf(endpoint.parse(endpoint.DEFAULTS)).toEqualTypeOf<RequestOptionsInit<"get">>();
expectTypeOf(endpoint.merge()).toEqualTypeOf<MergedOptions>();
expectTypeOf(endpoint.defaults({ url: "/user" })()).toEqualTypeOf<RequestOptionsInit>();

// No `any` leaks.
expectTypeOf(acme.DEFAULTS).not.toBeAny();
expectTypeOf(merged).not.toBeAny();
expectTypeOf(merged.data).not.toBeAny();
expectTypeOf<typeof endpoint.merge>().returns.not.toBeAny();
expectTypeOf<typeof endpoint.parse>().returns.not.toBeAny();
expectTypeOf<typeof endpoint.defaults>().returns.not.toBeAny();

// docs/typescript.md: a variable typed Endpoint<DefaultOptions> holds every facade, configured
// or not, and keeps holding what its own defaults() returns.
let api: Endpoint<DefaultOptions> = endpoint;
api = api.defaults({ per_page: 100 });
api = endpoint.defaults({ org: "acme" });
expectTypeOf(api.defaults({ per_page: 100 })).toEqualTypeOf<Endpoint<DefaultOptions>>();
