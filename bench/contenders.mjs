// The libraries under test, loaded once. @restkit/endpoint comes from bench/.build, compiled from
// lib/ by `tsc -p bench/tsconfig.json`, so the bench measures the sources in this checkout
// without depending on the package build. `--baseline` loads an earlier commit's build the same
// way (bench/build-baseline.mjs), as a second set of contenders.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { endpoint as octokit } from "@octokit/endpoint";

const require = createRequire(import.meta.url);

/**
 * One build of @restkit/endpoint and its companion, with the configs the rows call. It reads the
 * exports by the names every build since the bench began has: EndpointConfig, endpoint,
 * RouteParser, Rfc6570Expander, GitHubRules.
 * @param {string} build a folder compiled by `tsc -p bench/tsconfig.json` (`bench/.build`)
 */
export function loadContenders(build) {
  const restkit = require(path.join(build, "lib/index.js"));
  const { endpoint, EndpointConfig, RouteParser, Rfc6570Expander, GitHubRules } = restkit;
  /** The companion package's endpoint, compiled from packages/octokit-endpoint/src the same way. */
  const { endpoint: companion } = require(path.join(build, "packages/octokit-endpoint/src/index.js"));

  // Empty subclasses of the strategies: asked as the stock ones are, they must cost what those do.
  class MyRouteParser extends RouteParser {}
  class MyExpander extends Rfc6570Expander {}

  // Vendor rules of one's own (docs/media-types-and-subclassing.md): here GitHub's rules with the
  // result's method answered by an override.
  class MyRules extends GitHubRules {
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

  return {
    endpoint,
    companion,
    /** A plain config, as `endpoint` wraps: used for the `build()` rows. */
    config: new EndpointConfig(),
    /** A config whose route parser and expander are empty subclasses of the stock ones. */
    subclassedConfig: new EndpointConfig({
      routeParser: new MyRouteParser(),
      expander: new MyExpander({ hyphenatedNames: true }),
    }),
    /** A config whose rules are a subclass of GitHub's that overrides a member asked on every call. */
    ownRulesConfig: new MyVendor(),
  };
}

/** This checkout's build. */
export const current = loadContenders(fileURLToPath(new URL("./.build/", import.meta.url)));
export const { endpoint, companion, config } = current;
export { octokit };
