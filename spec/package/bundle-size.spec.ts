// The browser bundle must not grow unnoticed. npm test builds dist/ before jest runs;
// the size that counts is the minified bundle gzipped at level 9, as a CDN would serve it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// Raise this only on purpose, in a commit that says why.
// One pipeline for every way in (no route plans, parse() memo or config lineage): 18,578 bytes.
const GZIP_BUDGET_BYTES = 18_600;

describe("the browser bundle", () => {
  it(`stays within ${GZIP_BUDGET_BYTES.toLocaleString("en")} bytes gzipped`, () => {
    const bundle = readFileSync(join(__dirname, "..", "..", "dist", "restkit-endpoint.browser.min.mjs"));
    const gzipped = gzipSync(bundle, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
  });
});
