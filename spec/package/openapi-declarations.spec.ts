// The ./openapi entry's built declarations, as a user's compiler reads them: every name they
// import from the main entry's declarations exists (skipLibCheck off), and `fromOpenAPI<paths>`
// types calls there as it does in lib/ (a missing required header parameter is an error). npm
// test builds dist/ before jest runs.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";

const root = join(__dirname, "..", "..");

function diagnosticsOf(source: string): string[] {
  // Inside the checkout, so that "@restkit/endpoint/openapi" resolves to the package itself.
  const folder = mkdtempSync(join(root, ".openapi-declarations-"));
  try {
    const file = join(folder, "consumer.mts");
    writeFileSync(file, source);
    const program = ts.createProgram([file], {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
      resolveJsonModule: true,
    });
    return ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

describe("the ./openapi entry's built declarations", () => {
  it("name only what the main entry's declarations export, and type a described catalog's calls", () => {
    const diagnostics = diagnosticsOf(`
      import { EndpointConfig } from "@restkit/endpoint";
      import { fromOpenAPI, type DescribedCatalog } from "@restkit/endpoint/openapi";
      import type { paths } from "../spec/fixtures/openapi-shop/shop.js";
      declare const document: object;
      const config: EndpointConfig<DescribedCatalog<paths>> = fromOpenAPI<paths>(document);
      config.build("DELETE /orders/{orderId}", { orderId: "o1", reason: "late", "Idempotency-Key": "k" });
      // @ts-expect-error -- the required header parameter is missing
      config.build("DELETE /orders/{orderId}", { orderId: "o1", reason: "late" });
    `);
    expect(diagnostics).toEqual([]);
  });
});
