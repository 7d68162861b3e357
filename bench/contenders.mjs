// The libraries under test, loaded once. @restkit/endpoint comes from bench/.build, compiled from
// lib/ by `tsc -p bench/tsconfig.json`, so the bench measures the sources in this checkout
// without depending on the package build.
import { createRequire } from "node:module";
import { endpoint as octokit } from "@octokit/endpoint";

const require = createRequire(import.meta.url);
const restkit = require("./.build/lib/index.js");

export const { endpoint, EndpointConfig } = restkit;
export { octokit };

/** A plain config, as `endpoint` wraps: used for the `build()` rows. */
export const config = new EndpointConfig();
