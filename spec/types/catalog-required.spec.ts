// Issue 27: over GitHub's whole catalog, as a new user would try it. Every parameter object that
// @octokit/types accepts compiles, through `endpoint`, a `defaults()` chain and
// `EndpointConfig#build`; and leaving out any parameter that object requires (path, query or
// body, a text body's `data`, a body field named `url`, on routes written with their query
// expansion too) is a compile error through each of them. Checked against the built
// declarations (npm test builds dist/ before jest runs), as a user's program reads them.
import { join } from "node:path";
import ts from "typescript";
import { hostWith, userCompilerOptions } from "../support/user-program";
import { catalogCalls, octokitRoutes, type CatalogCall } from "./catalog-calls";

jest.setTimeout(300_000);

const here = __dirname;
const OPTIONS = userCompilerOptions([]);

const inMemory = (files: Record<string, string>) => hostWith(OPTIONS, files);

const describeCall = ({ route, via, missing }: CatalogCall) =>
  `${via} ${route}${missing === undefined ? "" : ` without ${missing}`}`;

describe("GitHub's catalog, route by route, against @octokit/types", () => {
  let calls: CatalogCall[];
  let errorLines: Map<number, string>;

  beforeAll(() => {
    const routesFile = join(here, "catalog-routes.generated.ts");
    const routesText = `import type { Endpoints } from "@octokit/types";\nexport type E = Endpoints;\n`;
    const routes = octokitRoutes(inMemory({ [routesFile]: routesText }), OPTIONS, routesFile);
    const generated = catalogCalls(routes);
    calls = generated.calls;
    const callsFile = join(here, "catalog-calls.generated.ts");
    const program = ts.createProgram([callsFile], OPTIONS, inMemory({ [callsFile]: generated.text }));
    const source = program.getSourceFile(callsFile)!;
    errorLines = new Map();
    for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
      if (diagnostic.file !== source || diagnostic.start === undefined) {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
      }
      const { line } = source.getLineAndCharacterOfPosition(diagnostic.start);
      errorLines.set(line, ts.flattenDiagnosticMessageText(diagnostic.messageText, " "));
    }
  });

  it("covers the whole catalog, and required parameters of every kind", () => {
    const routes = new Set(calls.map((call) => call.route));
    expect(routes.size).toBeGreaterThan(1000);
    const missing = new Set(calls.filter((call) => call.missing !== undefined).map(describeCall));
    for (const via of ["endpoint", "defaults", "build"]) {
      for (const left of [
        "POST /markdown/raw without data",
        "POST /orgs/{org}/attestations/bulk-list{?per_page,before,after} without subject_digests",
        "POST /orgs/{org}/private-registries without url",
        "POST /users/{username}/projectsV2/{project_number}/fields without name",
        "POST /user/emails without emails",
        "DELETE /repos/{owner}/{repo}/branches/{branch}/protection/required_status_checks/contexts without contexts",
        "GET /search/issues without q",
        "GET /repos/{owner}/{repo}/issues without owner",
      ]) {
        expect(missing).toContain(`${via} ${left}`);
      }
    }
  });

  // Except where the route has a placeholder that octokit's object leaves out: GitHub's
  // description names the path parameter differently (`org` for `{org_id}`, `alert_number` for
  // `{alert_id}`), or octokit fills it elsewhere (`{origin}`). Sent as it is, such an object
  // leaves the placeholder empty; the placeholder rule asks for it (docs/typescript.md).
  const UNFILLED: Record<string, string> = {
    "GET /orgs/{org_id}/codespaces": "org_id",
    "GET /repos/{owner}/{repo}/code-scanning/alerts/{alert_id}": "alert_id",
    "POST {origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}": "origin",
  };

  it("compiles every parameter object @octokit/types accepts that fills the route's placeholders", () => {
    const refused = calls
      .filter((call) => call.missing === undefined && errorLines.has(call.line))
      .map((call) => ({ call: describeCall(call), error: errorLines.get(call.line)! }));
    const expected = Object.entries(UNFILLED).flatMap(([route, placeholder]) =>
      (["endpoint", "defaults", "build"] as const).map((via) => ({
        call: `${via} ${route}`,
        error: expect.stringContaining(`Property '${placeholder}' is missing`),
      })),
    );
    expect(refused.sort((a, b) => a.call.localeCompare(b.call))).toEqual(
      expected.sort((a, b) => a.call.localeCompare(b.call)),
    );
  });

  it("refuses each of those objects without any one parameter it requires", () => {
    const accepted = calls.filter((call) => call.missing !== undefined && !errorLines.has(call.line));
    expect(accepted.map(describeCall)).toEqual([]);
  });
});
