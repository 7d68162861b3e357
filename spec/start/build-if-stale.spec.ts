// `npm start` rebuilds only when the CLI it runs is missing or older than its sources (issue 12:
// the README's try-it command must not wait for rollup on every run). Checked on a scratch tree
// with chosen modification times, in --dry-run mode, so no build runs here.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

const root = join(__dirname, "..", "..");
const script = join(root, "scripts", "build-if-stale.mjs");
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { scripts: Record<string, string> };

describe("npm start", () => {
  let dir: string;
  const file = (path: string, secondsAgo: number) => {
    const full = join(dir, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, "");
    const time = Date.now() / 1000 - secondsAgo;
    utimesSync(full, time, time);
  };
  const check = () => spawnSync(process.execPath, [script, "--dry-run"], { cwd: dir, encoding: "utf8" }).stdout.trim();

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "restkit-start-"));
    writeFileSync(
      join(dir, "package.json"),
      JSON.stringify({
        bin: { "restkit-endpoint": "./dist/cli.mjs" },
        exports: { ".": { import: { default: "./dist/index.mjs" } } },
      }),
    );
    utimesSync(join(dir, "package.json"), Date.now() / 1000 - 100, Date.now() / 1000 - 100);
    file("lib/index.ts", 100);
    file("lib/cli/main.ts", 100);
    file("rollup.config.mjs", 100);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("does not run rollup unconditionally", () => {
    expect(pkg.scripts.start).not.toMatch(/rollup/);
    expect(pkg.scripts.start).toContain("scripts/build-if-stale.mjs");
  });

  it("builds on a fresh clone, where dist/ is missing", () => {
    expect(check()).toBe("stale: ./dist/cli.mjs is missing");
  });

  it("does not build when the CLI and the index it imports are newer than every source", () => {
    file("dist/cli.mjs", 10);
    file("dist/index.mjs", 10);
    expect(check()).toBe("up to date");
  });

  it("builds when a source under lib/, or the build configuration, changed after the build", () => {
    file("dist/cli.mjs", 10);
    file("dist/index.mjs", 10);
    file("lib/cli/main.ts", 1);
    expect(check()).toBe(`stale: ${join("lib", "cli", "main.ts")} is newer than ./dist/cli.mjs`);
    file("lib/cli/main.ts", 100);
    file("rollup.config.mjs", 1);
    expect(check()).toMatch(/^stale: rollup\.config\.mjs is newer than/);
  });

  it("builds when one of the two outputs is older than the sources", () => {
    file("dist/cli.mjs", 10);
    file("dist/index.mjs", 500);
    expect(check()).toMatch(/^stale: \S+ is newer than \.\/dist\/index\.mjs$/);
  });
});
