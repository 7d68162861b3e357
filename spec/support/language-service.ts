import path from "node:path";
import ts from "typescript";

// What an editor shows: the TypeScript language service, as editors use it, over one probe file
// whose text each question replaces. One service serves a whole spec file, so the library and
// GitHub's catalog are read once, as an editor reads them once.
const probe = path.join(__dirname, "..", "types", "editor-probe.ts");
let text = "";
let version = 0;

const host: ts.LanguageServiceHost = {
  getScriptFileNames: () => [probe],
  getScriptVersion: (name) => (name === probe ? String(version) : "1"),
  getScriptSnapshot: (name) => {
    const content = name === probe ? text : ts.sys.readFile(name);
    return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
  },
  getCurrentDirectory: () => process.cwd(),
  getCompilationSettings: () => ({
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  }),
  getDefaultLibFileName: ts.getDefaultLibFilePath,
  fileExists: (name) => name === probe || ts.sys.fileExists(name),
  readFile: (name) => (name === probe ? text : ts.sys.readFile(name)),
};
const service = ts.createLanguageService(host);

// `source` with the cursor written as `¦`: the text without it, and the cursor's offset.
function place(source: string): number {
  const cursor = source.indexOf("¦");
  if (cursor < 0) throw new Error("no ¦ cursor in the probe source");
  text = source.slice(0, cursor) + source.slice(cursor + 1);
  version++;
  return cursor;
}

/**
 * The signature help shown at the cursor `¦`: `prefix(parameters)suffix` of the first item.
 *
 * @example
 * signatureHelp('import { endpoint } from "../../lib";\nendpoint("GET /orgs/{org}/repos", { ¦ });\n');
 */
export function signatureHelp(source: string): string {
  const help = service.getSignatureHelpItems(probe, place(source), undefined);
  const [item] = help?.items ?? [];
  if (item === undefined) throw new Error("no signature help");
  return [
    ts.displayPartsToString(item.prefixDisplayParts),
    item.parameters.map((parameter) => ts.displayPartsToString(parameter.displayParts)).join(", "),
    ts.displayPartsToString(item.suffixDisplayParts),
  ].join("");
}

/**
 * The names an editor offers at the cursor `¦`, in its order (optional ones end in `?`): the
 * members of an object literal, or the literals of a string.
 *
 * @example
 * completions('import { endpoint } from "../../lib";\nendpoint("GET /user", { ¦ });\n'); // ["baseUrl?", "data?", …]
 */
export function completions(source: string): string[] {
  const result = service.getCompletionsAtPosition(probe, place(source), {});
  return (result?.entries ?? [])
    .filter((entry) => result?.isMemberCompletion === true || entry.kind === ts.ScriptElementKind.string)
    .map((entry) => entry.name + (entry.kindModifiers?.split(",").includes("optional") ? "?" : ""));
}
