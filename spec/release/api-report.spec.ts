// Runs against the built package (npm test builds before jest): the report is of what users get.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { apiReport, type EntryPoint } from "./api-report";
import { expectSnapshotFile } from "./snapshot-file";

const root = join(__dirname, "..", "..");
const companion = join(root, "packages", "octokit-endpoint");

// Every entry point of both packages' exports maps, with the declarations its types resolve to
// (index.d.mts and index.d.cts of the main package each re-export dist/index.types.d.ts, and
// its openapi.d.mts and openapi.d.cts dist/openapi.types.d.ts).
const entryPoints: ReadonlyArray<EntryPoint & { report: string }> = [
  {
    packageName: "@restkit/endpoint",
    entry: ".",
    declarations: join(root, "dist", "index.types.d.ts"),
    manifest: join(root, "package.json"),
    report: "restkit-endpoint.api.md",
  },
  {
    packageName: "@restkit/endpoint",
    entry: "./openapi",
    declarations: join(root, "dist", "openapi.types.d.ts"),
    manifest: join(root, "package.json"),
    report: "restkit-endpoint-openapi.api.md",
  },
  {
    packageName: "@restkit/octokit-endpoint",
    entry: ".",
    declarations: join(companion, "dist", "index.d.mts"),
    manifest: join(companion, "package.json"),
    report: "octokit-endpoint.api.md",
  },
];

const exportKeys = (manifest: string) =>
  Object.keys((JSON.parse(readFileSync(manifest, "utf8")) as { exports: object }).exports).filter(
    (key) => key !== "./package.json",
  );

describe("the public API reports", () => {
  // A new entry point (such as ./openapi) cannot be published without a report of its own.
  it("cover every entry point of each package's exports map", () => {
    for (const manifest of new Set(entryPoints.map((entryPoint) => entryPoint.manifest))) {
      const reported = entryPoints.filter((entryPoint) => entryPoint.manifest === manifest).map(({ entry }) => entry);
      expect(reported.sort()).toEqual(exportKeys(manifest).sort());
    }
  });

  // import and require must see one surface: the main package's two entries re-export one file,
  // the companion's are written twice by the same build.
  it("serve the same declarations to import and require", () => {
    const read = (...path: string[]) => readFileSync(join(...path), "utf8");
    expect(read(root, "dist", "index.d.mts")).toBe(read(root, "dist", "index.d.cts"));
    expect(read(root, "dist", "openapi.d.mts")).toBe(read(root, "dist", "openapi.d.cts"));
    expect(read(companion, "dist", "index.d.mts")).toBe(read(companion, "dist", "index.d.cts"));
  });

  it.each(entryPoints)("$packageName $entry is what spec/release/api/$report says", (entryPoint) => {
    expectSnapshotFile(join(__dirname, "api", entryPoint.report), apiReport(entryPoint));
  });
});
