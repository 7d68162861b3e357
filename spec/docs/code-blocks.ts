// The TypeScript blocks of README.md and docs/*.md, and what each one promises. The rules, as a
// writer of docs sees them:
//   ```ts                    type-checked with `strict` against the built package, then run;
//   ```ts no-run             type-checked only: it sends a request (no network in the specs);
//   ```ts fragment: REASON   neither: not a program (a shape, an excerpt); the reason is required;
//   `// error…` comment      the statement it ends (or the line above it) must not compile; a
//                            block with such lines is type-checked only;
//   `// throws ERR_…`        the one-line statement it ends must throw an EndpointError of that code.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

type BlockMode = "run" | "no-run" | "fragment";

export interface CodeBlock {
  /** Where it is, as `docs/clients.md:42` (the line of the opening fence). */
  readonly where: string;
  /** A file name safe for the block: `docs-clients-42`. */
  readonly name: string;
  readonly mode: BlockMode;
  /** Why a fragment is not checked. */
  readonly reason?: string;
  readonly code: string;
  /** 0-based lines of `code` that must not compile. */
  readonly errorLines: readonly number[];
  /** 0-based lines of `code` that must throw, with the code they must throw. */
  readonly throwLines: ReadonlyMap<number, string>;
}

const FENCE = /^```(ts|typescript)(?:\s+(.*))?$/;
const ERROR_COMMENT = /^\s*\/\/ error\b/;
const TRAILING_ERROR = /;\s*\/\/ error\b/;
const THROWS = /;\s*\/\/ throws (ERR_[A-Z_]+)/;

/** The markdown files whose TypeScript blocks are checked: README.md and every docs/*.md. */
export function documentedFiles(root: string): string[] {
  const guides = readdirSync(join(root, "docs")).filter((file) => file.endsWith(".md"));
  return ["README.md", ...guides.sort().map((file) => `docs/${file}`)];
}

/** Every ```ts / ```typescript block of one markdown file. */
export function codeBlocks(root: string, file: string): CodeBlock[] {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  const blocks: CodeBlock[] = [];
  for (let index = 0; index < lines.length; index++) {
    const fence = FENCE.exec(lines[index]!.trimEnd());
    if (!fence) {
      // Skip over other fenced blocks so their content is never read as a fence.
      if (lines[index]!.startsWith("```")) index = closingFence(lines, index);
      continue;
    }
    const end = closingFence(lines, index);
    const code = lines.slice(index + 1, end);
    blocks.push(describeBlock(file, index + 1, fence[2]?.trim() ?? "", code));
    index = end;
  }
  return blocks;
}

function closingFence(lines: readonly string[], open: number): number {
  for (let index = open + 1; index < lines.length; index++) if (lines[index]!.trimEnd() === "```") return index;
  throw new Error(`Unclosed code block at line ${open + 1}`);
}

function describeBlock(file: string, line: number, info: string, code: readonly string[]): CodeBlock {
  const where = `${file}:${line}`;
  const name = `${file.replace(/\.md$/, "").replace(/\W+/g, "-")}-${line}`;
  const { mode, reason } = readInfo(where, info);
  const errorLines: number[] = [];
  const throwLines = new Map<number, string>();
  code.forEach((text, index) => {
    if (TRAILING_ERROR.test(text)) errorLines.push(index);
    else if (ERROR_COMMENT.test(text)) errorLines.push(statementAbove(code, index, where));
    const thrown = THROWS.exec(text);
    if (thrown) throwLines.set(index, thrown[1]!);
  });
  return { where, name, mode, ...(reason && { reason }), code: code.join("\n"), errorLines, throwLines };
}

function readInfo(where: string, info: string): { mode: BlockMode; reason?: string } {
  if (info === "") return { mode: "run" };
  if (info === "no-run") return { mode: "no-run" };
  const fragment = /^fragment:\s*(\S.*)$/.exec(info);
  if (fragment) return { mode: "fragment", reason: fragment[1]! };
  throw new Error(`${where}: unknown info string "${info}" (use no-run or "fragment: <reason>")`);
}

// An `// error` comment on a line of its own is about the last code line above it.
function statementAbove(code: readonly string[], index: number, where: string): number {
  for (let above = index - 1; above >= 0; above--) {
    const text = code[above]!.trim();
    if (text !== "" && !text.startsWith("//")) return above;
  }
  throw new Error(`${where}: an "// error" comment with no statement above it`);
}
