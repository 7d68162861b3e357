import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

// GitHub's flattened route table (lib/types/generated/github-routes.ts) is checked in; it must be
// what scripts/generate-github-routes.mjs makes from the installed @octokit/openapi-types.
jest.setTimeout(120_000);

const root = join(__dirname, "../..");

describe("GitHub's route table", () => {
  it("was generated from the installed @octokit/openapi-types", () => {
    const table = readFileSync(join(root, "lib/types/generated/github-routes.ts"), "utf8");
    const { version } = JSON.parse(
      readFileSync(join(root, "node_modules/@octokit/openapi-types/package.json"), "utf8"),
    ) as { version: string };
    expect(table).toContain(`export type GitHubRoutesVersion = "${version}";`);
  });

  it("is what the generator makes today", () => {
    const run = spawnSync(process.execPath, [join(root, "scripts/generate-github-routes.mjs"), "--check"], {
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
