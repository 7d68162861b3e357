// Runs against the built package (npm test builds before jest): what users import is dist/.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
const read = (file: string) => readFileSync(join(root, "dist", file), "utf8");
// The main entry of a module format with the library it shares with ./openapi (rollup.config.mjs).
const entryWithLibrary = (extension: "mjs" | "cjs") => read(`index.${extension}`) + read(`library.${extension}`);

// A separate Node process resolves "@restkit/endpoint" through the package's own exports map.
function runNode(args: string[]): string {
  return execFileSync(process.execPath, args, { cwd: root, encoding: "utf8" });
}

const probe = (load: string) =>
  `${load}
  const r = endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" });
  console.log(JSON.stringify({ url: r.url, ua: r.headers["user-agent"], VERSION, config: typeof EndpointConfig }));`;

describe("the built package", () => {
  const expected = {
    url: "https://api.github.com/orgs/octokit/repos?type=private",
    ua: `restkit-endpoint.js/${version}`,
    VERSION: version,
    config: "function",
  };

  it("works with import through the exports map", () => {
    const out = runNode([
      "--input-type=module",
      "-e",
      probe(`import { endpoint, VERSION, EndpointConfig } from "@restkit/endpoint";`),
    ]);
    expect(JSON.parse(out)).toEqual(expected);
  });

  it("works with require through the exports map", () => {
    const out = runNode(["-e", probe(`const { endpoint, VERSION, EndpointConfig } = require("@restkit/endpoint");`)]);
    expect(JSON.parse(out)).toEqual(expected);
  });

  it("keeps the runtime dependency external in the ES module and CommonJS builds", () => {
    expect(entryWithLibrary("mjs")).toMatch(/from 'rfc6570-uri-template'/);
    expect(entryWithLibrary("cjs")).toMatch(/require\('rfc6570-uri-template'\)/);
  });

  // immer's own entry reads process.env.NODE_ENV when it loads, which Deno refuses without
  // --allow-env (issue 12); the builds carry its production code instead (spec/runtimes).
  it("inlines immer's production code, so that no build reads process.env", () => {
    for (const file of [
      "index.mjs",
      "index.cjs",
      "library.mjs",
      "library.cjs",
      "openapi.mjs",
      "openapi.cjs",
      "cli.mjs",
    ]) {
      expect(read(file)).not.toMatch(/from 'immer'|require\('immer'\)/);
      expect(read(file)).not.toContain("process.env");
    }
    // immer's own code, inlined: the deep freeze that DEFAULTS is made with (produce is shaken out).
    expect(entryWithLibrary("mjs")).toContain('Symbol.for("immer-state")');
    const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      dependencies: Record<string, string>;
    };
    // GitHub's route catalog is types only (issue 10); yaml reads the CLI's --openapi files (issue 48).
    expect(Object.keys(pkg.dependencies).sort()).toEqual(["@octokit/openapi-types", "rfc6570-uri-template", "yaml"]);
  });

  it("adds no runtime byte for GitHub's route catalog: only the declarations import it", () => {
    for (const file of ["index.mjs", "index.cjs", "library.mjs", "library.cjs", "restkit-endpoint.browser.min.mjs"]) {
      expect(read(file)).not.toContain("openapi");
    }
    // Both entries' declarations are one file (issue 27: the package carries them once).
    expect(read("index.types.d.ts")).toContain("from '@octokit/openapi-types'");
  });

  it("inlines only the version field of package.json", () => {
    for (const code of [entryWithLibrary("mjs"), entryWithLibrary("cjs"), read("restkit-endpoint.browser.min.mjs")]) {
      expect(code).toContain(`"${version}"`);
      for (const otherField of ["devDependencies", 'rfc6570-uri-template":', "publint", "check:package"]) {
        expect(code).not.toContain(otherField);
      }
    }
  });

  it("ships a browser bundle with no imports left and no reference to Node's process.env", () => {
    const bundle = read("restkit-endpoint.browser.min.mjs");
    expect(bundle).not.toMatch(/\bimport\s*[{*\w]/);
    expect(bundle).not.toMatch(/\bfrom\s*["']/);
    expect(bundle).not.toContain("process.env");
    // Published without a map (issue 27's size): the bundle must not point a browser at a missing one.
    expect(bundle).not.toContain("sourceMappingURL");
  });

  it("emits an entry of declarations for each module format, both reading the one declaration file", () => {
    expect(read("index.d.mts")).toMatch(/^export \* from "\.\/index\.types\.js";/);
    expect(read("index.d.cts")).toMatch(/^export \* from "\.\/index\.types\.js";/);
    expect(read("index.types.d.ts")).toMatch(/declare class EndpointConfig/);
  });
});
