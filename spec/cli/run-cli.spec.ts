import { endpoint, toCurl, VERSION } from "../../lib";
import { runCli } from "../../lib/cli/run-cli";

describe("runCli", () => {
  it("prints the request options as JSON (the README example)", () => {
    const result = runCli(["GET /orgs/{org}/repos", "org=octokit", "type=private"]);
    expect(result.exitCode).toBe(0);
    expect(result.stderr).toBe("");
    expect(JSON.parse(result.stdout)).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: { accept: "application/vnd.github.v3+json", "user-agent": `restkit-endpoint.js/${VERSION}` },
    });
  });

  it("passes headers, base URL, media type and parsed values to endpoint()", () => {
    const result = runCli([
      "POST /repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
      "title=Bug",
      'labels=["bug","ui"]',
      "milestone=3",
      "-H",
      "Authorization: token secret",
      "--base-url",
      "https://ghe.example/api/v3",
      "--preview",
      "symmetra",
      "--json",
    ]);
    expect(JSON.parse(result.stdout)).toEqual(
      endpoint("POST /repos/{owner}/{repo}/issues", {
        owner: "o",
        repo: "r",
        title: "Bug",
        labels: ["bug", "ui"],
        milestone: 3,
        headers: { authorization: "token secret" },
        baseUrl: "https://ghe.example/api/v3",
        mediaType: { previews: ["symmetra"] },
      }),
    );
  });

  it("prints a curl command with --curl", () => {
    const result = runCli([
      "GET /repos/{owner}/{repo}/contents/{path}",
      "owner=o",
      "repo=r",
      "path=README.md",
      "--format",
      "raw",
      "--curl",
    ]);
    expect(result.stdout).toBe(
      `${toCurl(endpoint("GET /repos/{owner}/{repo}/contents/{path}", { owner: "o", repo: "r", path: "README.md", mediaType: { format: "raw" } }))}\n`,
    );
    expect(result.stdout).toContain("application/vnd.github.v3.raw");
  });

  it("prints a fetch call with --fetch", () => {
    const result = runCli(["PATCH /user", "name=Mona", "--fetch"]);
    expect(result.stdout).toMatch(/^await fetch\("https:\/\/api\.github\.com\/user", \{\n {2}"method": "PATCH",/);
    expect(result.stdout).toContain(`"body": ${JSON.stringify('{"name":"Mona"}')}\n});\n`);
    const empty = runCli(["PUT /user/starred/{owner}/{repo}", "owner=o", "repo=r", "--fetch"]);
    expect(empty.stdout).toContain(`"body": new Uint8Array(0)\n});`);
  });

  it("sends --data text or a file's content as the body", () => {
    const inline = runCli(["POST /markdown/raw", "--data", "# hi", "-H", "content-type: text/plain"]);
    expect(JSON.parse(inline.stdout)).toMatchObject({ body: "# hi", headers: { "content-type": "text/plain" } });
    const read: string[] = [];
    const fromFile = runCli(["POST /markdown/raw", "--data", "@notes.md"], {
      readFile: (path) => {
        read.push(path);
        return "from file";
      },
    });
    expect(read).toEqual(["notes.md"]);
    expect((JSON.parse(fromFile.stdout) as { body: string }).body).toBe("from file");
  });

  it("prints --help and --version", () => {
    const help = runCli(["--help"]);
    expect(help.exitCode).toBe(0);
    for (const documented of [
      "--allow-missing",
      "key=value",
      'labels=\'["bug","ui"]\'',
      "-H",
      "--base-url",
      "--format",
      "--preview",
      "--data",
      "--curl",
      "--fetch",
      "--json",
    ]) {
      expect(help.stdout).toContain(documented);
    }
    expect(runCli(["--version"]).stdout).toBe(`${VERSION}\n`);
  });

  it("prints the EndpointError message to stderr and exits 1 on bad input", () => {
    const badTemplate = runCli(["GET /repos/{owner"]);
    expect(badTemplate).toEqual({ stdout: "", stderr: expect.stringContaining('"/repos/{owner"'), exitCode: 1 });
    expect(badTemplate.stderr).toContain("ERR_INVALID_TEMPLATE");
    expect(runCli(["GET /x", "nokey"])).toMatchObject({ exitCode: 1, stderr: expect.stringContaining('"nokey"') });
    expect(runCli([])).toMatchObject({ exitCode: 1, stderr: expect.stringContaining("Missing route") });
  });

  it("reports an unreadable --data file, and a host that cannot read files, as bad input", () => {
    const missing = runCli(["POST /x", "--data", "@gone.json"], {
      readFile: () => {
        throw new Error("ENOENT: no such file");
      },
    });
    expect(missing).toMatchObject({ exitCode: 1, stderr: expect.stringMatching(/"gone\.json".*ENOENT/) });
    expect(runCli(["POST /x", "--data", "@a"])).toMatchObject({
      exitCode: 1,
      stderr: expect.stringContaining("cannot read files"),
    });
  });
});
