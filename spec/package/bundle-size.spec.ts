// The size a browser app pays for the library: `import { endpoint }` bundled by esbuild
// (--bundle --minify) and gzipped at level 9, as a CDN would serve it; and the ready-made
// browser bundle. npm test builds dist/ (both packages) before jest runs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { buildSync } from "esbuild";

const ROOT = join(__dirname, "..", "..");

// Lower these as the bundles shrink; raise one only on purpose, in a commit that says why.
const APP_BUDGET_BYTES = 20_177;
const COMPANION_APP_BUDGET_BYTES = 21_055;
const BROWSER_BUNDLE_BUDGET_BYTES = 21_414;

function appBundleSize(packageName: string): number {
  const { outputFiles } = buildSync({
    stdin: { contents: `export { endpoint } from "${packageName}";`, resolveDir: ROOT, loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
  });
  return gzipSync(outputFiles[0]!.contents, { level: 9 }).length;
}

describe("what a browser app bundles", () => {
  it(`import { endpoint } from "@restkit/endpoint" stays within ${APP_BUDGET_BYTES.toLocaleString("en")} bytes gzipped`, () => {
    expect(appBundleSize("@restkit/endpoint")).toBeLessThanOrEqual(APP_BUDGET_BYTES);
  });

  it(`import { endpoint } from "@restkit/octokit-endpoint" stays within ${COMPANION_APP_BUDGET_BYTES.toLocaleString("en")} bytes gzipped`, () => {
    expect(appBundleSize("@restkit/octokit-endpoint")).toBeLessThanOrEqual(COMPANION_APP_BUDGET_BYTES);
  });

  it(`the browser bundle stays within ${BROWSER_BUNDLE_BUDGET_BYTES.toLocaleString("en")} bytes gzipped`, () => {
    const bundle = readFileSync(join(ROOT, "dist", "restkit-endpoint.browser.min.mjs"));
    expect(gzipSync(bundle, { level: 9 }).length).toBeLessThanOrEqual(BROWSER_BUNDLE_BUDGET_BYTES);
  });
});
