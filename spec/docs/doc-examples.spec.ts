// Every TypeScript block of README.md and docs/ compiles under `strict` against the built package
// (npm test builds before jest) and, unless it sends a request, runs. The rules for writers are at
// the top of code-blocks.ts.
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { codeBlocks, documentedFiles, type CodeBlock } from "./code-blocks";
import { transpile, typeCheck, type BlockDiagnostic } from "./type-check-blocks";

const root = join(__dirname, "..", "..");
// Inside the package, so that "@restkit/endpoint" resolves to the package itself (by its exports).
const out = join(root, ".doc-examples");

const blocks = documentedFiles(root).flatMap((file) => codeBlocks(root, file));
const checked = blocks.filter((block) => block.mode !== "fragment");
const runnable = checked.filter((block) => block.mode === "run" && block.errorLines.length === 0);

let diagnostics: Map<string, BlockDiagnostic[]>;
let runFailures: Record<string, string>;

beforeAll(() => {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out);
  const sources = checked.map((block) => {
    const file = join(out, `${block.name}.mts`);
    writeFileSync(file, block.code);
    return file;
  });
  diagnostics = typeCheck(sources);
  const scripts = runnable.map((block) => {
    const file = join(out, `${block.name}.mjs`);
    writeFileSync(file, transpile(withThrowChecks(block)));
    return file;
  });
  const results = join(out, "results.json");
  execFileSync(process.execPath, [join(__dirname, "run-blocks.mjs"), results, ...scripts], {
    cwd: out,
    stdio: "ignore",
  });
  runFailures = JSON.parse(readFileSync(results, "utf8")) as Record<string, string>;
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

// `statement; // throws ERR_X` becomes a call that fails unless the statement throws ERR_X.
function withThrowChecks(block: CodeBlock): string {
  return block.code
    .split("\n")
    .map((line, index) => {
      const code = block.throwLines.get(index);
      if (code === undefined) return line;
      const statement = line.slice(0, line.search(/;\s*\/\/ throws/) + 1).trim();
      return `__expectThrows(() => { ${statement} }, ${JSON.stringify(code)});`;
    })
    .join("\n");
}

describe("the TypeScript blocks of README.md and docs/", () => {
  it("are found, and the few fragments give a reason", () => {
    expect(checked.length).toBeGreaterThanOrEqual(25);
    for (const block of blocks.filter((block) => block.mode === "fragment")) expect(block.reason).toMatch(/\w{4}/);
  });

  describe.each(checked.map((block) => [block.where, block] as const))("%s", (_, block) => {
    it("compiles under strict against the built package, failing only where it says // error", () => {
      const found = diagnostics.get(join(out, `${block.name}.mts`))!;
      const unexpected = found.filter(({ line }) => !block.errorLines.includes(line)).map(({ message }) => message);
      const compiledAnyway = block.errorLines.filter((line) => !found.some((error) => error.line === line));
      expect({ unexpected, compiledAnyway: compiledAnyway.map((line) => block.code.split("\n")[line]) }).toEqual({
        unexpected: [],
        compiledAnyway: [],
      });
    });

    if (runnable.includes(block)) {
      it("runs without throwing, and throws where it says // throws", () => {
        expect(runFailures[join(out, `${block.name}.mjs`)]).toBeUndefined();
      });
    }
  });
});
