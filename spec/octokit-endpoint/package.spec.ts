import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const companion = join(root, "packages", "octokit-endpoint");
const manifest = (path: string) =>
  JSON.parse(readFileSync(join(path, "package.json"), "utf8")) as Record<string, unknown>;

describe("the @restkit/octokit-endpoint package", () => {
  it("is published with the main package's version", () => {
    expect(manifest(companion).name).toBe("@restkit/octokit-endpoint");
    expect(manifest(companion).version).toBe(manifest(root).version);
  });

  it("is an npm workspace of the repository", () => {
    expect(manifest(root).workspaces).toEqual(["packages/*"]);
  });

  it("loads with require and with import, each giving octokit's endpoint", () => {
    const probe = (loader: string) =>
      execFileSync(process.execPath, ["--input-type=module", "--eval", loader], { cwd: companion, encoding: "utf8" });
    const report = `const options = endpoint("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r" });
      const members = ["DEFAULTS", "defaults", "merge", "parse"].filter((name) => endpoint[name] !== undefined);
      console.log(JSON.stringify([members, options.method, options.body, endpoint.DEFAULTS.mediaType]));`;
    const expected = [["DEFAULTS", "defaults", "merge", "parse"], "PATCH", "", { format: "" }];
    expect(JSON.parse(probe(`import { endpoint } from "@restkit/octokit-endpoint"; ${report}`))).toEqual(expected);
    expect(
      JSON.parse(
        probe(`import { createRequire } from "node:module";
          const { endpoint } = createRequire(import.meta.url)("@restkit/octokit-endpoint"); ${report}`),
      ),
    ).toEqual(expected);
  });
});
