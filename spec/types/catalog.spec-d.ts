// Type specs for route catalogs, with GitHub's (the default, from @octokit/openapi-types):
// route literals, typed parameters, required query and body parameters, defaults, responses,
// and the fallbacks for routes the catalog does not have.
import { expectTypeOf } from "expect-type";
import type { components } from "@octokit/openapi-types";
import {
  endpoint,
  EndpointConfig,
  type CatalogRoute,
  type Endpoint,
  type GitHubCatalog,
  type InitialDefaults,
  type RequestOptionsInit,
  type ResponseOf,
  type RouteOptions,
} from "../../lib";

// Every route of the catalog is a literal the editor can offer.
type GitHubRoute = CatalogRoute<GitHubCatalog>;
expectTypeOf<"GET /repos/{owner}/{repo}/issues">().toExtend<GitHubRoute>();
expectTypeOf<"POST /repos/{owner}/{repo}/issues">().toExtend<GitHubRoute>();
expectTypeOf<"GET /user">().toExtend<GitHubRoute>();
expectTypeOf<"GET /no/such/route">().not.toExtend<GitHubRoute>();
// Only the methods a path has: the catalog has no PUT on the issues list.
expectTypeOf<"PUT /repos/{owner}/{repo}/issues">().not.toExtend<GitHubRoute>();
// That GitHub's listed routes are the same as its routes tested one by one: catalog-wide/listed-routes.spec-d.ts.

// Known parameters are typed: an enum and a number.
endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "closed", per_page: 100 });
// @ts-expect-error "shut" is not one of "open" | "closed" | "all"
endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });
// @ts-expect-error per_page is a number
endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "x" });
// Path parameters take the catalog's type: issue_number is a number.
endpoint("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: 1 });
// @ts-expect-error issue_number is a number, not a string
endpoint("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: "1" });

// Required body fields are required: an issue needs a title.
endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug", labels: ["bug"] });
// @ts-expect-error title is required
endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", body: "no title" });
// @ts-expect-error body fields are typed: assignees is a list of logins
endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug", assignees: "octocat" });
// Required query parameters are required too: a code search needs q.
endpoint("GET /search/code", { q: "endpoint in:file" });
// @ts-expect-error q is required
endpoint("GET /search/code", {});
// @ts-expect-error the options are required when the catalog requires a parameter
endpoint("GET /search/code");

// Unknown extra keys stay allowed (the API may be newer than the types).
endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", brand_new_filter: true });
// Missing placeholders are still errors on catalog routes.
// @ts-expect-error repo is required
endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o" });
// @ts-expect-error the options are required
endpoint("GET /repos/{owner}/{repo}/issues");

// The options type of a catalog route names its parameters.
type ListIssues = RouteOptions<"GET /repos/{owner}/{repo}/issues", InitialDefaults, GitHubCatalog>;
expectTypeOf<ListIssues["state"]>().toEqualTypeOf<"open" | "closed" | "all" | undefined>();
expectTypeOf<ListIssues["per_page"]>().toEqualTypeOf<number | undefined>();
expectTypeOf<ListIssues["owner"]>().toEqualTypeOf<string>();

// Defaults make parameters optional, across the cascade, for endpoint and EndpointConfig alike.
const octokitRepo = endpoint.defaults({ owner: "octokit" }).defaults({ repo: "rest.js" });
octokitRepo("GET /repos/{owner}/{repo}/issues");
octokitRepo("GET /repos/{owner}/{repo}/issues", { state: "open" });
octokitRepo("POST /repos/{owner}/{repo}/issues", { title: "Bug" });
// @ts-expect-error title is still required
octokitRepo("POST /repos/{owner}/{repo}/issues", {});
// @ts-expect-error the defaults fill placeholders, not the parameters' types
octokitRepo("GET /repos/{owner}/{repo}/issues", { state: "shut" });
const owned = new EndpointConfig().with({ owner: "octokit" });
owned.build("GET /repos/{owner}/{repo}/issues", { repo: "rest.js" });
// @ts-expect-error repo is not defaulted
owned.build("GET /repos/{owner}/{repo}/issues", {});
owned.with({ repo: "rest.js" }).build("GET /repos/{owner}/{repo}/issues");
owned.with({ repo: "rest.js" }).toEndpoint()("GET /repos/{owner}/{repo}/issues", { per_page: 10 });
// @ts-expect-error per_page is a number, through with() and toEndpoint() too
owned.with({ repo: "rest.js" }).toEndpoint()("GET /repos/{owner}/{repo}/issues", { per_page: "10" });
// A default for a required body field makes it optional.
endpoint.defaults({ owner: "o", repo: "r", title: "Untitled" })("POST /repos/{owner}/{repo}/issues");

// The response type rides on the result, for clients that want it.
const issues = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" });
expectTypeOf<ResponseOf<typeof issues>>().toEqualTypeOf<components["schemas"]["issue"][]>();
expectTypeOf(issues.method).toEqualTypeOf<"get">();
const created = new EndpointConfig().build("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
expectTypeOf<ResponseOf<typeof created>>().toEqualTypeOf<components["schemas"]["issue"]>();
expectTypeOf(created.method).toEqualTypeOf<"post">();
expectTypeOf<
  ResponseOf<ReturnType<typeof endpoint<"DELETE /repos/{owner}/{repo}", { owner: "o"; repo: "r" }>>>
>().toEqualTypeOf<undefined>();

// Fallbacks: routes outside the catalog and plain strings keep placeholder-only typing.
endpoint("GET /repos/{owner}/{repo}/not-in-the-catalog", { owner: "o", repo: "r", state: "shut" });
// @ts-expect-error repo is required
endpoint("GET /repos/{owner}/{repo}/not-in-the-catalog", { owner: "o" });
expectTypeOf<ResponseOf<ReturnType<typeof endpoint<"GET /not-in-the-catalog">>>>().toBeUnknown();
declare const route: string;
endpoint(route, { state: "shut", per_page: "x" });
expectTypeOf(endpoint(route)).toEqualTypeOf<RequestOptionsInit<string, string>>();
// A full URL is not a catalog path: placeholder-only.
endpoint("GET https://api.github.com/repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });
// A method the catalog does not have on a path it has: placeholder-only.
endpoint("PUT /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });
// A route without a method takes the defaults' (GET), so it is looked up as a GET.
// @ts-expect-error "shut" is not a state
endpoint("/repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });
// A config typed with no catalog at all checks placeholders only.
const bare = new EndpointConfig<unknown>();
bare.build("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });
// @ts-expect-error repo is required
bare.build("GET /repos/{owner}/{repo}/issues", { owner: "o" });
expectTypeOf(bare.toEndpoint()).toEqualTypeOf<Endpoint<InitialDefaults, unknown>>();

// No `any` leaks.
expectTypeOf<ListIssues>().not.toBeAny();
expectTypeOf<ResponseOf<typeof issues>>().not.toBeAny();
expectTypeOf<GitHubRoute>().not.toBeAny();
