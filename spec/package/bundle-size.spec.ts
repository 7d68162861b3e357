// The browser bundle must not grow unnoticed (issue 11). npm test builds dist/ before jest runs;
// the size that counts is the minified bundle gzipped at level 9, as a CDN would serve it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// Raise this only on purpose, in the commit that says why in docs/performance.md ("Bundle size").
// Issue 11 asked for no more than 16,400 (the size before it). Since immer's default instance is
// marked pure in the build (rollup.config.mjs), produce's machinery drops out: 14,493 bytes. The
// budget sits just above, so that growth is noticed; raised from 14,600 for the sixth session's
// per-call changes (14,688 bytes). Then the eighth session's four issues, each measured against
// 2e7ec09 (docs/performance.md, "Bundle size"): issue 29's bodies as given and ISO dates +1,277,
// issue 30's security checks +2,120, the vendor rules, subclass checks and general-path plans
// about +1,100, issue 29's credential policy +727 and the url parameter's one place +54: 20,139
// bytes, past the 1 KB issue 29 allowed its own work (not met, said there). The ninth session's
// parse() memo (issue 26: parse(merge()) from about 23,800 to about 10,200 instructions a call)
// +931: 21,070 bytes, past issue 26's "does not grow" (not met, said there); with issue 29's
// GitHub values in lib/vendors/github/ and plans for the strict expander (planServes): 21,123;
// with the vendor's date format (VendorRules#dateToString, issue 29 item 9): 21,204. The tenth
// session's ConfigLineage (issue 30's defaults() and installation-flow rows: the installation flow
// from 13,338 to 10,668 instructions a call) +167, with()'s loops +37, and DEFAULTS' frozen copies
// of headers (merge() no longer spreads frozen headers after DEFAULTS was read) +49: 21,457. The
// eleventh session's keepsStockRule (vendor rules of their own keep the per-call shortcuts: the
// subclassing guide's AcmeRules build() from 10,720 to 3,168 instructions a call) +61: 21,518;
// the check of what a vendor's resultMethod and bodyContentType answer (requireVendorAnswer)
// +46: 21,564.
const GZIP_BUDGET_BYTES = 21_600;

describe("the browser bundle", () => {
  it(`stays within ${GZIP_BUDGET_BYTES.toLocaleString("en")} bytes gzipped`, () => {
    const bundle = readFileSync(join(__dirname, "..", "..", "dist", "restkit-endpoint.browser.min.mjs"));
    const gzipped = gzipSync(bundle, { level: 9 }).length;
    expect(gzipped).toBeLessThanOrEqual(GZIP_BUDGET_BYTES);
  });
});
