// The built executable (npm test builds before jest), run as users run it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const bin = join(root, "dist", "cli.mjs");
const run = (args: string[], input?: string) =>
  spawnSync(process.execPath, [bin, ...args], { cwd: root, encoding: "utf8", input });

describe("the restkit-endpoint executable", () => {
  it("prints the request options of the README example", () => {
    const result = run(["GET /orgs/{org}/repos", "org=octokit", "type=private"]);
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
    });
  });

  it("reads --data @file and @- (standard input)", () => {
    const fromFile = run(["POST /markdown/raw", "--data", "@package.json"]);
    const { body } = JSON.parse(fromFile.stdout) as { body: string };
    expect((JSON.parse(body) as { name: string }).name).toBe("@restkit/endpoint");
    const fromStdin = run(["POST /markdown/raw", "--data", "@-"], "piped text");
    expect((JSON.parse(fromStdin.stdout) as { body: string }).body).toBe("piped text");
  });

  it("exits non-zero with the error message on stderr for bad input", () => {
    const result = run(["GET /repos/{owner"]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^restkit-endpoint: .*"\/repos\/\{owner".*\[ERR_INVALID_TEMPLATE\]\n$/);
  });

  it("exits 2 naming a placeholder without a value, and 0 with --allow-missing", () => {
    const missing = run(["PUT /orgs/{org}/actions/secrets/{secret_name}", "org=o"]);
    expect(missing.status).toBe(2);
    expect(missing.stdout).toBe("");
    expect(missing.stderr).toMatch(/^restkit-endpoint: .*"secret_name".*\[ERR_MISSING_PARAMETER\]\n$/);
    expect(run(["PUT /orgs/{org}/actions/secrets/{secret_name}", "org=o", "--allow-missing"]).status).toBe(0);
  });

  it("exits 1 for a bad --base-url, a broken JSON value and --data on GET", () => {
    for (const args of [
      ["GET /user", "--base-url", "not a url"],
      ["GET /user", "--base-url", ""],
      ["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", 'labels=["a",'],
      ["GET /user", "--data", "x"],
    ]) {
      const result = run(args);
      expect({ args, status: result.status, stdout: result.stdout }).toEqual({ args, status: 1, stdout: "" });
      expect(result.stderr).toMatch(/^restkit-endpoint: .*\[ERR_\w+\]\n$/);
    }
  });

  it("exits quietly when the reader of its output goes away (| head)", () => {
    const dir = mkdtempSync(join(tmpdir(), "restkit-cli-"));
    try {
      // Far more than a pipe holds, so the write is still going when head has read its line.
      const big = join(dir, "big.txt");
      writeFileSync(big, "a".repeat(4_000_000));
      const script = `"$0" "$1" "POST /markdown/raw" --data "@$2" | head -c 1 >/dev/null; echo "status=\${PIPESTATUS[0]}"`;
      const result = spawnSync("bash", ["-c", script, process.execPath, bin, big], { cwd: root, encoding: "utf8" });
      expect(result.stderr).toBe("");
      expect(result.stdout).toBe("status=0\n");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
