import ts from "typescript";
import { userCompilerOptions } from "../support/user-program";

/** One error of a block's compilation, on a 0-based line of the block. */
export interface BlockDiagnostic {
  readonly line: number;
  readonly message: string;
}

// What a user with `strict` gets (see userCompilerOptions), with Node's types too.
const OPTIONS = userCompilerOptions(["node"]);

/** Type-checks the files in one program; diagnostics by file name. */
export function typeCheck(files: readonly string[]): Map<string, BlockDiagnostic[]> {
  const program = ts.createProgram(files, OPTIONS);
  const found = new Map<string, BlockDiagnostic[]>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`TypeScript did not load ${file}`);
    const diagnostics = ts.getPreEmitDiagnostics(program, source).map((diagnostic) => {
      const line = diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
      const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
      return { line, message: `line ${line + 1}: TS${diagnostic.code} ${text}` };
    });
    found.set(file, diagnostics);
  }
  return found;
}

/** The block as JavaScript, for running. */
export function transpile(code: string): string {
  return ts.transpileModule(code, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
}
