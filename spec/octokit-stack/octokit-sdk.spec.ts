// The two SDKs users install, @octokit/rest 22 and octokit 5 (REST methods, paginate, GraphQL,
// throttling, retry, App, OAuthApp), on the real stack against the recording HTTP server on
// 127.0.0.1: once as this repository installs them (node_modules: @octokit/endpoint), once in a
// consumer project that puts the companion in @octokit/endpoint's place with npm `overrides`, as
// the companion's README tells users (consumer-project.mjs: a temporary folder whose package.json
// overrides @octokit/endpoint with the tarball of `npm pack --workspace packages/octokit-endpoint`,
// installed with `npm install`). The SDKs ship ES modules only and jest runs CommonJS here, so the
// application (sdk-app.mjs, copied into the consumer project) runs in a child Node process. Each
// run prints, per scenario, what the caller got, the log lines and what the server received
// (request line as sent, header lines in order, body).
import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../support/free-port";
import { withoutUserAgent } from "../support/without-user-agent";

interface Received {
  requestLine: string;
  method: string;
  target: string;
  path: string;
  headers: Array<[string, string]>;
  body: string;
  bodyBase64?: string;
  refused?: string;
}

interface DescribedResponse {
  status: number;
  url: string;
  headers: Record<string, string>;
  data: unknown;
}

interface Outcome {
  response?: DescribedResponse;
  error?: { name: string; message: string; status?: number };
  result?: unknown;
}

interface ScenarioRun {
  got: Outcome & Record<string, unknown>;
  log: unknown[][];
  unhandled: unknown[][];
  received: Received[];
  elapsedMs: number;
}

interface SdkRun {
  endpoints: Record<string, { name: string; version: string; inProject: boolean }>;
  frozenDefaults: Record<string, boolean>;
  origin: string;
  scenarios: Record<string, ScenarioRun>;
}

interface LsNode {
  version?: string;
  resolved?: string;
  dependencies?: Record<string, LsNode>;
}

interface ConsumerProject {
  directory: string;
  tarball: { filename: string; files: string[] };
  dependencies: Record<string, string>;
  installMs: number;
  ls: LsNode;
}

interface Lockfile {
  packages: Record<string, { name?: string; version?: string }>;
}

const ROOT = path.resolve(__dirname, "../..");
const APP = "sdk-app.mjs";
const CONSUMER_PROJECT = path.join(__dirname, "consumer-project.mjs");
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;
const ROOT_LOCK = readJson<Lockfile>(path.join(ROOT, "package-lock.json"));
const COMPANION_VERSION = readJson<{ version: string }>(
  path.join(ROOT, "packages/octokit-endpoint/package.json"),
).version;
const OCTOKIT_ENDPOINT_VERSION = ROOT_LOCK.packages["node_modules/@octokit/endpoint"]?.version;

// Scenarios whose outcome on the companion must be the outcome on @octokit/endpoint.
const SCENARIOS = [
  "@octokit/rest: REST methods under octokit.rest and the legacy namespace",
  "@octokit/rest: paginate over Link headers",
  "@octokit/rest: request with mediaType format and previews",
  "@octokit/rest: POST /graphql on an Octokit with previews in the constructor",
  "@octokit/rest: hook.wrap and hook.before",
  "@octokit/rest: the request log",
  "@octokit/rest: a release created and assets uploaded to the API host's origin",
  "octokit: App, getInstallationOctokit and eachRepository",
  "octokit: a secondary rate limit (403, retry-after 1) then 200, through the bundled throttling",
  "octokit: a 429 and a 500, each then 200, through the bundled retry",
  "octokit: graphql and graphql.paginate",
  "octokit: OAuthApp and App.oauth exchange a code for a token",
];

// Scenarios that meet a difference the companion's README lists, compared apart below.
const NO_LABEL = "@octokit/rest: an asset uploaded with a name and no label";
const PREVIEW_WITHOUT_SUFFIX = "@octokit/rest: graphql() naming a constructor preview without -preview";
const GRAPHQL_PREVIEWS = "@octokit/rest: graphql() on an Octokit with previews in the constructor";

const PREVIEWS_ONCE = "application/vnd.github.jean-grey-preview+json,application/vnd.github.symmetra-preview+json";
const ASSET_BASE64 = "UEsDBBQA//4AgAoN"; // the binary asset of sdk-app.mjs

function makeConsumerProject(directory: string): ConsumerProject {
  const child = spawnSync(process.execPath, [CONSUMER_PROJECT, directory], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
    timeout: 240_000,
  });
  if (child.status !== 0) {
    throw new Error(`consumer-project.mjs exited with ${child.status ?? child.signal}:\n${child.stderr}`);
  }
  return JSON.parse(child.stdout) as ConsumerProject;
}

// The two runs share the port, the app's private key and the clock of the App scenario, so that
// URLs, Host headers and the app JWTs are the same bytes in each; they run one after the other.
function runSdk(folder: string, settings: Record<string, string>): SdkRun {
  const env: NodeJS.ProcessEnv = { ...process.env, ...settings };
  for (const name of ["GITHUB_API_URL", "OCTOKIT_STACK_ONLY"]) delete env[name];
  for (const name of Object.keys(env)) if (/^(https?|no|all)_proxy$/i.test(name)) delete env[name];
  const child = spawnSync(process.execPath, [path.join(folder, APP)], {
    cwd: folder,
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    timeout: 90_000,
  });
  if (child.status !== 0) throw new Error(`${APP} exited with ${child.status ?? child.signal}:\n${child.stderr}`);
  return JSON.parse(child.stdout) as SdkRun;
}

function scenarioOf(run: SdkRun, name: string): ScenarioRun {
  const scenario = run.scenarios[name];
  if (scenario === undefined) throw new Error(`no scenario ${name} in the run`);
  return scenario;
}

// Everything the caller got and the server received; elapsedMs (the clock's) is left out.
function comparable(run: SdkRun, name: string): unknown {
  const { elapsedMs, ...rest } = scenarioOf(run, name);
  void elapsedMs;
  return withoutUserAgent(rest);
}

const header = (record: Received, name: string): string | undefined =>
  record.headers.find(([key]) => key.toLowerCase() === name)?.[1];

// Every @octokit/endpoint that `npm ls` shows in the tree, with the path to it.
function endpointNodes(node: LsNode, at = ""): Array<[string, LsNode]> {
  return Object.entries(node.dependencies ?? {}).flatMap(([name, child]) => [
    ...(name === "@octokit/endpoint" ? [[`${at}${name}`, child] as [string, LsNode]] : []),
    ...endpointNodes(child, `${at}${name} › `),
  ]);
}

let directory: string;
let consumer: ConsumerProject;
let octokit: SdkRun;
let companion: SdkRun;

beforeAll(async () => {
  directory = mkdtempSync(path.join(os.tmpdir(), "octokit-sdk-consumer-"));
  consumer = makeConsumerProject(directory);
  const settings = {
    OCTOKIT_STACK_PORT: String(await freePort()),
    OCTOKIT_STACK_KEY: generateKeyPairSync("rsa", {
      modulusLength: 2048,
      privateKeyEncoding: { type: "pkcs1", format: "pem" },
      publicKeyEncoding: { type: "spki", format: "pem" },
    }).privateKey,
    OCTOKIT_STACK_NOW: String(Math.floor(Date.now() / 1000) * 1000),
  };
  octokit = runSdk(__dirname, settings);
  companion = runSdk(directory, settings);
}, 300_000);

afterAll(() => {
  if (directory !== undefined) rmSync(directory, { recursive: true, force: true });
});

describe("@octokit/rest and octokit with the companion put in @octokit/endpoint's place by npm overrides", () => {
  it("makes a consumer project with the README's override to the packed companion, installed in under a minute", () => {
    const manifest = readJson<{ dependencies: unknown; overrides: unknown }>(path.join(directory, "package.json"));
    const tarball = path.join(directory, consumer.tarball.filename);
    expect(manifest.overrides).toEqual({ "@octokit/endpoint": `file:${tarball}` });
    expect(manifest.dependencies).toEqual({
      "@octokit/rest": ROOT_LOCK.packages["node_modules/@octokit/rest"]?.version,
      octokit: ROOT_LOCK.packages["node_modules/octokit"]?.version,
    });
    expect(consumer.tarball.files).toEqual(
      expect.arrayContaining(["package.json", "dist/index.mjs", "dist/index.cjs"]),
    );
    const endpoints = endpointNodes(consumer.ls);
    expect(endpoints.length).toBeGreaterThan(0);
    for (const [at, node] of endpoints) {
      expect({ at, version: node.version, resolved: node.resolved }).toEqual({
        at,
        version: COMPANION_VERSION,
        resolved: `file:${tarball}`,
      });
    }
    expect(consumer.installMs).toBeLessThan(60_000);
  });

  it("installs every other package at the place and version of the root lockfile", () => {
    const entries = Object.entries(readJson<Lockfile>(path.join(directory, "package-lock.json")).packages).filter(
      ([at]) => at !== "",
    );
    const isEndpoint = ([at]: [string, unknown]): boolean => at.endsWith("node_modules/@octokit/endpoint");
    expect(entries.filter(isEndpoint).map(([, entry]) => [entry.name, entry.version])).toEqual([
      ["@restkit/octokit-endpoint", COMPANION_VERSION],
    ]);
    const others = entries.filter((entry) => !isEndpoint(entry));
    expect(others.map(([at]) => at)).toEqual(
      expect.arrayContaining(["node_modules/@octokit/rest", "node_modules/octokit"]),
    );
    expect(others.map(([at, entry]) => [at, entry.version])).toEqual(
      others.map(([at]) => [at, ROOT_LOCK.packages[at]?.version]),
    );
  });

  it("loads @octokit/endpoint in the repository, the companion in the consumer project, wherever the SDKs import it", () => {
    expect(Object.keys(octokit.endpoints)).toHaveLength(5);
    for (const found of Object.values(octokit.endpoints)) {
      expect(found).toEqual({ name: "@octokit/endpoint", version: OCTOKIT_ENDPOINT_VERSION, inProject: false });
    }
    expect(Object.keys(companion.endpoints)).toEqual(Object.keys(octokit.endpoints));
    for (const found of Object.values(companion.endpoints)) {
      expect(found).toEqual({ name: "@restkit/octokit-endpoint", version: COMPANION_VERSION, inProject: true });
    }
    // Each SDK's Octokit builds its requests with the companion: its DEFAULTS are deeply frozen.
    expect(octokit.frozenDefaults).toEqual({ "@octokit/rest": false, octokit: false });
    expect(companion.frozenDefaults).toEqual({ "@octokit/rest": true, octokit: true });
  });

  it("runs every scenario in each run", () => {
    const names = [...SCENARIOS, NO_LABEL, PREVIEW_WITHOUT_SUFFIX, GRAPHQL_PREVIEWS].sort();
    expect(Object.keys(octokit.scenarios).sort()).toEqual(names);
    expect(Object.keys(companion.scenarios).sort()).toEqual(names);
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
    const received = (name: string): Received[] => scenarioOf(run(), name).received;

    it("sends every request to the recording server with an upper-case method, with no stray error", () => {
      for (const [name, scenario] of Object.entries(run().scenarios)) {
        expect(scenario.received.length).toBeGreaterThan(0);
        for (const record of scenario.received) {
          expect({ name, requestLine: record.requestLine, refused: record.refused }).toEqual({
            name,
            requestLine: expect.stringMatching(/^(GET|HEAD|POST|PUT|PATCH|DELETE) \S+ HTTP\/1\.1$/),
            refused: undefined,
          });
        }
        expect({ name, unhandled: scenario.unhandled, got: scenario.got }).toEqual({
          name,
          unhandled: [],
          got: expect.not.objectContaining({ timedOut: expect.anything() }),
        });
      }
    });

    it("sends the same requests through octokit.rest and the legacy namespace", () => {
      const scenario = scenarioOf(run(), "@octokit/rest: REST methods under octokit.rest and the legacy namespace");
      expect(scenario.got["the legacy namespace is octokit.rest"]).toBe(true);
      expect(scenario.received.map((record) => [record.requestLine, record.body])).toEqual([
        [
          "POST /repos/octo-org/hello-world/issues HTTP/1.1",
          '{"title":"Found a bug","body":"ünïcödé & <html>","labels":["bug"]}',
        ],
        ["POST /repos/octo-org/hello-world/issues HTTP/1.1", '{"title":"Found a bug","assignees":[],"milestone":null}'],
        ["POST /repos/octo-org/hello-world/issues HTTP/1.1", '{"title":""}'],
        ["GET /repos/octo-org/hello-world HTTP/1.1", ""],
        ["GET /repos/octo-org/hello-world HTTP/1.1", ""],
        ["GET /repos/octo-org/missing HTTP/1.1", ""],
        ["PATCH /repos/octo-org/hello-world/issues/1 HTTP/1.1", '{"state":"closed"}'],
        ["PATCH /repos/octo-org/hello-world/issues/1 HTTP/1.1", '{"labels":["done"],"state_reason":null}'],
        ["GET /repos/octo-org/hello-world/pulls?state=all&head=octo-org%3Afeature%2Fx HTTP/1.1", ""],
        ["GET /repos/octo-org/hello-world/pulls?per_page=1&page=2 HTTP/1.1", ""],
        ["DELETE /repos/octo-org/hello-world/issues/1/labels/good%20first%20issue HTTP/1.1", ""],
        ["DELETE /repos/octo-org/hello-world/issues/1/labels/good%20first%20issue HTTP/1.1", ""],
        ["PUT /repos/octo-org/hello-world/topics HTTP/1.1", '{"names":["octokit","rest"]}'],
        ["PUT /user/starred/octo-org/hello-world HTTP/1.1", ""],
      ]);
      expect(scenario.got["issues.create without a title (422)"]).toMatchObject({ error: { status: 422 } });
      expect(scenario.got["repos.get of a missing repository (404)"]).toMatchObject({ error: { status: 404 } });
    });

    it("follows the Link headers over three pages for each paginate call", () => {
      const scenario = scenarioOf(run(), "@octokit/rest: paginate over Link headers");
      const all = [1, 2, 3, 4, 5, 6].map((number) => ({ number }));
      expect(scenario.got).toMatchObject({
        "by route": { result: all },
        "by octokit.rest method": { result: all },
        "by legacy method, with a map function that stops": { result: [1, 2, 3, 4] },
        "search (q with +)": { result: all },
      });
      expect(scenario.got["iterator pages"]).toHaveLength(3);
      expect(scenario.received.map((record) => record.target)).toEqual([
        "/repos/octo-org/hello-world/issues?per_page=2",
        "/repositories/1296269/issues?per_page=2&page=2",
        "/repositories/1296269/issues?per_page=2&page=3",
        "/repos/octo-org/hello-world/issues?per_page=2&state=all",
        "/repositories/1296269/issues?per_page=2&page=2",
        "/repositories/1296269/issues?per_page=2&page=3",
        "/repos/octo-org/hello-world/issues?per_page=2&labels=bug%2Cui",
        "/repositories/1296269/issues?per_page=2&page=2",
        "/repositories/1296269/issues?per_page=2&page=3",
        "/repos/octo-org/hello-world/issues?per_page=2",
        "/repositories/1296269/issues?per_page=2&page=2",
        "/search/issues?q=repo%3Aocto-org%2Fhello-world%20is%3Aissue%20label%3Abug+language%3Ac++&per_page=2",
        "/repositories/1296269/issues?per_page=2&page=2",
        "/repositories/1296269/issues?per_page=2&page=3",
      ]);
    });

    it("turns mediaType formats and previews into accept headers (previews on /graphql only)", () => {
      const accepts = received("@octokit/rest: request with mediaType format and previews").map((record) =>
        header(record, "accept"),
      );
      expect(accepts).toEqual([
        "application/vnd.github.v3.diff",
        "application/vnd.github.v3.raw",
        "application/vnd.github.v3.sha",
        "application/vnd.github.v3+json",
        PREVIEWS_ONCE,
        "application/vnd.github.jean-grey-preview.raw",
      ]);
    });

    it("sends each preview of the constructor's previews once on POST /graphql through request()", () => {
      const accepts = received("@octokit/rest: POST /graphql on an Octokit with previews in the constructor").map(
        (record) => header(record, "accept"),
      );
      const ownPreviewLast =
        "application/vnd.github.symmetra-preview+json,application/vnd.github.jean-grey-preview+json";
      expect(accepts).toEqual([PREVIEWS_ONCE, PREVIEWS_ONCE, ownPreviewLast, PREVIEWS_ONCE, ownPreviewLast]);
    });

    it("runs hook.before inside hook.wrap on every request, with what each hook adds", () => {
      const scenario = scenarioOf(run(), "@octokit/rest: hook.wrap and hook.before");
      expect(scenario.got.seen).toEqual([
        ["wrap", expect.objectContaining({ method: "PATCH", url: "/repos/{owner}/{repo}/issues/{issue_number}" })],
        [
          "before",
          expect.objectContaining({ method: "PATCH", headers: expect.objectContaining({ "x-wrapped": "1" }) }),
        ],
        ["wrap", expect.objectContaining({ method: "GET", url: "/repos/{owner}/{repo}/issues/{issue_number}" })],
        ["before", expect.objectContaining({ method: "GET" })],
        ["wrap", expect.objectContaining({ method: "GET", url: "/user" })],
        ["before", expect.objectContaining({ method: "GET", url: "/user" })],
      ]);
      for (const record of scenario.received) {
        expect([header(record, "x-before"), header(record, "x-wrapped")]).toEqual(["yes", "1"]);
      }
      expect(scenario.got["request GET /user"]).toMatchObject({
        response: { data: { wrapped: { login: "octocat" } } },
      });
    });

    it("logs each request as @octokit/plugin-request-log does", () => {
      const log = scenarioOf(run(), "@octokit/rest: the request log").log;
      expect(log).toEqual([
        ["debug", "request", expect.objectContaining({ method: "GET", url: "/repos/{owner}/{repo}" })],
        ["info", "GET /repos/octo-org/hello-world - 200 with id 0400:1A2B:3C4D in <n>ms"],
        ["debug", "request", expect.objectContaining({ method: "POST", url: "/repos/{owner}/{repo}/issues" })],
        ["info", "POST /repos/octo-org/hello-world/issues - 201 with id 0400:5E6F:7A8B in <n>ms"],
        ["debug", "request", expect.objectContaining({ method: "GET", url: "/repos/{owner}/{repo}" })],
        ["error", "GET /repos/octo-org/missing - 404 with id UNKNOWN in <n>ms"],
      ]);
    });

    it("uploads the assets, bytes and text, to the API host with the token", () => {
      const [release, ...uploads] = received(
        "@octokit/rest: a release created and assets uploaded to the API host's origin",
      );
      expect(release?.requestLine).toBe("POST /repos/octo-org/hello-world/releases HTTP/1.1");
      expect(
        uploads.map((record) => [
          record.requestLine,
          header(record, "host"),
          header(record, "authorization"),
          header(record, "content-type"),
          header(record, "content-length"),
          record.bodyBase64 ?? record.body,
        ]),
      ).toEqual([
        [
          "POST /repos/octo-org/hello-world/releases/1/assets?name=hello%20world.zip&label=Hello%2C%20world%20%28zip%29 HTTP/1.1",
          new URL(run().origin).host,
          "token ghp_personal_token",
          "application/zip",
          "12",
          ASSET_BASE64,
        ],
        [
          "POST /repos/octo-org/hello-world/releases/1/assets?name=notes.txt&label=Release%20notes HTTP/1.1",
          new URL(run().origin).host,
          "token ghp_personal_token",
          "text/plain; charset=utf-8",
          "27",
          "Release notes: ünïcödé\n",
        ],
        [
          "POST /repos/octo-org/hello-world/releases/1/assets?name=hello.zip&label=Hello HTTP/1.1",
          new URL(run().origin).host,
          "token ghp_personal_token",
          "application/zip",
          "12",
          ASSET_BASE64,
        ],
      ]);
    });

    it("retries a secondary rate limit with octokit's bundled handler, a 429 and a 500 with plugin-retry", () => {
      const throttled = scenarioOf(
        run(),
        "octokit: a secondary rate limit (403, retry-after 1) then 200, through the bundled throttling",
      );
      expect(throttled.received).toHaveLength(2);
      expect(throttled.got).toMatchObject({ response: { status: 200 }, waitedASecond: true });
      expect(throttled.log).toEqual([
        ["warn", "SecondaryRateLimit detected for request GET /repos/{owner}/{repo}/commits"],
        ["info", "Retrying after 1 seconds!"],
      ]);
      const retried = scenarioOf(run(), "octokit: a 429 and a 500, each then 200, through the bundled retry");
      expect(retried.received.map((record) => record.requestLine)).toEqual([
        "GET /repos/octo-org/hello-world/commits?per_page=1 HTTP/1.1",
        "GET /repos/octo-org/hello-world/commits?per_page=1 HTTP/1.1",
        "GET /repos/octo-org/hello-world HTTP/1.1",
        "GET /repos/octo-org/hello-world HTTP/1.1",
      ]);
      expect(retried.got).toMatchObject({ 429: { response: { status: 200 } }, 500: { response: { status: 200 } } });
    });

    it("pages GraphQL with graphql.paginate", () => {
      const scenario = scenarioOf(run(), "octokit: graphql and graphql.paginate");
      expect(scenario.got["graphql.paginate"]).toMatchObject({
        result: { repository: { issues: { nodes: [{ number: 1 }, { number: 2 }, { number: 3 }] } } },
      });
      const variables = scenario.received.map(
        (record) => (JSON.parse(record.body) as { variables?: unknown }).variables,
      );
      expect(variables).toEqual([
        { login: "octocat" },
        { owner: "octo-org", repo: "hello-world" },
        { owner: "octo-org", repo: "hello-world", cursor: "Y3Vyc29yOjI=" },
      ]);
      expect(header(scenario.received[0] as Received, "x-trace")).toBe("1");
    });

    it("authenticates the App with a valid JWT and its installations with their tokens", () => {
      const scenario = scenarioOf(run(), "octokit: App, getInstallationOctokit and eachRepository");
      expect(scenario.got.authenticated).toMatchObject({
        response: { data: { jwt: { scheme: "bearer", valid: true } } },
      });
      expect(scenario.got.getInstallationOctokit).toMatchObject({ result: { token: "ghs_installation_678" } });
      expect(
        scenario.received.map((record) => [record.requestLine, header(record, "authorization")?.split(" ")[0]]),
      ).toEqual([
        ["GET /app HTTP/1.1", "bearer"],
        ["POST /app/installations/678/access_tokens HTTP/1.1", "bearer"],
        ["GET /repos/octo-org/hello-world/issues/1 HTTP/1.1", "token"],
        ["GET /app/installations HTTP/1.1", "bearer"],
        ["GET /installation/repositories HTTP/1.1", "token"],
        ["GET /installation/repositories?page=2 HTTP/1.1", "token"],
        ["POST /app/installations/679/access_tokens HTTP/1.1", "bearer"],
        ["GET /installation/repositories HTTP/1.1", "token"],
      ]);
      expect(scenario.got.repositories).toEqual([
        { full_name: "octo-org/repo-1", installation: "678" },
        { full_name: "octo-org/repo-2", installation: "678" },
        { full_name: "octo-org/repo-3", installation: "678" },
        { full_name: "octo-org/repo-4", installation: "678" },
        { full_name: "octo-org/other", installation: "679" },
      ]);
    });

    it("exchanges a code for a user token at the server's /login/oauth/access_token", () => {
      const scenario = scenarioOf(run(), "octokit: OAuthApp and App.oauth exchange a code for a token");
      expect(scenario.received.map((record) => [record.requestLine, header(record, "accept"), record.body])).toEqual([
        [
          "POST /login/oauth/access_token HTTP/1.1",
          "application/json",
          '{"client_id":"0a1b2c3d4e5f6a7b8c9d","client_secret":"oauth-app-secret","code":"code-for-oauth-app","redirect_uri":"http://localhost:3000/callback"}',
        ],
        ["GET /user HTTP/1.1", "application/vnd.github.v3+json", ""],
        [
          "POST /login/oauth/access_token HTTP/1.1",
          "application/json",
          '{"client_id":"Iv1.0a1b2c3d4e5f6a7b","client_secret":"github-app-secret","code":"code-for-github-app"}',
        ],
      ]);
      expect(scenario.got).toMatchObject({
        created: { result: { authentication: { token: "gho_code-for-oauth-app" } } },
        user: { response: { data: { authorization: "token gho_code-for-oauth-app" } } },
        fromApp: {
          result: { authentication: { token: "gho_code-for-github-app", expiresAt: "2098-01-01T08:00:00.000Z" } },
        },
      });
    });
  });
});

describe("differences the companion's README lists", () => {
  // Replaces `from` by `to` in every string of the run's scenario: what is left must be the same.
  const replaced = (run: SdkRun, name: string, from: string, to: string): unknown =>
    JSON.parse(JSON.stringify(comparable(run, name)).replaceAll(from, to));

  it("{?name,label} with no label: octokit's stray & on both, as mocks written against octokit expect (issue 42)", () => {
    for (const run of [octokit, companion]) {
      expect(scenarioOf(run, NO_LABEL).received.map((record) => record.requestLine)).toEqual([
        "POST /repos/octo-org/hello-world/releases/1/assets?name=notes.txt& HTTP/1.1",
      ]);
    }
    expect(comparable(companion, NO_LABEL)).toStrictEqual(comparable(octokit, NO_LABEL));
  });

  it("graphql() naming a preview of the defaults without -preview: listed twice by @octokit/endpoint, once by the companion", () => {
    const twice =
      "application/vnd.github.jean-grey-preview+json,application/vnd.github.symmetra-preview+json,application/vnd.github.jean-grey-preview+json";
    const once = "application/vnd.github.symmetra-preview+json,application/vnd.github.jean-grey-preview+json";
    const accept = (run: SdkRun): unknown =>
      scenarioOf(run, PREVIEW_WITHOUT_SUFFIX).received.map((record) => header(record, "accept"));
    expect(accept(octokit)).toEqual([twice]);
    expect(accept(companion)).toEqual([once]);
    expect(comparable(companion, PREVIEW_WITHOUT_SUFFIX)).toStrictEqual(
      replaced(octokit, PREVIEW_WITHOUT_SUFFIX, twice, once),
    );
  });

  it("graphql() with the constructor's previews and a token: listed twice by @octokit/endpoint, once by the companion", () => {
    // The token's hook merges the options a third time, against defaults octokit has not rewritten.
    const twice =
      "application/vnd.github.jean-grey-preview+json,application/vnd.github.jean-grey-preview+json,application/vnd.github.symmetra-preview+json";
    const accept = (run: SdkRun): unknown =>
      scenarioOf(run, GRAPHQL_PREVIEWS).received.map((record) => header(record, "accept"));
    expect(accept(octokit)).toEqual([PREVIEWS_ONCE, PREVIEWS_ONCE, twice, twice]);
    expect(accept(companion)).toEqual([PREVIEWS_ONCE, PREVIEWS_ONCE, PREVIEWS_ONCE, PREVIEWS_ONCE]);
    expect(comparable(companion, GRAPHQL_PREVIEWS)).toStrictEqual(
      replaced(octokit, GRAPHQL_PREVIEWS, twice, PREVIEWS_ONCE),
    );
  });

  it("the companion lists each preview once in accept on every POST /graphql", () => {
    for (const [name, scenario] of Object.entries(companion.scenarios)) {
      for (const record of scenario.received.filter((item) => item.path.endsWith("/graphql"))) {
        const types = (header(record, "accept") ?? "").split(",");
        expect({ name, accept: types }).toEqual({ name, accept: [...new Set(types)] });
      }
    }
  });
});
