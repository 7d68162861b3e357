// Issue 47, item 5: no module of lib/ keeps a variable that calls could pass state through (the
// hand-off with() once had); what a module shares is const: caches inside the objects that own
// them, frozen values, and classes.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const root = join(__dirname, "../../lib");

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

function moduleVariables(path: string): string[] {
  const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  return file.statements
    .filter(ts.isVariableStatement)
    .filter((statement) => (statement.declarationList.flags & ts.NodeFlags.Const) === 0)
    .map((statement) => `${relative(root, path)}: ${statement.getText(file).split("\n", 1)[0]}`);
}

describe("the modules of lib/", () => {
  it("declare no top-level let or var", () => {
    expect(sources(root).flatMap(moduleVariables)).toEqual([]);
  });
});
