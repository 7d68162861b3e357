import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { withoutUserAgent } from "../support/without-user-agent";

// Issue 42: @semantic-release/github's tests (and any nock mock written against octokit) match
// the upload URL octokit writes, `…/assets?name=a.zip&` when the label is missing. The companion
// writes a variable without a value as octokit does, empty between its expression's separators,
// so the URL is the same to the byte. Calls run on both libraries in one child process
// (run-both.mjs; octokit ships only as an ES module).

interface Call {
  route: string | Record<string, unknown>;
  parameters?: Record<string, unknown>;
}
type Outcome = { value: unknown } | { error: string };
type Results = Record<"endpoint" | "requested", Outcome>;

function runBoth(calls: readonly Call[]): Array<{ octokit: Results; companion: Results }> {
  const output = execFileSync(process.execPath, [join(__dirname, "run-both.mjs")], {
    input: JSON.stringify(calls),
    encoding: "utf8",
  });
  return JSON.parse(output) as Array<{ octokit: Results; companion: Results }>;
}

const UPLOAD = "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}";
const BASE = { owner: "o", repo: "r", release_id: 1, data: "x", headers: { "content-type": "text/plain" } };

const CALLS: Record<string, Call> = {
  "a name without a label": { route: UPLOAD, parameters: { ...BASE, name: ".dotfile" } },
  "a label without a name": { route: UPLOAD, parameters: { ...BASE, label: "Build #1" } },
  neither: { route: UPLOAD, parameters: BASE },
  both: { route: UPLOAD, parameters: { ...BASE, name: "a.zip", label: "A" } },
  "a query expression then more query parameters": {
    route: "GET /repos/{owner}/{repo}/issues{?state,labels}",
    parameters: { owner: "o", repo: "r", labels: "bug", per_page: 2 },
  },
  "path and form-style expressions": {
    route: "GET /x{/a,b,c}{;d,e}{.f,g}{&h,i}",
    parameters: { a: "1", c: "3", e: "5", g: "7", i: "9" },
  },
  "simple and reserved lists of variables": { route: "GET /x/{a,b}/{+c,d}", parameters: { b: "2", c: "3" } },
};

describe("the companion's URL for variables without a value", () => {
  const results = runBoth(Object.values(CALLS));
  it.each(Object.keys(CALLS).map((name, index) => [name, index] as const))("is octokit's for %s", (_name, index) => {
    const { octokit, companion } = results[index]!;
    expect(withoutUserAgent(companion.endpoint)).toEqual(withoutUserAgent(octokit.endpoint));
    expect(withoutUserAgent(companion.requested)).toEqual(withoutUserAgent(octokit.requested));
  });

  it("writes octokit's stray separators, as its mocks expect", () => {
    const { companion } = results[0]!;
    expect((companion.endpoint as { value: { url: string } }).value.url).toBe(
      "https://uploads.github.com/repos/o/r/releases/1/assets?name=.dotfile&",
    );
  });
});
