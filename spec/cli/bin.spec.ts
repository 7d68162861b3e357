// The built executable (npm test builds before jest), run as users run it.
import { spawnSync } from "node:child_process";
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
});
