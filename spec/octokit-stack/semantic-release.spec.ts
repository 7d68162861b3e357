// Issue 42, item 3: @semantic-release/github (a devDependency: 11.0.6, the last line that runs
// on Node 20) as semantic-release drives it in a release pipeline, verifyConditions, publish with
// assets, then success, against the recording server with the API and the uploads on two
// origins (two servers on 127.0.0.1), as GitHub's upload_url names another host than the API's.
// It runs once on @octokit/endpoint and once with the companion in its place (a module-resolution
// hook, register-endpoint.mjs, as an npm `overrides` entry would put it there); the wire must be
// the same. The application (semantic-release-app.mjs) runs in a child Node process: the plugin
// ships ES modules only and jest runs CommonJS here.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../support/free-port";
import { withoutUserAgent } from "../support/without-user-agent";

interface Received {
  requestLine: string;
  method: string;
  target: string;
  headers: Array<[string, string]>;
  body: string;
  bodyBase64?: string;
  refused?: string;
}

interface ReleaseRun {
  endpoint: string;
  apiOrigin: string;
  uploadsOrigin: string;
  steps: Record<"verifyConditions" | "publish" | "success", { result?: unknown; error?: unknown }>;
  log: unknown[][];
  api: Received[];
  uploads: Received[];
}

const APP = path.join(__dirname, "semantic-release-app.mjs");
const REGISTER = pathToFileURL(path.join(__dirname, "register-endpoint.mjs")).href;
const COMPANION = path.resolve(__dirname, "../../packages/octokit-endpoint/dist/index.mjs");
const ASSET_BASE64 = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0xff, 0xfe, 0x00, 0x80]).toString("base64");

// Both runs use the same two ports, so that URLs and Host headers are the same bytes in each.
function runRelease(ports: Record<string, string>, target?: string): ReleaseRun {
  const env: NodeJS.ProcessEnv = { ...process.env, ...ports };
  delete env.OCTOKIT_ENDPOINT_TARGET;
  for (const name of Object.keys(env)) if (/^(https?|no|all)_proxy$/i.test(name)) delete env[name];
  if (target !== undefined) env.OCTOKIT_ENDPOINT_TARGET = target;
  const args = target === undefined ? [APP] : ["--import", REGISTER, APP];
  const child = spawnSync(process.execPath, args, {
    cwd: __dirname,
    env,
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
    timeout: 60_000,
  });
  if (child.status !== 0) throw new Error(`semantic-release-app.mjs exited with ${child.status}:\n${child.stderr}`);
  return JSON.parse(child.stdout) as ReleaseRun;
}

// The plugin uploads its assets at once (Promise.all): their requests, and the log lines that
// follow them, come in either order on either library, so those parts compare as sets of entries.
// Everything else, the stray `&` of a label without a value included, is the same to the byte.
const CONCURRENT: ReadonlySet<string> = new Set(["log", "uploads"]);

const comparable = (run: ReleaseRun, part: "steps" | "log" | "api" | "uploads"): unknown => {
  const value = withoutUserAgent(run[part]);
  if (!CONCURRENT.has(part) || !Array.isArray(value)) return value;
  return value.map((entry) => JSON.stringify(entry)).sort();
};

const header = (record: Received, name: string): string | undefined =>
  record.headers.find(([key]) => key.toLowerCase() === name)?.[1];

let octokit: ReleaseRun;
let companion: ReleaseRun;

beforeAll(async () => {
  const ports = { SR_API_PORT: String(await freePort()), SR_UPLOADS_PORT: String(await freePort()) };
  octokit = runRelease(ports);
  companion = runRelease(ports, COMPANION);
}, 120_000);

describe("@semantic-release/github on @restkit/octokit-endpoint in @octokit/endpoint's place", () => {
  it("loads @octokit/endpoint, then the companion in its place, with the API and uploads on two origins", () => {
    expect(octokit.endpoint).toMatch(/\/node_modules\/@octokit\/endpoint\//);
    expect(companion.endpoint).toBe(pathToFileURL(COMPANION).href);
    expect(new URL(octokit.uploadsOrigin).origin).not.toBe(new URL(octokit.apiOrigin).origin);
  });

  it.each(["steps", "log", "api", "uploads"] as const)(
    "gives the plugin and the servers the same %s as on @octokit/endpoint",
    (part) => {
      expect(comparable(companion, part)).toStrictEqual(comparable(octokit, part));
    },
  );

  describe.each([
    ["@octokit/endpoint", () => octokit],
    ["the companion", () => companion],
  ])("on %s", (_label, run) => {
    it("verifies, publishes and succeeds without an error", () => {
      const { steps } = run();
      expect(steps.verifyConditions).toEqual({ result: "[undefined]" });
      expect(steps.publish.result).toMatchObject({ name: "GitHub release", id: 1 });
      expect(steps.success).toEqual({ result: "[undefined]" });
    });

    it("uploads each asset to the upload origin with the token, the zip byte for byte", () => {
      const [zip, text] = run().uploads;
      expect(run().uploads).toHaveLength(2);
      for (const record of [zip!, text!]) {
        expect(record.refused).toBeUndefined();
        expect(header(record, "authorization")).toBe("token github-token");
      }
      expect(zip!.requestLine).toBe(
        "POST /repos/octo-org/hello-world/releases/1/assets?name=dist.zip&label=Distribution%20%28v1.0.0%29 HTTP/1.1",
      );
      expect(header(zip!, "content-type")).toBe("application/zip");
      expect(zip!.bodyBase64).toBe(ASSET_BASE64);
      expect(text!.requestLine).toMatch(
        /^POST \/repos\/octo-org\/hello-world\/releases\/1\/assets\?name=notes\.txt&? /,
      );
      expect(text!.body).toBe("Release notes, as text\n");
    });

    it("sends the API requests of each step to the API origin with the token", () => {
      const lines = run().api.map((record) => record.requestLine.replace(/ HTTP\/1\.1$/, ""));
      expect(lines).toEqual([
        "GET /repos/octo-org/hello-world",
        "GET /repos/octo-org/hello-world",
        "GET /repos/octo-org/hello-world/pulls/7/commits",
        "PATCH /repos/octo-org/hello-world/issues/9",
        "PATCH /repos/octo-org/hello-world/releases/1",
        "POST /graphql",
        "POST /graphql",
        "POST /graphql",
        "POST /repos/octo-org/hello-world/issues/3/comments",
        "POST /repos/octo-org/hello-world/issues/3/labels",
        "POST /repos/octo-org/hello-world/issues/7/comments",
        "POST /repos/octo-org/hello-world/issues/7/labels",
        "POST /repos/octo-org/hello-world/releases",
      ]);
      for (const record of run().api) expect(header(record, "authorization")).toBe("token github-token");
    });
  });
});
