// The companion package as an ES module for bench/request-end-to-end.mjs: its sources compiled by
// `tsc -p bench/tsconfig.json` (CommonJS), as the other rows measure the sources in the checkout;
// from the build named by RESTKIT_BENCH_BUILD (a baseline's, bench/build-baseline.mjs) if set.
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const build = process.env.RESTKIT_BENCH_BUILD ?? fileURLToPath(new URL("./.build/", import.meta.url));
const companion = createRequire(import.meta.url)(path.join(build, "packages/octokit-endpoint/src/index.js"));

export const { endpoint } = companion;
