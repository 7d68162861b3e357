import { execFileSync } from "node:child_process";
import { endpoint, EndpointConfig, EndpointError, toCurl } from "../../lib";

// Lets a real POSIX shell parse the command, then prints each argument curl would receive.
function shellWords(command: string): string[] {
  expect(command.startsWith("curl ")).toBe(true);
  const printed = execFileSync("/bin/sh", ["-c", `printf '%s\\0' ${command.slice("curl ".length)}`], {
    encoding: "utf8",
  });
  return printed.split("\0").slice(0, -1);
}

describe("toCurl", () => {
  it("writes a GET with its query and headers, without -X, quoting the glob character ?", () => {
    const command = toCurl(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }));
    expect(command).toMatch(/^curl 'https:\/\/api\.github\.com\/orgs\/octokit\/repos\?type=private' -H /);
    expect(shellWords(command)).toEqual([
      "https://api.github.com/orgs/octokit/repos?type=private",
      "-H",
      "accept: application/vnd.github.v3+json",
      "-H",
      expect.stringMatching(/^user-agent: restkit-endpoint\.js\/\d/),
    ]);
  });

  it("keeps a single quote, $, backslash and newline intact through the shell", () => {
    const text = `it's "$HOME" \`id\` \\ \n done`;
    const words = shellWords(
      toCurl(endpoint("POST /markdown", { text, headers: { authorization: "token it's-$ecret" } })),
    );
    expect(words.slice(0, 3)).toEqual(["-X", "POST", "https://api.github.com/markdown"]);
    expect(words).toContain("authorization: token it's-$ecret");
    expect(words.slice(-2)).toEqual(["--data-raw", JSON.stringify({ text })]);
  });

  it("accepts a frozen RequestOptions and writes PATCH with its JSON body", () => {
    const options = new EndpointConfig().build("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true });
    const words = shellWords(toCurl(options));
    expect(words.slice(0, 3)).toEqual(["-X", "PATCH", "https://api.github.com/repos/o/r"]);
    expect(words).toContain("content-type: application/json; charset=utf-8");
    expect(words.slice(-2)).toEqual(["--data-raw", '{"private":true}']);
  });

  it("sends an empty PUT body without letting curl invent a form content-type", () => {
    const words = shellWords(toCurl(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })));
    expect(words.slice(0, 2)).toEqual(["-X", "PUT"]);
    expect(words.slice(-4)).toEqual(["-H", "content-type:", "--data-raw", ""]);
  });

  it("uses --head for HEAD and `name;` for a header with an empty value", () => {
    const words = shellWords(toCurl({ method: "head", url: "https://x.test/a b", headers: { "x-empty": "" } }));
    expect(words).toEqual(["--head", "https://x.test/a b", "-H", "x-empty;"]);
  });

  it("reads a binary body from standard input", () => {
    const command = toCurl(
      endpoint("POST https://uploads.github.com/repos/o/r/releases/1/assets{?name}", {
        name: "a.bin",
        data: new Uint8Array([1, 2, 3]),
        headers: { "content-type": "application/octet-stream" },
      }),
    );
    expect(shellWords(command).slice(-2)).toEqual(["--data-binary", "@-"]);
  });

  it("rejects something that is not request options with an EndpointError naming it", () => {
    expect(() => toCurl(null as never)).toThrow(EndpointError);
    expect(() => toCurl(null as never)).toThrow(/toCurl\(\) expects request options.*null/);
  });
});
