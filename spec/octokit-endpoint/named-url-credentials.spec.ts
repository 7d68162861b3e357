import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { AbsoluteUrlError } from "../../lib";
import { endpoint as companion } from "../../packages/octokit-endpoint/src";
import { withoutUserAgent } from "../support/without-user-agent";

// Issue 42, item 1: the companion refuses the hole, not the contract. A URL the caller names as
// the request's own (a route string, or the `url` of an options object when the defaults name
// none, as @semantic-release/github uploads its assets) is built as @octokit/endpoint builds it,
// credentials and all. What stays refused is a call's `url` that replaces the URL its defaults
// named (a REST method's, plugin-rest-endpoint-methods' request.defaults({ method, url })) and
// takes credentials to another origin. Calls run on both libraries in one child process
// (run-both.mjs; octokit ships only as an ES module).

interface Call {
  route: string | Record<string, unknown>;
  parameters?: Record<string, unknown>;
  defaults?: Array<Record<string, unknown>>;
}
type Outcome = { value: unknown } | { error: string };
type Aspect = "endpoint" | "merge" | "requested" | "changed";
type Results = Record<Aspect | "DEFAULTS", Outcome>;

function runBoth(calls: readonly Call[]): Array<{ octokit: Results; companion: Results }> {
  const output = execFileSync(process.execPath, [join(__dirname, "run-both.mjs")], {
    input: JSON.stringify(calls),
    encoding: "utf8",
  });
  return JSON.parse(output) as Array<{ octokit: Results; companion: Results }>;
}

const ASPECTS: readonly Aspect[] = ["endpoint", "merge", "requested", "changed"];
const API = "http://127.0.0.1:8080";
const TOKEN = { authorization: "token secret" };
const UPLOAD = "http://127.0.0.1:8081/repos/o/r/releases/1/assets{?name,label}";
const HOOK_CONFIG = "/repos/{owner}/{repo}/hooks/{hook_id}/config";

// Each a call whose URL the caller named, with a credential from the defaults or the call.
const NAMED: Record<string, Call> = {
  "@semantic-release/github's upload: octokit.request({ method, url, data, headers, name, label })": {
    route: {
      method: "POST",
      url: UPLOAD,
      data: "PK\u0003\u0004",
      name: "dist.zip",
      label: "Distribution",
      headers: { "content-type": "application/zip", "content-length": 4 },
    },
    defaults: [{ baseUrl: API, headers: TOKEN }],
  },
  "a route string naming another host": {
    route: "POST https://files.example/repos/{owner}/{repo}/assets{?name}",
    parameters: { owner: "o", repo: "r", name: "a.zip", data: "x" },
    defaults: [{ headers: TOKEN }],
  },
  "an options object whose call carries a cookie": {
    route: { method: "GET", url: "https://elsewhere.example/x", headers: { cookie: "session=1" } },
    defaults: [{ baseUrl: API }],
  },
  "a next page on another host": {
    route: { method: "GET", url: "https://mirror.example/repositories/1/issues?page=2" },
    defaults: [{ headers: TOKEN }],
  },
};

// A REST method's call whose `url` is the webhook's: the token would follow it.
const REST_METHOD_HOLE: Call = {
  route: { owner: "o", repo: "r", hook_id: 1, url: "https://evil.example/x" },
  defaults: [{ headers: TOKEN }, { method: "PATCH", url: HOOK_CONFIG }],
};

const comparable = (outcome: Outcome): unknown => withoutUserAgent(outcome);

describe("credentials and a URL the caller named, on the companion and on @octokit/endpoint", () => {
  const names = Object.keys(NAMED);
  const results = runBoth([...Object.values(NAMED), REST_METHOD_HOLE]);

  it.each(names.map((name, index) => [name, index] as const))(
    "%s: built as octokit builds it, credential and all",
    (_name, index) => {
      const { octokit, companion: ours } = results[index]!;
      for (const aspect of ASPECTS) {
        expect("value" in octokit[aspect]).toBe(true);
        expect({ aspect, outcome: comparable(ours[aspect]) }).toEqual({ aspect, outcome: comparable(octokit[aspect]) });
      }
    },
  );

  it("still refuses a REST method's `url` that takes the token to another origin, which octokit sends", () => {
    const { octokit, companion: ours } = results[names.length]!;
    expect(octokit.endpoint).toMatchObject({ value: { url: "https://evil.example/x" } });
    for (const aspect of ["endpoint", "requested", "changed"] as const) {
      expect(ours[aspect]).toEqual({ error: "AbsoluteUrlError: ERR_ABSOLUTE_URL" });
    }
    expect(comparable(ours.merge)).toEqual(comparable(octokit.merge));
  });
});

describe("the companion's rule, per config", () => {
  const request = companion.defaults({ baseUrl: API, headers: TOKEN });
  const updateWebhookConfig = request.defaults({ method: "PATCH", url: HOOK_CONFIG });
  const attempt = () =>
    (updateWebhookConfig as unknown as (options: object) => unknown)({
      owner: "o",
      repo: "r",
      hook_id: 1,
      url: "https://evil.example/x?token=1",
    });

  it("names the URL, the header, the base URL and the call forms to use", () => {
    expect(attempt).toThrow(
      new AbsoluteUrlError(
        'Request to "https://evil.example/x" carries authorization but is not on the origin of its base URL ' +
          '"http://127.0.0.1:8080" nor a trusted one, and it replaced the URL its defaults named: a REST method ' +
          "was called with a `url` (octokit.rest.repos.updateWebhookConfigForRepo({ url }) and the like). For a " +
          'webhook\'s `url`, call the route-string form, request("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", ' +
          "{ url }), where `url` stays a body field; to send the request to that URL, name it as the request's own: " +
          "octokit.request({ method, url, … })",
      ),
    );
  });

  it("gives endpoint() and parse(merge()) of one config the same answer", () => {
    const upload = { method: "POST", url: UPLOAD, name: "a", data: "x" } as const;
    expect(request.parse(request.merge(upload))).toEqual(request(upload));
    expect(new URL(request(upload).url).origin).toBe("http://127.0.0.1:8081");
    const merged = updateWebhookConfig.merge({ url: "https://evil.example/x" } as never);
    expect(() => updateWebhookConfig.parse(merged)).toThrow(AbsoluteUrlError);
    // The same merged options on the config without a url of its own: the caller named that URL.
    expect(new URL(request.parse(merged).url).origin).toBe("https://evil.example");
  });

  it("keeps a REST method's `url` on the base's origin, or on GitHub's upload host beside it", () => {
    const call = updateWebhookConfig as unknown as (options: object) => { url: string };
    expect(call({ url: `${API}/repositories/1/hooks/1/config` }).url).toBe(`${API}/repositories/1/hooks/1/config`);
    const github = companion.defaults({ headers: TOKEN }).defaults({ method: "POST", url: "/x" });
    const upload = (github as unknown as (options: object) => { url: string })({
      url: "https://uploads.github.com/repos/o/r/releases/1/assets",
    });
    expect(new URL(upload.url).origin).toBe("https://uploads.github.com");
  });
});
