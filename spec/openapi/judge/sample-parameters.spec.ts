import type { OpenAPIDocument } from "./openapi-types";
import { sampleOperation } from "./sample-values";

describe("judge: sampling a name two parameters share", () => {
  it("gives it one value, which each place expects as its schema reads it", () => {
    // SendGrid's GET /contactdb/lists/{list_id}: a string path list_id and an integer query one.
    const document = {
      openapi: "3.1.0",
      paths: {
        "/lists/{list_id}": {
          parameters: [{ name: "list_id", in: "path", required: true, schema: { type: "string" } }],
          get: { parameters: [{ name: "list_id", in: "query", schema: { type: "integer" } }] },
        },
      },
    } as unknown as OpenAPIDocument;
    const sample = sampleOperation(document, "/lists/{list_id}", "get");
    expect(sample.values).toEqual({ list_id: 3 });
    expect(sample.expected.parameters).toEqual([
      { in: "path", name: "list_id", value: "3" },
      { in: "query", name: "list_id", value: 3 },
    ]);
  });
});
