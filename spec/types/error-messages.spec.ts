// Issue 29 item 8: a parameter of the wrong type is reported with the type the catalog expects
// (`per_page: "ten"` → "Type 'string' is not assignable to type 'number'"), as
// docs/typescript.md shows, not "… to type 'never'". Read from the compiler's own diagnostics,
// on the built declarations (npm test builds dist/ before jest runs), as a user's editor shows them.
import { join } from "node:path";
import ts from "typescript";
import { hostWith, userCompilerOptions } from "../support/user-program";

jest.setTimeout(120_000);

const OPTIONS = userCompilerOptions([]);

// One statement a line; each line's diagnostics, flattened.
const CASES = {
  endpoint: `endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "ten" });`,
  defaults: `endpoint.defaults({ headers: { "x-a": "1" } })("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "ten" });`,
  "defaults that fill a parameter": `endpoint.defaults({ owner: "o" })("GET /repos/{owner}/{repo}/issues", { repo: "r", per_page: "ten" });`,
  build: `new EndpointConfig().build("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", per_page: "ten" });`,
  "with() that fills a parameter": `new EndpointConfig().with({ owner: "o" }).build("GET /repos/{owner}/{repo}/issues", { repo: "r", per_page: "ten" });`,
  "a placeholder of the wrong type": `endpoint("GET /repos/{owner}/{repo}/issues/{issue_number}", { owner: "o", repo: "r", issue_number: "1" });`,
  "an enum": `endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });`,
  "a body field": `endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t", labels: "bug" });`,
} as const;

function diagnostics(): Record<keyof typeof CASES, string> {
  const file = join(__dirname, "error-messages.generated.ts");
  const names = Object.keys(CASES) as (keyof typeof CASES)[];
  const prelude = `import { endpoint, EndpointConfig } from "@restkit/endpoint";`;
  const text = [prelude, ...names.map((name) => CASES[name])].join("\n");
  const program = ts.createProgram([file], OPTIONS, hostWith(OPTIONS, { [file]: text }));
  const source = program.getSourceFile(file)!;
  const found = Object.fromEntries(names.map((name) => [name, ""])) as Record<keyof typeof CASES, string>;
  for (const diagnostic of ts.getPreEmitDiagnostics(program, source)) {
    const line = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line;
    const name = names[line - 1];
    if (name === undefined) throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    found[name] += ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
  }
  return found;
}

describe("a parameter of the wrong type", () => {
  let found: Record<keyof typeof CASES, string>;
  beforeAll(() => {
    found = diagnostics();
  });

  it.each([
    "endpoint",
    "defaults",
    "defaults that fill a parameter",
    "build",
    "with() that fills a parameter",
  ] as const)("names the expected type through %s", (name) => {
    expect(found[name]).toContain("Type 'string' is not assignable to type 'number'.");
    expect(found[name]).not.toContain("'never'");
  });

  it("names the expected type of a placeholder, an enum and a body field", () => {
    expect(found["a placeholder of the wrong type"]).toContain("Type 'string' is not assignable to type 'number'.");
    expect(found["an enum"]).toContain(`Type '"shut"' is not assignable to type '"open" | "closed" | "all"`);
    expect(found["a body field"]).toContain("Type 'string' is not assignable to type '(string | {");
    for (const name of Object.keys(CASES) as (keyof typeof CASES)[]) {
      expect({ name, never: found[name].includes("'never'") }).toEqual({ name, never: false });
    }
  });
});
