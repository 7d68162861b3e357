// The libraries under test, loaded once. @restkit/endpoint comes from bench/.build, compiled from
// lib/ by `tsc -p bench/tsconfig.json`, so the bench measures the sources in this checkout
// without depending on the package build.
import { createRequire } from "node:module";
import { endpoint as octokit } from "@octokit/endpoint";

const require = createRequire(import.meta.url);
const restkit = require("./.build/lib/index.js");

export const { endpoint, EndpointConfig } = restkit;
export { octokit };

/** The companion package's endpoint, compiled from packages/octokit-endpoint/src the same way. */
export const { endpoint: companion } = require("./.build/packages/octokit-endpoint/src/index.js");

/** A plain config, as `endpoint` wraps: used for the `build()` rows. */
export const config = new EndpointConfig();

// Empty subclasses of the strategies: asked as the stock ones are, they must cost what those do.
class MyRouteParser extends restkit.RouteParser {}
class MyExpander extends restkit.Rfc6570Expander {}
/** A config whose route parser and expander are empty subclasses of the stock ones. */
export const subclassedConfig = new EndpointConfig({
  routeParser: new MyRouteParser(),
  expander: new MyExpander({ hyphenatedNames: true }),
});

// Vendor rules of one's own (docs/media-types-and-subclassing.md): here GitHub's rules with the
// result's method answered by an override.
class MyRules extends restkit.GitHubRules {
  resultMethod(method) {
    return super.resultMethod(method);
  }
}
const MY_RULES = new MyRules();
class MyVendor extends EndpointConfig {
  get rules() {
    return MY_RULES;
  }
}
/** A config whose rules are a subclass of GitHub's that overrides a member asked on every call. */
export const ownRulesConfig = new MyVendor();
