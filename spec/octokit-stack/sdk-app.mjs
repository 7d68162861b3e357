// An application on the two Octokit SDKs that users install, @octokit/rest 22 and octokit 5 (the
// SDK with everything: REST methods, paginate, GraphQL, throttling, retry, App and OAuthApp), run
// by octokit-sdk.spec.ts in a child Node process against the recording server in this process:
// once from this folder (the repository's node_modules: @octokit/endpoint), once from a copy in
// the consumer project of consumer-project.mjs (npm `overrides`: the companion). It prints one
// JSON document: which package each SDK's @octokit/request loads as @octokit/endpoint, and for
// each scenario what the caller got, the log lines and what the server received.
//
//   node sdk-app.mjs
//
// Environment: OCTOKIT_STACK_PORT (the server's port; 0 or unset: any), OCTOKIT_STACK_KEY (an RSA
// private key in PEM for the GitHub App; generated when unset), OCTOKIT_STACK_NOW (milliseconds:
// the clock of the App scenarios, so that their JWTs are the same in every run),
// OCTOKIT_STACK_ONLY (scenario names separated by "|": run only those).
import { Buffer } from "node:buffer";
import { createPublicKey, generateKeyPairSync, verify } from "node:crypto";
import { existsSync, readFileSync, realpathSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { Octokit as RestOctokit } from "@octokit/rest";
import { App, OAuthApp, Octokit } from "octokit";
import { describeResponse, outcome, plain, runScenarios } from "./outcomes.mjs";
import { startRecordingServer } from "./recording-server.mjs";

const owner = "octo-org";
const repo = "hello-world";
const realNow = Date.now;

const privateKey =
  process.env.OCTOKIT_STACK_KEY ??
  generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  }).privateKey;
const publicKey = createPublicKey(privateKey);

// ---------------------------------------------------------------------------------------------
// Which package is @octokit/endpoint, seen from each SDK's @octokit/request

// The folder of package `name` as Node's resolution finds it from the folder `from`.
function packageFolder(from, name) {
  for (let folder = from; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, "node_modules", name);
    if (path.basename(folder) !== "node_modules" && existsSync(path.join(candidate, "package.json"))) {
      return realpathSync(candidate);
    }
    if (folder === path.dirname(folder)) throw new Error(`${name} is not found from ${from}`);
  }
}

// Each chain goes from this application to @octokit/endpoint through the packages that import
// one another; the last one is what the SDK sends its requests through.
const CHAINS = [
  ["@octokit/rest", "@octokit/core", "@octokit/request", "@octokit/endpoint"],
  ["@octokit/rest", "@octokit/core", "@octokit/graphql", "@octokit/request", "@octokit/endpoint"],
  ["octokit", "@octokit/core", "@octokit/request", "@octokit/endpoint"],
  ["octokit", "@octokit/app", "@octokit/auth-app", "@octokit/request", "@octokit/endpoint"],
  ["octokit", "@octokit/oauth-app", "@octokit/oauth-methods", "@octokit/request", "@octokit/endpoint"],
];

function endpointPackages() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return Object.fromEntries(
    CHAINS.map((chain) => {
      const folder = chain.reduce((from, name) => packageFolder(from, name), here);
      const { name, version } = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
      return [chain.join(" → "), { name, version, inProject: folder.startsWith(realpathSync(here) + path.sep) }];
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// The recording of one scenario: every log line, stray errors

let current;

function newRecording() {
  const recording = { log: [], unhandled: [] };
  // plugin-request-log's lines end with the time a request took.
  const line =
    (level) =>
    (first, ...rest) =>
      recording.log.push([
        level,
        typeof first === "string" ? first.replace(/ in \d+ms$/, " in <n>ms") : plain(first),
        ...rest.map((arg) => plain(arg)),
      ]);
  recording.logger = { debug: line("debug"), info: line("info"), warn: line("warn"), error: line("error") };
  return recording;
}

// Nothing leaves this machine: a request to anywhere but the recording server is refused before
// it is sent (a REST method whose route has a baseUrl of its own, uploads.github.com, would go
// there), and the refusal is recorded as a stray error of the scenario.
let serverOrigin;
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(typeof input === "object" && "url" in input ? input.url : String(input));
  if (url.origin === serverOrigin) return realFetch(input, init);
  current?.unhandled.push(["refused", url.href]);
  return Promise.reject(new TypeError(`refused: ${url.origin} is not the recording server`));
};

process.on("unhandledRejection", (reason) => current?.unhandled.push(["unhandledRejection", plain(reason)]));
process.on("uncaughtException", (error) => current?.unhandled.push(["uncaughtException", plain(error)]));
process.on("warning", (warning) => current?.unhandled.push(["warning", warning.name, warning.message]));

function context(base, recording) {
  const common = (options = {}) => ({ baseUrl: base, auth: "ghp_personal_token", log: recording.logger, ...options });
  return {
    base,
    recording,
    rest: (options) => new RestOctokit(common(options)),
    octokit: (options) => new Octokit(common(options)),
  };
}

// Stops Date.now() at OCTOKIT_STACK_NOW while `run` goes on: an app JWT holds the time it was
// issued at, and a GitHub App user token the time it expires at. Nothing in these scenarios waits
// on Date.now(): plugin-throttling's limiters run on timers.
async function atFixedTime(run) {
  const fixed = Number(process.env.OCTOKIT_STACK_NOW || realNow());
  Date.now = () => fixed;
  try {
    return await run();
  } finally {
    Date.now = realNow;
  }
}

// ---------------------------------------------------------------------------------------------
// Scripted responses

const json = (data, extra = {}) => ({ status: 200, json: data, ...extra });
const header = ({ headers }, name) => headers.find(([key]) => key.toLowerCase() === name)?.[1];
const issue = (number, extra = {}) => ({ number, title: `Issue ${number}`, state: "open", ...extra });
const requestId = (id) => ({ "x-github-request-id": id });

// Three pages of issues: page 1 at `path` (any query), pages 2 and 3 under /repositories/1296269,
// each page's `link` header pointing back at this server.
function pagedIssues(base, path, { wrap } = {}) {
  const next = (page) => `${base}/repositories/1296269/issues?per_page=2&page=${page}`;
  const page = (number, links) => {
    const items = [{ number: number * 2 - 1 }, { number: number * 2 }];
    return {
      status: 200,
      headers: { link: links.join(", ") },
      json: wrap ? { total_count: 6, incomplete_results: false, items } : items,
    };
  };
  return {
    [path]: page(1, [`<${next(2)}>; rel="next"`, `<${next(3)}>; rel="last"`]),
    "/repositories/1296269/issues": ({ target }) =>
      /[?&]page=2(&|$)/.test(target)
        ? page(2, [`<${next(3)}>; rel="next"`, `<${next(3)}>; rel="last"`, `<${next(1)}>; rel="first"`])
        : page(3, [`<${next(2)}>; rel="prev"`, `<${next(1)}>; rel="first"`]),
  };
}

// The server's view of an app JWT: verified with the public key of OCTOKIT_STACK_KEY.
function appJwt(request) {
  const [scheme, token = ""] = (header(request, "authorization") ?? "").split(" ");
  const [head, payload, signature] = token.split(".");
  const valid =
    signature !== undefined &&
    verify("sha256", Buffer.from(`${head}.${payload}`), publicKey, Buffer.from(signature, "base64url"));
  return { scheme, valid, payload: payload ? JSON.parse(Buffer.from(payload, "base64url").toString()) : null };
}

const secondaryLimit = (status, retryAfter) => ({
  status,
  headers: { "retry-after": retryAfter },
  json: {
    message: "You have exceeded a secondary rate limit. Please wait a few minutes before you try again.",
    documentation_url: "https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits",
    status: String(status),
  },
});
const serverError = { status: 500, json: { message: "Server Error" } };

// ---------------------------------------------------------------------------------------------
// The scenarios: name → { script(base), run(ctx) }

const scenarios = {};
const scenario = (name, script, run) => void (scenarios[name] = { script, run });

// --- @octokit/rest ---------------------------------------------------------------------------

scenario(
  "@octokit/rest: REST methods under octokit.rest and the legacy namespace",
  () => ({
    "POST /repos/octo-org/hello-world/issues": (request) =>
      JSON.parse(request.body).title
        ? { status: 201, json: issue(3, { title: JSON.parse(request.body).title }) }
        : { status: 422, json: { message: "Validation Failed", errors: [{ code: "missing_field", field: "title" }] } },
    "/repos/octo-org/hello-world": json({ id: 1, full_name: "octo-org/hello-world" }),
    "/repos/octo-org/hello-world/issues/1": json(issue(1, { state: "closed" })),
    "/repos/octo-org/hello-world/pulls": json([{ number: 5 }]),
    "/repos/octo-org/hello-world/issues/1/labels/good%20first%20issue": json([]),
    "/repos/octo-org/hello-world/topics": json({ names: ["octokit", "rest"] }),
    "/user/starred/octo-org/hello-world": { status: 204 },
  }),
  async ({ rest }) => {
    const client = rest();
    const calls = {
      "rest.issues.create": () =>
        client.rest.issues.create({ owner, repo, title: "Found a bug", body: "ünïcödé & <html>", labels: ["bug"] }),
      "issues.create": () =>
        client.issues.create({ owner, repo, title: "Found a bug", assignees: [], milestone: null }),
      "issues.create without a title (422)": () => client.issues.create({ owner, repo, title: "" }),
      "rest.repos.get": () => client.rest.repos.get({ owner, repo }),
      "repos.get": () => client.repos.get({ owner, repo }),
      "repos.get of a missing repository (404)": () => client.repos.get({ owner, repo: "missing" }),
      "rest.issues.update": () => client.rest.issues.update({ owner, repo, issue_number: 1, state: "closed" }),
      "issues.update": () =>
        client.issues.update({ owner, repo, issue_number: 1, labels: ["done"], state_reason: null }),
      "rest.pulls.list": () => client.rest.pulls.list({ owner, repo, state: "all", head: "octo-org:feature/x" }),
      "pulls.list": () => client.pulls.list({ owner, repo, per_page: 1, page: 2 }),
      "rest.issues.removeLabel": () =>
        client.rest.issues.removeLabel({ owner, repo, issue_number: 1, name: "good first issue" }),
      "issues.removeLabel": () => client.issues.removeLabel({ owner, repo, issue_number: 1, name: "good first issue" }),
      "repos.replaceAllTopics": () => client.repos.replaceAllTopics({ owner, repo, names: ["octokit", "rest"] }),
      "activity.starRepoForAuthenticatedUser": () => client.activity.starRepoForAuthenticatedUser({ owner, repo }),
    };
    const results = { "the legacy namespace is octokit.rest": client.issues === client.rest.issues };
    for (const [name, call] of Object.entries(calls)) results[name] = await outcome(call);
    return results;
  },
);

scenario(
  "@octokit/rest: paginate over Link headers",
  (base) => ({
    ...pagedIssues(base, "/repos/octo-org/hello-world/issues"),
    ...pagedIssues(base, "/search/issues", { wrap: true }),
  }),
  async ({ rest }) => {
    const client = rest();
    const pages = [];
    for await (const response of client.paginate.iterator(client.rest.issues.listForRepo, {
      owner,
      repo,
      per_page: 2,
    })) {
      pages.push(describeResponse(response));
    }
    return {
      "by route": await outcome(() =>
        client.paginate("GET /repos/{owner}/{repo}/issues", { owner, repo, per_page: 2, state: "all" }),
      ),
      "by octokit.rest method": await outcome(() =>
        client.paginate(client.rest.issues.listForRepo, { owner, repo, per_page: 2, labels: "bug,ui" }),
      ),
      "by legacy method, with a map function that stops": await outcome(() =>
        client.paginate(client.issues.listForRepo, { owner, repo, per_page: 2 }, (response, done) => {
          if (response.data.some((item) => item.number === 4)) done();
          return response.data.map((item) => item.number);
        }),
      ),
      "iterator pages": pages,
      "search (q with +)": await outcome(() =>
        client.paginate(client.rest.search.issuesAndPullRequests, {
          q: "repo:octo-org/hello-world is:issue label:bug+language:c++",
          per_page: 2,
        }),
      ),
    };
  },
);

const viewerQuery = "query { viewer { login } }";
const viewer = json({ data: { viewer: { login: "octocat" } } });

scenario(
  "@octokit/rest: request with mediaType format and previews",
  () => ({
    "/repos/octo-org/hello-world/pulls/5": {
      status: 200,
      headers: { "content-type": "text/x-diff; charset=utf-8" },
      text: "diff --git a/README.md b/README.md\n+hello\n",
    },
    "/repos/octo-org/hello-world/contents/README.md": {
      status: 200,
      headers: { "content-type": "application/vnd.github.raw; charset=utf-8" },
      text: "# Hello\n",
    },
    "/repos/octo-org/hello-world/commits/main": { status: 200, text: "c0ffee" },
    "/repos/octo-org/hello-world/topics": json({ names: ["octokit"] }),
    "/graphql": viewer,
  }),
  async ({ rest }) => {
    const client = rest();
    return {
      "format diff": await outcome(() =>
        client.request("GET /repos/{owner}/{repo}/pulls/{pull_number}", {
          owner,
          repo,
          pull_number: 5,
          mediaType: { format: "diff" },
        }),
      ),
      "format raw": await outcome(() =>
        client.request("GET /repos/{owner}/{repo}/contents/{path}", {
          owner,
          repo,
          path: "README.md",
          mediaType: { format: "raw" },
        }),
      ),
      "format sha through a REST method": await outcome(() =>
        client.rest.repos.getCommit({ owner, repo, ref: "main", mediaType: { format: "sha" } }),
      ),
      "previews on a REST route (not applied)": await outcome(() =>
        client.request("GET /repos/{owner}/{repo}/topics", { owner, repo, mediaType: { previews: ["mercy"] } }),
      ),
      "previews on POST /graphql": await outcome(() =>
        client.request("POST /graphql", { query: viewerQuery, mediaType: { previews: ["jean-grey", "symmetra"] } }),
      ),
      "previews and a format on POST /graphql": await outcome(() =>
        client.request("POST /graphql", {
          query: viewerQuery,
          mediaType: { previews: ["jean-grey-preview"], format: "raw" },
        }),
      ),
    };
  },
);

const PREVIEWS = ["jean-grey-preview", "symmetra"];

scenario(
  "@octokit/rest: POST /graphql on an Octokit with previews in the constructor",
  () => ({ "/graphql": viewer }),
  async ({ rest }) => {
    const client = rest({ previews: PREVIEWS });
    const other = rest({ previews: PREVIEWS });
    return {
      first: await outcome(() => client.request("POST /graphql", { query: viewerQuery })),
      second: await outcome(() => client.request("POST /graphql", { query: viewerQuery })),
      "a call's own preview": await outcome(() =>
        client.request("POST /graphql", { query: viewerQuery, mediaType: { previews: ["jean-grey"] } }),
      ),
      "an options object": await outcome(() => client.request({ method: "POST", url: "/graphql", query: viewerQuery })),
      "a call's own preview, first call of another Octokit": await outcome(() =>
        other.request("POST /graphql", { query: viewerQuery, mediaType: { previews: ["jean-grey"] } }),
      ),
    };
  },
);

scenario(
  "@octokit/rest: graphql() on an Octokit with previews in the constructor",
  () => ({ "/graphql": viewer }),
  async ({ rest }) => {
    const anonymous = rest({ previews: PREVIEWS, auth: undefined });
    const authenticated = rest({ previews: PREVIEWS });
    return {
      "without auth, first": await outcome(() => anonymous.graphql(viewerQuery)),
      "without auth, second": await outcome(() => anonymous.graphql(viewerQuery)),
      "with a token, first": await outcome(() => authenticated.graphql(viewerQuery)),
      "with a token, second": await outcome(() => authenticated.graphql(viewerQuery)),
    };
  },
);

// A difference the companion's README lists: octokit's graphql() lists a preview of the defaults
// twice in `accept` when the call names it without -preview; the companion lists it once.
scenario(
  "@octokit/rest: graphql() naming a constructor preview without -preview",
  () => ({ "/graphql": viewer }),
  ({ rest }) =>
    outcome(() =>
      rest({ previews: PREVIEWS, auth: undefined }).graphql(viewerQuery, { mediaType: { previews: ["jean-grey"] } }),
    ),
);

scenario(
  "@octokit/rest: hook.wrap and hook.before",
  () => ({
    "/repos/octo-org/hello-world/issues/1": json(issue(1)),
    "/user": json({ login: "octocat" }),
  }),
  async ({ rest }) => {
    const client = rest();
    const seen = [];
    client.hook.before("request", (options) => {
      seen.push(["before", plain(options)]);
      options.headers["x-before"] = "yes";
    });
    client.hook.wrap("request", async (request, options) => {
      seen.push(["wrap", plain(options)]);
      // (before-after-hook hands the inner hooks the options it was given, whatever `request` is called with)
      options.headers["x-wrapped"] = "1";
      const response = await request(options);
      return { ...response, data: { wrapped: response.data } };
    });
    return {
      "issues.update": await outcome(() =>
        client.rest.issues.update({ owner, repo, issue_number: 1, title: "Hooked" }),
      ),
      "issues.get": await outcome(() => client.issues.get({ owner, repo, issue_number: 1 })),
      "request GET /user": await outcome(() => client.request("GET /user")),
      seen,
    };
  },
);

scenario(
  "@octokit/rest: the request log",
  () => ({
    "/repos/octo-org/hello-world": json({ id: 1 }, { headers: requestId("0400:1A2B:3C4D") }),
    "/repos/octo-org/hello-world/issues": { status: 201, json: issue(7), headers: requestId("0400:5E6F:7A8B") },
  }),
  async ({ rest }) => {
    const client = rest();
    return {
      get: await outcome(() => client.rest.repos.get({ owner, repo })),
      post: await outcome(() => client.rest.issues.create({ owner, repo, title: "Logged" })),
      missing: await outcome(() => client.request("GET /repos/{owner}/{repo}", { owner, repo: "missing" })),
    };
  },
);

// Bytes that are no UTF-8 text: the server keeps them in base64 too.
const ASSET = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0xfe, 0x00, 0x80, 0x0a, 0x0d]);

// uploadReleaseAsset's route is "POST /repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}"
// with the baseUrl https://uploads.github.com (it no longer takes an `origin` parameter): on GitHub
// Enterprise Server, uploads go to the API's own host, and the caller gives that baseUrl.
scenario(
  "@octokit/rest: a release created and assets uploaded to the API host's origin",
  (base) => ({
    "POST /repos/octo-org/hello-world/releases": (request) => ({
      status: 201,
      json: {
        id: 1,
        ...JSON.parse(request.body),
        upload_url: `${base}/repos/octo-org/hello-world/releases/1/assets{?name,label}`,
      },
    }),
    "POST /repos/octo-org/hello-world/releases/1/assets": (request) => {
      const query = new URL(request.target, base).searchParams;
      return {
        status: 201,
        json: {
          id: 9,
          name: query.get("name"),
          label: query.get("label"),
          content_type: header(request, "content-type"),
          size: Number(header(request, "content-length")),
        },
      };
    },
  }),
  async ({ base, rest }) => {
    const client = rest();
    const release = await outcome(() =>
      client.rest.repos.createRelease({
        owner,
        repo,
        tag_name: "v1.0.0",
        name: "v1.0.0",
        body: "First release",
        draft: true,
        generate_release_notes: false,
      }),
    );
    const uploadUrl = release.response?.data.upload_url;
    const zip = { "content-type": "application/zip", "content-length": ASSET.length };
    return {
      release,
      "uploadReleaseAsset, binary": await outcome(() =>
        client.rest.repos.uploadReleaseAsset({
          owner,
          repo,
          release_id: 1,
          baseUrl: base,
          name: "hello world.zip",
          label: "Hello, world (zip)",
          data: ASSET,
          headers: zip,
        }),
      ),
      "uploadReleaseAsset, text": await outcome(() =>
        client.rest.repos.uploadReleaseAsset({
          owner,
          repo,
          release_id: 1,
          baseUrl: base,
          name: "notes.txt",
          label: "Release notes",
          data: "Release notes: ünïcödé\n",
          headers: { "content-type": "text/plain; charset=utf-8" },
        }),
      ),
      "request to the release's upload_url": await outcome(() =>
        client.request({
          method: "POST",
          url: uploadUrl,
          name: "hello.zip",
          label: "Hello",
          data: ASSET,
          headers: zip,
        }),
      ),
    };
  },
);

// A difference the companion's README lists: {?name,label} with no label ends in a stray `&` on
// @octokit/endpoint, not on the companion.
scenario(
  "@octokit/rest: an asset uploaded with a name and no label",
  () => ({
    "POST /repos/octo-org/hello-world/releases/1/assets": { status: 201, json: { id: 10, name: "notes.txt" } },
  }),
  ({ base, rest }) =>
    outcome(() =>
      rest().rest.repos.uploadReleaseAsset({
        owner,
        repo,
        release_id: 1,
        baseUrl: base,
        name: "notes.txt",
        data: "Release notes\n",
        headers: { "content-type": "text/plain" },
      }),
    ),
);

// --- octokit ---------------------------------------------------------------------------------

// The octokit SDK's throttling keeps its limiters in the module, shared by every Octokit of the
// process, and each remembers when it last ran a job: with Date.now() stopped at an earlier time
// than that, a limiter waits for ever. So the scenario that stops the clock (the App's JWTs) runs
// before any other scenario of this SDK.

const installationToken = (installationId) => ({
  status: 201,
  json: {
    token: `ghs_installation_${installationId}`,
    expires_at: "2099-01-01T00:00:00Z",
    permissions: { issues: "write", metadata: "read" },
    repository_selection: "all",
  },
});

scenario(
  "octokit: App, getInstallationOctokit and eachRepository",
  (base) => ({
    "/app": (request) => json({ id: 12345, slug: "stack-app", jwt: appJwt(request) }),
    "/app/installations": (request) => json([{ id: 678, jwt: appJwt(request) }, { id: 679 }]),
    "/app/installations/678/access_tokens": (request) => ({
      ...installationToken(678),
      json: { ...installationToken(678).json, jwt: appJwt(request) },
    }),
    "/app/installations/679/access_tokens": installationToken(679),
    "/repos/octo-org/hello-world/issues/1": json(issue(1)),
    "/installation/repositories": (request) => {
      const installation = (header(request, "authorization") ?? "").replace("token ghs_installation_", "");
      const page = /[?&]page=2(&|$)/.test(request.target) ? 2 : 1;
      const names = installation === "678" ? [`repo-${page * 2 - 1}`, `repo-${page * 2}`] : ["other"];
      const link =
        installation === "678" && page === 1 ? { link: `<${base}/installation/repositories?page=2>; rel="next"` } : {};
      const repositories = names.map((name) => ({ full_name: `octo-org/${name}`, installation }));
      return json({ total_count: repositories.length * 2, repositories }, { headers: link });
    },
  }),
  ({ base, recording }) =>
    atFixedTime(async () => {
      const app = new App({
        appId: 12345,
        privateKey,
        Octokit: Octokit.defaults({ baseUrl: base }),
        log: recording.logger,
      });
      const authenticated = await outcome(() => app.octokit.rest.apps.getAuthenticated());
      let installation;
      const getInstallationOctokit = await outcome(async () => {
        installation = await app.getInstallationOctokit(678);
        const { createdAt, ...authentication } = await installation.auth({ type: "installation" });
        return { ...authentication, createdAtIsAString: typeof createdAt === "string" }; // createdAt: new Date()'s
      });
      const issueGet = await outcome(() => installation.rest.issues.get({ owner, repo, issue_number: 1 }));
      const repositories = [];
      const eachRepository = await outcome(() =>
        app.eachRepository(({ repository }) => void repositories.push(repository)),
      );
      return { authenticated, getInstallationOctokit, issueGet, eachRepository, repositories };
    }),
);

// In the octokit SDK, plugin-retry's error hook sees an error before plugin-throttling does and
// retries every status but 400, 401, 403, 404, 410, 422 and 451 itself, a 429 included: the bundled
// onSecondaryRateLimit handler is reached by a secondary rate limit answered with 403.
scenario(
  "octokit: a secondary rate limit (403, retry-after 1) then 200, through the bundled throttling",
  () => ({ "/repos/octo-org/hello-world/commits": [secondaryLimit(403, "1"), json([{ sha: "c0ffee" }])] }),
  async ({ octokit }) => {
    const started = performance.now();
    const result = await outcome(() => octokit().rest.repos.listCommits({ owner, repo, per_page: 1 }));
    // retry-after 1: the bundled onSecondaryRateLimit asks for one retry, a second later
    return { ...result, waitedASecond: performance.now() - started >= 1000 };
  },
);

scenario(
  "octokit: a 429 and a 500, each then 200, through the bundled retry",
  () => ({
    "/repos/octo-org/hello-world/commits": [secondaryLimit(429, "1"), json([{ sha: "c0ffee" }])],
    "/repos/octo-org/hello-world": [serverError, json({ id: 1 })],
  }),
  async ({ octokit }) => {
    // retryAfterBaseValue: plugin-retry waits (retry count)² × 10 ms instead of × 1 s
    const client = octokit({ retry: { retryAfterBaseValue: 10 } });
    return {
      429: await outcome(() => client.rest.repos.listCommits({ owner, repo, per_page: 1 })),
      500: await outcome(() => client.rest.repos.get({ owner, repo })),
    };
  },
);

const issuesPageQuery = `query ($owner: String!, $repo: String!, $cursor: String) {
  repository(owner: $owner, name: $repo) {
    issues(first: 2, after: $cursor) { nodes { number } pageInfo { hasNextPage endCursor } }
  }
}`;

scenario(
  "octokit: graphql and graphql.paginate",
  () => ({
    "/graphql": (request) => {
      const { query, variables } = JSON.parse(request.body);
      if (!query.includes("pageInfo")) return viewer;
      const second = variables.cursor === "Y3Vyc29yOjI=";
      const nodes = second ? [{ number: 3 }] : [{ number: 1 }, { number: 2 }];
      const pageInfo = { hasNextPage: !second, endCursor: second ? "Y3Vyc29yOjM=" : "Y3Vyc29yOjI=" };
      return json({ data: { repository: { issues: { nodes, pageInfo } } } });
    },
  }),
  async ({ octokit }) => {
    const client = octokit();
    return {
      "graphql with a variable and a header": await outcome(() =>
        client.graphql({ query: viewerQuery, headers: { "x-trace": "1" }, login: "octocat" }),
      ),
      "graphql.paginate": await outcome(() => client.graphql.paginate(issuesPageQuery, { owner, repo })),
    };
  },
);

scenario(
  "octokit: OAuthApp and App.oauth exchange a code for a token",
  () => ({
    "POST /login/oauth/access_token": (request) => {
      const { client_id, code } = JSON.parse(request.body);
      const token = { access_token: `gho_${code}`, token_type: "bearer", scope: "repo,gist" };
      if (client_id.startsWith("Iv1.")) {
        // A GitHub App's user token expires: its expiry is counted from the response's date.
        return json(
          { ...token, scope: "", refresh_token: `ghr_${code}`, expires_in: 28800, refresh_token_expires_in: 15724800 },
          { headers: { date: "Wed, 01 Jan 2098 00:00:00 GMT" } },
        );
      }
      return json(token);
    },
    "/user": (request) => json({ login: "octocat", authorization: header(request, "authorization") }),
  }),
  async ({ base, recording }) => {
    const ServerOctokit = Octokit.defaults({ baseUrl: base, log: recording.logger });
    const oauthApp = new OAuthApp({
      clientId: "0a1b2c3d4e5f6a7b8c9d",
      clientSecret: "oauth-app-secret",
      Octokit: ServerOctokit,
      log: recording.logger,
    });
    const events = [];
    oauthApp.on("token.created", ({ name, action, token }) => void events.push({ name, action, token }));
    const created = await outcome(() =>
      oauthApp.createToken({ code: "code-for-oauth-app", redirectUrl: "http://localhost:3000/callback" }),
    );
    const user = await outcome(() =>
      new ServerOctokit({ auth: created.result?.authentication.token }).rest.users.getAuthenticated(),
    );
    const app = new App({
      appId: 12345,
      privateKey,
      oauth: { clientId: "Iv1.0a1b2c3d4e5f6a7b", clientSecret: "github-app-secret" },
      Octokit: ServerOctokit,
      log: recording.logger,
    });
    const fromApp = await outcome(() => app.oauth.createToken({ code: "code-for-github-app" }));
    return { created, user, fromApp, events };
  },
);

// ---------------------------------------------------------------------------------------------

async function main() {
  const server = await startRecordingServer(Number(process.env.OCTOKIT_STACK_PORT || 0));
  serverOrigin = server.origin;
  const output = {
    endpoints: endpointPackages(),
    // The companion deep-freezes DEFAULTS (a difference its README lists): which package each
    // SDK's Octokit really builds its requests with, seen from the outside.
    frozenDefaults: {
      "@octokit/rest": Object.isFrozen(new RestOctokit().request.endpoint.DEFAULTS),
      octokit: Object.isFrozen(new Octokit().request.endpoint.DEFAULTS),
    },
    origin: server.origin,
    scenarios: {},
  };
  await runScenarios(scenarios, {
    server,
    output,
    begin: () => (current = newRecording()),
    end: () => (current = undefined),
    kept: ({ log, unhandled }) => ({ log, unhandled }),
    context: (recording) => context(server.origin, recording),
  });
}

await main();
