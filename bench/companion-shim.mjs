// The companion package as an ES module for bench/request-end-to-end.mjs: its sources compiled by
// `tsc -p bench/tsconfig.json` (CommonJS), as the other rows measure the sources in the checkout.
import companion from "./.build/packages/octokit-endpoint/src/index.js";

export const { endpoint } = companion;
