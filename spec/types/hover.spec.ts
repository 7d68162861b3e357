import path from "node:path";
import ts from "typescript";

// What an editor shows: the TypeScript language service, as editors use it, over a file that
// calls endpoint() with a route whose placeholder is not filled yet.
function signatureHelp(source: string, marker: string): string {
  const file = path.join(__dirname, "hover-probe.ts");
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [file],
    getScriptVersion: () => "1",
    getScriptSnapshot: (name) => {
      const text = name === file ? source : ts.sys.readFile(name);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => process.cwd(),
    getCompilationSettings: () => ({
      strict: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.Preserve,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    }),
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? source : ts.sys.readFile(name)),
  };
  const service = ts.createLanguageService(host);
  const help = service.getSignatureHelpItems(file, source.indexOf(marker) + marker.length, undefined);
  const [item] = help?.items ?? [];
  if (item === undefined) throw new Error("no signature help");
  return [
    ts.displayPartsToString(item.prefixDisplayParts),
    item.parameters.map((parameter) => ts.displayPartsToString(parameter.displayParts)).join(", "),
    ts.displayPartsToString(item.suffixDisplayParts),
  ].join("");
}

describe("editor hover on endpoint()", () => {
  it('shows org as required for "GET /orgs/{org}/repos"', () => {
    const source = 'import { endpoint } from "../../lib";\nendpoint("GET /orgs/{org}/repos", { });\n';
    const shown = signatureHelp(source, 'repos", { ');
    expect(shown).toMatch(/options: EndpointOptions & \{ org: PlaceholderValue; \}/);
    expect(shown).not.toMatch(/org\?/);
  });

  it("shows the options as optional when the defaults fill the placeholder", () => {
    const source =
      'import { endpoint } from "../../lib";\nconst acme = endpoint.defaults({ org: "acme" });\nacme("GET /orgs/{org}/repos", { });\n';
    expect(signatureHelp(source, 'repos", { ')).toMatch(/options\?: /);
  });
});
