// Issue 25, item 4: the real Octokit stack (@octokit/core 7, request 10, graphql 9, the REST,
// paginate, throttling and retry plugins, auth-app 8, @actions/github 9) against a recording HTTP
// server on 127.0.0.1, once on @octokit/endpoint 11, once with @octokit/endpoint resolved to the
// companion @restkit/octokit-endpoint (packages/octokit-endpoint/dist/index.mjs), and once with it
// resolved to the main package (dist/index.mjs). The stack ships ES modules only and jest runs
// CommonJS here, so the application (app.mjs) runs in a child Node process; a module-resolution
// hook (register-endpoint.mjs) puts the other package in @octokit/endpoint's place, the way an
// npm `overrides` entry does. Each run prints, per scenario, what the caller got and what the
// server received (request line as sent, header lines in order, body).
import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../support/free-port";
import { withoutUserAgent } from "../support/without-user-agent";

interface Received {
  requestLine: string;
  method: string;
  target: string;
  path: string;
  headers: Array<[string, string]>;
  body: string;
  refused?: string;
}

interface LimiterEntry {
  limiters: string[];
  method: string;
  url: string;
  retry: boolean;
}

interface Outcome {
  response?: { status: number; url: string; headers: Record<string, string>; data: unknown };
  error?: { name: string; message: string; status?: number; request?: { method: string; url: string } };
  result?: unknown;
  underTwoSeconds?: boolean;
}

interface ScenarioRun {
  got: Outcome & Record<string, unknown>;
  log: unknown[][];
  limiters: LimiterEntry[];
  rateLimitHandlers: unknown[];
  unhandled: unknown[][];
  received: Received[];
  elapsedMs: number;
}

interface StackRun {
  endpoint: string;
  origin: string;
  scenarios: Record<string, ScenarioRun>;
}

const APP = path.join(__dirname, "app.mjs");
const REGISTER = pathToFileURL(path.join(__dirname, "register-endpoint.mjs")).href;
const OCTOKIT_ENDPOINT = path.resolve(__dirname, "../../node_modules/@octokit/endpoint/dist-bundle/index.js");
const COMPANION = path.resolve(__dirname, "../../packages/octokit-endpoint/dist/index.mjs");
const MAIN = path.resolve(__dirname, "../../dist/index.mjs");

// Scenarios whose outcome on the companion must be the outcome on @octokit/endpoint.
const SCENARIOS = [
  "request GET with query parameters",
  "request HEAD 200",
  "request HEAD 304",
  "request HEAD 404",
  "request GET 304",
  "request POST",
  "request PUT with a body",
  "request PUT without a body",
  "request PATCH",
  "request PATCH without a body",
  "request DELETE",
  "request DELETE with a body",
  "request with an options object",
  "request with an absolute URL and a query",
  "request with colon placeholders",
  "request query encoding (arrays, null, spaces, reserved characters)",
  "request 404 error and its error.request",
  "request 422 error and its error.request",
  "request on a baseUrl with a path and a trailing slash",
  "rest GET",
  "rest HEAD (repos.get with method HEAD)",
  "rest POST",
  "rest POST with an array body field",
  "rest PUT with a body",
  "rest PUT without a body",
  "rest PATCH",
  "rest PATCH without a body",
  "rest DELETE",
  "rest 422 error and its error.request",
  "rest 404 error and its error.request",
  "endpoint(), endpoint.merge() and DEFAULTS of request, REST methods and graphql",
  "paginate by route",
  "paginate by REST method",
  "paginate.iterator by REST method with a map function",
  "paginate search issues (q with +)",
  "paginate search by REST method",
  "throttling: paginate by REST method, 3 pages, limiters",
  "throttling: paginate by route, 3 pages, limiters",
  "throttling: the limiter of each verb, GraphQL and search",
  "throttling: primary rate limit (403), onRateLimit retries once",
  "throttling: primary rate limit (429) on every try, given up after one retry",
  "throttling: secondary rate limit (403, retry-after 1) on a POST, retried once",
  "throttling: secondary rate limit (429, retry-after 0) on a GET, retried once",
  "retry: GET 502 then 200",
  "retry: POST 502, 502, then 201 through a REST method",
  "retry: PATCH 502 then 200",
  "retry: 502 until the retries (request.retries 1) are spent",
  "retry: 404 is not retried",
  "retry and throttling: paginate with a 502 on page 2",
  "auth-app: JWT, installation token, throttled requests",
  "graphql through core with variables",
  "graphql through core with previews, a format and headers",
  "graphql errors (GraphqlResponseError)",
  "graphql on a GitHub Enterprise Server baseUrl (/api/v3 → /api/graphql)",
  "standalone @octokit/graphql with previews, and @octokit/request",
  "media type format diff through request",
  "media type formats through REST methods (diff, raw, sha)",
  "media type previews on REST (not applied) and a preview accept header",
  "binary download (accept application/octet-stream)",
  "deprecation header logs a warning",
  "request.hook option: the merged options it is given, changed by it",
  "core hook.before, hook.wrap, hook.after on a PATCH and a GET",
  "@actions/github getOctokit: PATCH, paginate, GET",
];

// Scenarios where @octokit/endpoint lets a write into what merge() returned reach its defaults
// (merge() shares their nested objects): issue 25, item 2, asks the companion not to.
const LEAK_DEFAULTS = "leak: @octokit/graphql's defaults() writes previews into @octokit/endpoint's DEFAULTS";
const LEAK_REQUEST = "leak: writes into options.request by a hook and by plugin-retry reach the next call";

const PATCH_SCENARIOS = [
  "request PATCH",
  "request PATCH without a body",
  "rest PATCH",
  "rest PATCH without a body",
  "retry: PATCH 502 then 200",
];
const THROTTLED_PAGINATE = [
  "throttling: paginate by REST method, 3 pages, limiters",
  "throttling: paginate by route, 3 pages, limiters",
];

// The three runs share the port, the app's private key and the clock of the auth-app scenario,
// so that URLs, Host headers and the app JWT are the same bytes in each; they run one after the
// other (the port is reused).
function runStack(settings: Record<string, string>, target?: string): StackRun {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  // Nothing of the machine's environment may change what the app sends (@actions/github reads these).
  for (const name of ["GITHUB_API_URL", "ACTIONS_ORCHESTRATION_ID", "OCTOKIT_STACK_ONLY", "OCTOKIT_ENDPOINT_TARGET"]) {
    delete env[name];
  }
  for (const name of Object.keys(env)) if (/^(https?|no|all)_proxy$/i.test(name)) delete env[name];
  const args = target === undefined ? [APP] : ["--import", REGISTER, APP];
  if (target !== undefined) env.OCTOKIT_ENDPOINT_TARGET = target;
  const child = spawnSync(process.execPath, args, {
    cwd: __dirname,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: 90_000,
  });
  if (child.status !== 0) {
    throw new Error(`app.mjs exited with ${child.status ?? child.signal}:\n${child.stderr}`);
  }
  return JSON.parse(child.stdout) as StackRun;
}

const without = (object: object, ...keys: string[]): Record<string, unknown> =>
  Object.fromEntries(Object.entries(object).filter(([key]) => !keys.includes(key)));

function scenarioOf(run: StackRun, name: string): ScenarioRun {
  const scenario = run.scenarios[name];
  if (scenario === undefined) throw new Error(`no scenario ${name} in the run on ${run.endpoint}`);
  return scenario;
}

function nth<T>(items: readonly T[], index: number): T {
  if (index >= items.length) throw new Error(`no item ${index} in ${JSON.stringify(items)}`);
  return items[index] as T;
}

// Everything the caller got and the server received; elapsedMs (the clock's) is left out.
function comparable(run: StackRun, name: string): unknown {
  return withoutUserAgent(without(scenarioOf(run, name), "elapsedMs"));
}

const header = (record: Received, name: string): string | undefined =>
  record.headers.find(([key]) => key.toLowerCase() === name)?.[1];

let octokit: StackRun;
let companion: StackRun;
let main: StackRun;

beforeAll(async () => {
  const settings = {
    OCTOKIT_STACK_PORT: String(await freePort()),
    OCTOKIT_STACK_KEY: generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs1", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    }).privateKey,
    OCTOKIT_STACK_NOW: String(Math.floor(Date.now() / 1000) * 1000),
  };
  octokit = runStack(settings);
  companion = runStack(settings, COMPANION);
  main = runStack(settings, MAIN);
}, 180_000);

describe("the real Octokit stack on @restkit/octokit-endpoint in @octokit/endpoint's place", () => {
  it("loads @octokit/endpoint, then the companion, then the main package in its place", () => {
    expect(octokit.endpoint).toBe(pathToFileURL(OCTOKIT_ENDPOINT).href);
    expect(companion.endpoint).toBe(pathToFileURL(COMPANION).href);
    expect(main.endpoint).toBe(pathToFileURL(MAIN).href);
  });

  it("runs every scenario in each run", () => {
    const names = [...SCENARIOS, LEAK_DEFAULTS, LEAK_REQUEST].sort();
    expect(Object.keys(octokit.scenarios).sort()).toEqual(names);
    expect(Object.keys(companion.scenarios).sort()).toEqual(names);
    expect(Object.keys(main.scenarios).sort()).toEqual(names);
  });

  it.each(SCENARIOS)("%s: the server receives and the caller gets what they do on @octokit/endpoint", (name) => {
    expect(comparable(companion, name)).toStrictEqual(comparable(octokit, name));
  });

  // The scenarios do what their names say, on @octokit/endpoint and so on the companion: the
  // equality above is not the equality of two runs that both went wrong.
  describe.each([
    ["@octokit/endpoint", () => octokit],
    ["the companion", () => companion],
  ])("on %s", (_label, run) => {
    it("sends every request with an upper-case method, none refused, with no stray error or warning", () => {
      for (const [name, scenario] of Object.entries(run().scenarios)) {
        for (const record of scenario.received) {
          expect({ name, requestLine: record.requestLine, refused: record.refused }).toEqual({
            name,
            requestLine: expect.stringMatching(/^(GET|HEAD|POST|PUT|PATCH|DELETE) \S+ HTTP\/1\.1$/),
            refused: undefined,
          });
        }
        expect({ name, unhandled: scenario.unhandled }).toEqual({ name, unhandled: [] });
      }
    });

    it("sends a PATCH and a PUT without a body with an empty body", () => {
      const patch = scenarioOf(run(), "rest PATCH without a body").received;
      const put = scenarioOf(run(), "rest PUT without a body").received;
      expect(patch.map((record) => [record.requestLine, record.body, header(record, "content-length")])).toEqual([
        ["PATCH /notifications/threads/7 HTTP/1.1", "", "0"],
      ]);
      expect(put.map((record) => [record.requestLine, record.body])).toEqual([
        ["PUT /user/starred/octo-org/hello-world HTTP/1.1", ""],
      ]);
    });

    it("answers a HEAD with 304 as a response and a HEAD with 404 as an error", () => {
      expect(scenarioOf(run(), "request HEAD 304").got.response?.status).toBe(304);
      expect(scenarioOf(run(), "request HEAD 404").got.error).toMatchObject({
        status: 404,
        request: { method: "HEAD" },
      });
    });

    it("keeps paginated GETs out of the write queue: 3 pages in far less than 2 s", () => {
      for (const name of THROTTLED_PAGINATE) {
        const scenario = scenarioOf(run(), name);
        expect(scenario.limiters.map((entry) => entry.limiters)).toEqual([["global"], ["global"], ["global"]]);
        expect(scenario.got.underTwoSeconds).toBe(true);
        expect(scenario.elapsedMs).toBeLessThan(2000);
      }
    });

    it("puts each verb in plugin-throttling's limiters as octokit documents", () => {
      const limiters = scenarioOf(run(), "throttling: the limiter of each verb, GraphQL and search").limiters;
      expect(limiters.map((entry) => [entry.method, entry.limiters])).toEqual([
        ["GET", ["global"]],
        ["HEAD", ["global"]],
        ["POST", ["write", "notifications", "global"]],
        ["PATCH", ["write", "global"]],
        ["PUT", ["write", "global"]],
        ["DELETE", ["write", "global"]],
        ["POST", ["write", "global"]],
        ["GET", ["search", "global"]],
      ]);
    });

    it("retries rate limits once through onRateLimit and onSecondaryRateLimit", () => {
      const scenarios = run();
      const primary = scenarioOf(scenarios, "throttling: primary rate limit (403), onRateLimit retries once");
      expect(primary.received).toHaveLength(2);
      expect(primary.got.response?.status).toBe(200);
      expect(primary.rateLimitHandlers).toEqual([expect.objectContaining({ kind: "rate-limit", retryCount: 0 })]);
      const exhausted = scenarioOf(
        scenarios,
        "throttling: primary rate limit (429) on every try, given up after one retry",
      );
      expect(exhausted.received).toHaveLength(2);
      expect(exhausted.got.error?.status).toBe(429);
      const secondary = scenarioOf(
        scenarios,
        "throttling: secondary rate limit (403, retry-after 1) on a POST, retried once",
      );
      expect(secondary.received).toHaveLength(2);
      expect(secondary.rateLimitHandlers).toEqual([
        expect.objectContaining({ kind: "secondary-limit", retryAfter: 1, method: "POST" }),
      ]);
      const fallback = scenarioOf(
        scenarios,
        "throttling: secondary rate limit (429, retry-after 0) on a GET, retried once",
      );
      expect(fallback.got.response?.status).toBe(200);
      expect(fallback.rateLimitHandlers).toEqual([expect.objectContaining({ kind: "secondary-limit", retryAfter: 1 })]);
    });

    it("retries a 502 with plugin-retry", () => {
      const scenarios = run();
      expect(scenarioOf(scenarios, "retry: GET 502 then 200").received).toHaveLength(2);
      expect(scenarioOf(scenarios, "retry: GET 502 then 200").got.response?.status).toBe(200);
      expect(scenarioOf(scenarios, "retry: POST 502, 502, then 201 through a REST method").received).toHaveLength(3);
      expect(scenarioOf(scenarios, "retry: PATCH 502 then 200").got.response?.status).toBe(200);
      expect(
        scenarioOf(scenarios, "retry: 502 until the retries (request.retries 1) are spent").got.error?.status,
      ).toBe(502);
      expect(scenarioOf(scenarios, "retry and throttling: paginate with a 502 on page 2").received).toHaveLength(4);
    });

    it("gets an installation token with a valid app JWT, in the auth limiter", () => {
      const scenario = scenarioOf(run(), "auth-app: JWT, installation token, throttled requests");
      const received = scenario.received;
      const [app, token, get, patch] = [nth(received, 0), nth(received, 1), nth(received, 2), nth(received, 3)];
      expect(token.requestLine).toBe("POST /app/installations/678/access_tokens HTTP/1.1");
      expect(header(app, "authorization")).toBe(header(token, "authorization"));
      expect(header(token, "authorization")).toMatch(/^bearer [\w-]+\.[\w-]+\.[\w-]+$/);
      expect(header(get, "authorization")).toBe("token ghs_installation_token");
      expect(patch.requestLine).toBe("PATCH /repos/octo-org/hello-world/issues/1 HTTP/1.1");
      expect(scenario.got.app).toMatchObject({ response: { data: { jwt: { valid: true } } } });
      // plugin-throttling wraps auth-app's hook: the GET is in the global limiter when auth-app
      // asks for the installation token, which plugin-throttling puts in the auth limiter.
      expect(scenario.limiters.map((entry) => [entry.limiters, entry.method, entry.url])).toEqual([
        [["global"], "GET", "/app"],
        [["global"], "GET", "/repos/{owner}/{repo}/issues/{issue_number}"],
        [["auth"], "POST", "/app/installations/{installation_id}/access_tokens"],
        [["write", "global"], "PATCH", "/repos/{owner}/{repo}/issues/{issue_number}"],
      ]);
    });

    it("logs the deprecation warning", () => {
      expect(scenarioOf(run(), "deprecation header logs a warning").log).toEqual([
        [
          "warn",
          expect.stringMatching(/^\[@octokit\/request\] "GET http:\/\/127\.0\.0\.1:\d+\/repos\/.* is deprecated/),
        ],
      ]);
    });
  });
});

describe("where @octokit/endpoint lets a write into merge()'s result reach its defaults, the companion does not (issue 25, item 2)", () => {
  it.each([LEAK_DEFAULTS, LEAK_REQUEST])("%s: the server receives the same requests", (name) => {
    expect(withoutUserAgent(scenarioOf(companion, name).received)).toStrictEqual(
      withoutUserAgent(scenarioOf(octokit, name).received),
    );
  });

  it("@octokit/graphql's defaults() call adds previews: [] to @octokit/endpoint's DEFAULTS, not to the companion's", () => {
    const mediaType = { format: "" };
    const leaked = { format: "", previews: [] };
    expect(scenarioOf(octokit, LEAK_DEFAULTS).got).toEqual({
      "endpoint.DEFAULTS.mediaType": leaked,
      "request.endpoint.DEFAULTS.mediaType": leaked,
      "request.defaults().endpoint.DEFAULTS.mediaType": leaked,
    });
    expect(scenarioOf(companion, LEAK_DEFAULTS).got).toEqual({
      "endpoint.DEFAULTS.mediaType": mediaType,
      "request.endpoint.DEFAULTS.mediaType": mediaType,
      "request.defaults().endpoint.DEFAULTS.mediaType": mediaType,
    });
  });

  it("a hook's write into options.request, and plugin-retry's retryCount, reach octokit's next call, not the companion's", () => {
    expect(scenarioOf(octokit, LEAK_REQUEST).got).toMatchObject({
      tags: [null, "written by the previous call"],
      retryCounts: [null, 1],
    });
    expect(scenarioOf(companion, LEAK_REQUEST).got).toMatchObject({ tags: [null, null], retryCounts: [null, null] });
    expect(withoutUserAgent(without(scenarioOf(companion, LEAK_REQUEST).got, "tags", "retryCounts"))).toStrictEqual(
      withoutUserAgent(without(scenarioOf(octokit, LEAK_REQUEST).got, "tags", "retryCounts")),
    );
  });
});

describe("the main package @restkit/endpoint in @octokit/endpoint's place (why the companion exists)", () => {
  it("sends PATCH as `patch`, which the server refuses", () => {
    for (const name of PATCH_SCENARIOS) {
      const first = nth(scenarioOf(main, name).received, 0);
      expect({ name, requestLine: first.requestLine, refused: first.refused }).toEqual({
        name,
        requestLine: expect.stringMatching(/^patch /),
        refused: expect.any(String),
      });
      expect(scenarioOf(main, name).got.error).toMatchObject({ status: 400, request: { method: "patch" } });
    }
    const actions = scenarioOf(main, "@actions/github getOctokit: PATCH, paginate, GET");
    expect(nth(actions.received, 0)).toMatchObject({ method: "patch", refused: expect.any(String) });
    expect(actions.got.patch).toMatchObject({ error: { status: 400 } });
  });

  it("turns a HEAD answered 304 into an error", () => {
    expect(scenarioOf(octokit, "request HEAD 304").got.response?.status).toBe(304);
    expect(scenarioOf(main, "request HEAD 304").got.error).toMatchObject({
      name: "HttpError",
      status: 304,
      request: { method: "head" },
    });
  });

  it("puts every paginated GET in plugin-throttling's write queue: 3 pages take 2 s", () => {
    for (const name of THROTTLED_PAGINATE) {
      const scenario = scenarioOf(main, name);
      expect(scenario.limiters).toHaveLength(3);
      for (const entry of scenario.limiters) expect(entry.limiters).toContain("write");
      expect(scenario.got.underTwoSeconds).toBe(false);
    }
  });

  // Issue 25 saw this one fail: plugin-retry writes options.request.retryCount into what merge()
  // returned, and the main package's merge() handed out the defaults' frozen `request`. merge()
  // now hands out a fresh `request` in both packages (the companion needs it), so it holds here.
  it("retries a 502, now that merge() hands out a fresh request", () => {
    const scenario = scenarioOf(main, "retry: GET 502 then 200");
    expect(scenario.received).toHaveLength(2);
    expect(scenario.got.response?.status).toBe(200);
  });
});
