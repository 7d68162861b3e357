// Type specs for EndpointConfig: build/resolve/merge/parse, with() and subclasses.
import { expectTypeOf } from "expect-type";
import {
  EndpointConfig,
  RequestOptions,
  type DefaultsOf,
  type Endpoint,
  type InitialDefaults,
  type RequestOptionsInit,
} from "../../lib";

const config = new EndpointConfig();
expectTypeOf(config.defaults).toEqualTypeOf<InitialDefaults>();
expectTypeOf(config.build("GET /orgs/{org}/repos", { org: "octokit" })).toEqualTypeOf<RequestOptions<"get", string>>();
expectTypeOf(config.resolve("DELETE /repos/{owner}/{repo}", { owner: "o", repo: "r" })).toEqualTypeOf<
  RequestOptionsInit<"delete", string>
>();
// @ts-expect-error org is required
config.build("GET /orgs/{org}/repos", {});
// @ts-expect-error org is required
config.resolve("GET /orgs/{org}/repos");
// @ts-expect-error org is required
config.merge("GET /orgs/{org}/repos");
expectTypeOf(
  config.parse(config.merge("PUT /user/starred/:owner/:repo", { owner: "o", repo: "r" })).method,
).toEqualTypeOf<"put">();
expectTypeOf(config.build({ method: "PATCH", url: "/user" }).method).toEqualTypeOf<"patch">();

// with() makes defaulted placeholders optional, through the cascade.
const acme = config.with({ org: "acme" }).with({ per_page: 100 });
acme.build("GET /orgs/{org}/repos");
expectTypeOf(acme.defaults.org).toEqualTypeOf<"acme">();
expectTypeOf(acme.defaults.per_page).toEqualTypeOf<100>();
// @ts-expect-error repo is not defaulted
acme.build("GET /repos/{org}/{repo}");
// The facade of a configured config knows its defaults.
const acmeEndpoint = acme.toEndpoint();
acmeEndpoint("GET /orgs/{org}/repos");
expectTypeOf(acmeEndpoint.DEFAULTS).toEqualTypeOf<DefaultsOf<typeof acme>>();
expectTypeOf(config.toEndpoint()).toEqualTypeOf<Endpoint>();

// Subclasses: with() keeps the subclass, its own members and overrides, and moves the defaults on.
class AcmeConfig extends EndpointConfig {
  override get vendor(): string {
    return "acme";
  }
  describe(): string {
    return `${this.vendor} at ${this.defaultBaseUrl}`;
  }
}
const sub = new AcmeConfig().with({ owner: "acme" }).with({ repo: "widgets" });
expectTypeOf(sub).toMatchTypeOf<AcmeConfig>();
expectTypeOf(sub.describe()).toEqualTypeOf<string>();
const kept: AcmeConfig = sub;
expectTypeOf(kept).toEqualTypeOf<AcmeConfig>();
sub.build("GET /repos/{owner}/{repo}/issues");
sub.toEndpoint()("GET /repos/{owner}/{repo}/issues");
expectTypeOf(sub.defaults.repo).toEqualTypeOf<"widgets">();
// @ts-expect-error issue_number is not defaulted
sub.build("GET /repos/{owner}/{repo}/issues/{issue_number}");
// A subclass without with() starts from the initial defaults.
// @ts-expect-error owner is required
new AcmeConfig().build("GET /repos/{owner}/{repo}", { repo: "r" });

// A plain string route falls back to permissive typing.
declare const route: string;
expectTypeOf(config.build(route).method).toEqualTypeOf<string>();
expectTypeOf(config.build(route, { anything: true })).toEqualTypeOf<RequestOptions<string, string>>();

// No `any` leaks.
expectTypeOf(sub.defaults).not.toBeAny();
expectTypeOf(sub.build("GET /x")).not.toBeAny();
expectTypeOf(sub.build("GET /x").body).not.toBeAny();
expectTypeOf(config.merge("GET /x")).not.toBeAny();
expectTypeOf<typeof config.with>().returns.not.toBeAny();
