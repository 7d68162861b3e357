// What compiles is what is sent (issue 29 item 6). A parameter that a vendor's description puts
// in the query of a POST, PUT, PATCH or DELETE, or in a header, would be sent in the JSON body:
// the types refuse it with a message naming the form that sends it where it belongs, and that
// form does.
import path from "node:path";
import ts from "typescript";
import { Widgets } from "./widgets";

// The compiler's messages for a probe file beside this one, as a user's editor shows them.
function compileErrors(source: string): string[] {
  const probe = path.join(__dirname, "placement-probe.ts");
  const options: ts.CompilerOptions = {
    strict: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.Preserve,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (name) => name === probe || ts.sys.fileExists(name);
  host.readFile = (name) => (name === probe ? source : readFile(name));
  host.getSourceFile = (name, version) =>
    name === probe ? ts.createSourceFile(name, source, version) : getSourceFile(name, version);
  const program = ts.createProgram([probe], options, host);
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(probe))
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("what compiles is what is sent", () => {
  it("refuses a query parameter of a POST and a header parameter, saying which form sends each", () => {
    const errors = compileErrors(`
      import { Widgets } from "./widgets";
      const widgets = new Widgets();
      widgets.build("POST /widgets", { dry_run: true, name: "w" });
      widgets.build("DELETE /widgets/{id}", { id: 1, "x-acme-confirm": "yes" });
      widgets.build("POST /widgets", { dry_run: 1, name: "w" });
      widgets.build("POST /widgets", { dry_run: "yes", name: "w" });
    `);
    // Whatever the value's type (a boolean, a string, a number), the error carries the message.
    const query =
      "dry_run is a query parameter, and this method sends the other keys as its body: write {?dry_run} in the route";
    const header = "x-acme-confirm is a header parameter: send it as headers: { 'x-acme-confirm': … }";
    expect(errors).toEqual([
      expect.stringContaining(query),
      expect.stringContaining(header),
      expect.stringContaining(query),
      expect.stringContaining(query),
    ]);
  });

  it("sends the forms that compile where the description puts them", () => {
    const widgets = new Widgets();
    const created = widgets.build("POST /widgets{?dry_run}", { dry_run: true, name: "w" });
    expect(created.url).toBe("https://api.acme.test/widgets?dry_run=true");
    expect(created.body).toEqual({ name: "w" });
    const deleted = widgets.build("DELETE /widgets/{id}", { id: 1, headers: { "x-acme-confirm": "yes" } });
    expect(deleted.url).toBe("https://api.acme.test/widgets/1");
    expect(deleted.headers["x-acme-confirm"]).toBe("yes");
    expect(deleted).not.toHaveProperty("body");
  });
});
