import type { OpenAPIDocument } from "./openapi-types";
import { sampleOperation } from "./sample-values";

// How a request body is sampled so that the request can carry it, from the OpenAPI text alone.

function withBody(content: Record<string, unknown>): OpenAPIDocument {
  return { openapi: "3.0.0", paths: { "/things": { post: { requestBody: { content } } } } } as OpenAPIDocument;
}

describe("judge: sampling a form body", () => {
  it("gives each object of a required list a property, since a form sends nothing for an empty one", () => {
    // Stripe's phases[].items: required, of objects whose properties are all optional.
    const item = {
      type: "object",
      properties: { note: { type: "object", properties: { text: { type: "string" } } }, price: { type: "string" } },
    };
    const phase = {
      type: "object",
      properties: { items: { type: "array", items: item } },
      required: ["items"],
    };
    const list = { type: "array", items: { type: "array", items: { type: "array", items: phase } } };
    const document = withBody({
      "application/x-www-form-urlencoded": {
        schema: { type: "object", properties: { phases: list }, required: ["phases"] },
      },
    });
    const { value } = sampleOperation(document, "/things", "post").expected.body ?? {};
    const phases = (value as { phases: { items: unknown[] }[][][] }).phases;
    expect(phases[0]?.[0]?.[0]?.items).toEqual([{ price: "value1" }, { price: "value2" }]);
  });
});
