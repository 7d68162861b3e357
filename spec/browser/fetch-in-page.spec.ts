// Loads the built browser bundle (npm test builds before jest) into headless Chromium and lets
// the page's own fetch send what endpoint() builds to a local server.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { startRecordingServer, type RecordingServer } from "../integration/recording-server";

// RESTKIT_CHROMIUM points the spec at another Chromium (or, to see the skip, at none).
const CHROMIUM = process.env["RESTKIT_CHROMIUM"] ?? "/usr/bin/chromium";
const root = join(__dirname, "..", "..");
// Outside CI a machine without Chromium skips this file; under CI it must run (and fails loudly
// below if the browser is missing), so a green CI always means the browser spec ran.
const runs = existsSync(CHROMIUM) || process.env["CI"] === "true";
// Straight to stderr: jest does not print the console output of a file whose tests all skip.
if (!runs) process.stderr.write(`\nSkipping the browser spec: ${CHROMIUM} was not found (apt-get install chromium)\n`);

jest.setTimeout(60_000);

interface PageResult {
  options: { method: string; url: string; headers: Record<string, string>; body?: unknown };
  status: number;
  version: string;
}

(runs ? describe : describe.skip)("endpoint() in headless Chromium", () => {
  let server: RecordingServer;
  let userDataDir: string;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`CI=true but ${CHROMIUM} is missing: .ci/run should have installed it`);
    server = await startRecordingServer();
    server.serve("/", "text/html; charset=utf-8", readFileSync(join(__dirname, "page.html")));
    server.serve(
      "/restkit-endpoint.browser.min.mjs",
      "text/javascript; charset=utf-8",
      readFileSync(join(root, "dist", "restkit-endpoint.browser.min.mjs")),
    );
    userDataDir = mkdtempSync(join(tmpdir(), "restkit-chromium-"));
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    page = context.pages()[0] ?? (await context.newPage());
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto(`${server.origin}/`);
    await page
      .waitForFunction(() => document.title === "ready", undefined, { timeout: 10_000 })
      .catch(() => {
        throw new Error(`The bundle did not load in the page: ${pageErrors.join("; ") || "no page error"}`);
      });
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });

  // Runs in the page: build with endpoint(), send with the page's fetch via toFetchArgs.
  function sendFromPage(route: string, parameters: Record<string, unknown>): Promise<PageResult> {
    return page.evaluate(
      async ([route, parameters]) => {
        const { endpoint, toFetchArgs, VERSION } = (window as unknown as { restkit: typeof import("../../lib") })
          .restkit;
        const options = endpoint(route, { baseUrl: location.origin, ...parameters });
        const response = await fetch(...toFetchArgs(options));
        await response.text();
        return { options: JSON.parse(JSON.stringify(options)), status: response.status, version: VERSION };
      },
      [route, parameters] as const,
    );
  }

  it("builds a GET with query that the page's fetch sends as built", async () => {
    const result = await sendFromPage("GET /orgs/{org}/repos", { org: "octokit", type: "private", per_page: 100 });
    expect(result.status).toBe(200);
    expect(result.options.url).toBe(`${server.origin}/orgs/octokit/repos?type=private&per_page=100`);
    const received = server.received.at(-1)!;
    expect(received.method).toBe("GET");
    expect(received.target).toBe("/orgs/octokit/repos?type=private&per_page=100");
    expect(received.headers["accept"]).toBe("application/vnd.github.v3+json");
    expect(received.body.length).toBe(0);
  });

  // Chromium does not let a page's fetch set user-agent (it sends its own), so the server sees the
  // browser's; the built header is still there for clients that honour it. Recorded here so
  // docs/clients.md stays true.
  it("builds the user-agent with the package version; Chromium sends its own instead", async () => {
    const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };
    const result = await sendFromPage("GET /user", {});
    expect(result.version).toBe(version);
    expect(result.options.headers["user-agent"]).toBe(`restkit-endpoint.js/${version}`);
    expect(server.received.at(-1)!.headers["user-agent"]).toMatch(/HeadlessChrome\//);
  });

  it("builds a PATCH with a JSON body that the page's fetch sends as built", async () => {
    const result = await sendFromPage("PATCH /repos/{owner}/{repo}", {
      owner: "o",
      repo: "r",
      description: "it's new",
      topics: ["a"],
    });
    expect(result.options.method).toBe("patch");
    const received = server.received.at(-1)!;
    expect(received.method).toBe("PATCH");
    expect(received.target).toBe("/repos/o/r");
    expect(received.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(received.body.toString("utf8")).toBe('{"description":"it\'s new","topics":["a"]}');
  });

  it("sends an empty PUT with content-length 0 and no content-type", async () => {
    await sendFromPage("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" });
    const received = server.received.at(-1)!;
    expect(received.method).toBe("PUT");
    expect(received.target).toBe("/user/starred/o/r");
    expect(received.headers["content-length"]).toBe("0");
    expect(received.headers["content-type"]).toBeUndefined();
  });
});
