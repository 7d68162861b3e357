// The built package in Deno and Bun (devDependencies `deno` and `bun`, whose npm packages carry
// the binaries): each runtime loads it through the package's exports map, with `import` and with
// `require`, builds requests and sends them with its own fetch to the local recording server,
// which must receive what lib/ builds for the same calls in Node. Deno gets no permission but
// the network to 127.0.0.1: loading the package must not need more (issue 12). The package is
// loaded as users install it, from a node_modules folder: Deno reads the files a CommonJS entry
// requires (the shared dist/library.cjs) there without a permission, but not elsewhere.
import { execFile } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { endpoint } from "../../lib";
import { startRecordingServer, type RecordingServer } from "../integration/recording-server";

// What each runtime builds and sends (send-requests.mjs); the last one through the class API.
const REQUESTS: [string, Record<string, unknown>][] = [
  ["GET /repos/{owner}/{repo}/issues", { owner: "octo cat", repo: "hello", labels: ["bug", "ui"], per_page: 2 }],
  ["POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug ü", labels: ["bug"] }],
  ["PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }],
];
const AUTHORIZATION = "token probe";

const root = join(__dirname, "..", "..");
const bin = (name: string) => join(root, "node_modules", ".bin", name);
const run = promisify(execFile);

const runtimes: Record<string, (probe: string) => string[]> = {
  deno: (probe) => [bin("deno"), "run", "--allow-net=127.0.0.1", "--no-prompt", "--no-lock", probe],
  bun: (probe) => [bin("bun"), probe],
};

// A folder with the built package installed in its node_modules, beside the probes.
let installed: string;
beforeAll(() => {
  installed = mkdtempSync(join(tmpdir(), "restkit-runtimes-"));
  const modules = join(installed, "node_modules");
  const copy = (from: string, to: string) => cpSync(from, to, { recursive: true, dereference: true });
  mkdirSync(join(modules, "@restkit", "endpoint"), { recursive: true });
  copy(join(root, "dist"), join(modules, "@restkit", "endpoint", "dist"));
  copy(join(root, "package.json"), join(modules, "@restkit", "endpoint", "package.json"));
  copy(join(root, "node_modules", "rfc6570-uri-template"), join(modules, "rfc6570-uri-template"));
  for (const file of ["probe.mjs", "probe.cjs", "send-requests.mjs"])
    copy(join(__dirname, file), join(installed, file));
  writeFileSync(join(installed, "package.json"), JSON.stringify({ name: "probe", private: true }));
});
afterAll(() => rmSync(installed, { recursive: true, force: true }));

describe.each(Object.keys(runtimes))("the built package in %s", (runtime) => {
  let server: RecordingServer;
  beforeEach(async () => {
    server = await startRecordingServer();
  });
  afterEach(() => server.close());

  it.each(["probe.mjs", "probe.cjs"])(
    "sends what lib/ builds, loaded by %s",
    async (probe) => {
      const [command, ...args] = runtimes[runtime]!(join(installed, probe));
      const { stdout } = await run(command!, [...args, server.origin, AUTHORIZATION, JSON.stringify(REQUESTS)], {
        cwd: installed,
        env: { ...process.env, NO_COLOR: "1" },
      });
      expect(stdout.trim()).toBe("sent");

      const api = endpoint.defaults({ baseUrl: server.origin, headers: { authorization: AUTHORIZATION } });
      const expected = REQUESTS.map(([route, parameters]) => api(route, parameters));
      expect(server.received).toHaveLength(expected.length);
      expected.forEach((options, index) => {
        const received = server.received[index]!;
        expect(received.method).toBe(options.method.toUpperCase());
        expect(server.origin + received.target).toBe(options.url);
        for (const [name, value] of Object.entries(options.headers)) expect(received.headers[name]).toBe(String(value));
        const body =
          options.body === undefined
            ? ""
            : typeof options.body === "string"
              ? options.body
              : JSON.stringify(options.body);
        expect(received.body.toString("utf8")).toBe(body);
      });
      // What the three calls are, so that a change to REQUESTS cannot hollow the check out.
      expect(server.received.map((r) => `${r.method} ${r.target}`)).toEqual([
        "GET /repos/octo%20cat/hello/issues?labels=bug,ui&per_page=2",
        "POST /repos/o/r/issues",
        "PUT /user/starred/o/r",
      ]);
      expect(server.received[1]!.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(server.received[2]!.headers["content-length"]).toBe("0");
    },
    60_000,
  );
});
