import type { OpenAPIDocument } from "./openapi-types";
import { sampleOperation } from "./sample-values";
import { validatorFor } from "./schema-validator";

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

describe("judge: sampling a union of required lists", () => {
  const body = (union: Record<string, unknown>): unknown => {
    const schema = {
      type: "object",
      properties: {
        ref: {
          type: "object",
          properties: { ids: { type: "array", items: { type: "string" } }, url: { type: "string" } },
          ...union,
        },
      },
      required: ["ref"],
    };
    const document = withBody({ "application/json": { schema } });
    return sampleOperation(document, "/things", "post").expected.body?.value;
  };

  it("gives a oneOf branch that only requires a property the property's own sample, and not the other", () => {
    // OpenAI's file_search: oneOf [{ required: [vector_store_ids] }, { required: [vector_stores] }].
    expect(body({ oneOf: [{ required: ["ids"] }, { required: ["url"] }] })).toEqual({
      ref: { ids: ["value1", "value2"] },
    });
  });

  it("leaves out what a `not` beside the union refuses", () => {
    // OpenAI's ImageRefParam: exactly one of image_url and file_id.
    expect(body({ anyOf: [{ required: ["url"] }, { required: ["ids"] }], not: { required: ["url", "ids"] } })).toEqual({
      ref: { url: "value1" },
    });
  });

  it("keeps the optional properties an anyOf of required lists allows together", () => {
    expect(body({ anyOf: [{ required: ["ids"] }, { required: ["url"] }] })).toEqual({
      ref: { ids: ["value1", "value2"], url: "value1" },
    });
  });

  it("samples the object an untyped schema's properties describe when its branches only require some", () => {
    // GitHub's secret-scanning-custom-pattern-to-update: no type, and anyOf [{ required: [pattern] }, …].
    const schema = {
      properties: {
        pattern: { type: "string" },
        must_match: { type: "array", items: { type: "string" } },
        version: { type: "integer" },
      },
      required: ["version"],
      anyOf: [{ required: ["pattern"] }, { required: ["must_match"] }],
    };
    const document = withBody({ "application/json": { schema } });
    expect(sampleOperation(document, "/things", "post").expected.body?.value).toEqual({
      pattern: "value1",
      must_match: ["value1", "value2"],
      version: 3,
    });
  });
});

describe("judge: sampling a string with a pattern", () => {
  it("writes the pattern's optional parts once when leaving them out is too short", () => {
    // SendGrid's teammate email: pattern ^.*@.*\..* with minLength 5.
    const email = { type: "string", minLength: 5, pattern: "^.*@.*\\..*" };
    const schema = { type: "object", properties: { email }, required: ["email"] };
    const document = withBody({ "application/json": { schema } });
    const value = sampleOperation(document, "/things", "post").expected.body?.value as { email: string };
    expect(value.email).toMatch(/^.*@.*\..*/);
    expect(value.email.length).toBeGreaterThanOrEqual(5);
  });
});

describe("judge: choosing a body's media type", () => {
  it("chooses multipart over JSON when the sample holds a file", () => {
    // OpenAI's /skills: one schema with bytes, offered as JSON and as multipart.
    const schema = {
      type: "object",
      properties: { files: { type: "array", items: { type: "string", format: "binary" } } },
    };
    // The route spreads to the JSON media type when both are listed in this order.
    for (const content of [
      { "application/json": { schema }, "multipart/form-data": { schema } },
      { "multipart/form-data": { schema }, "application/json": { schema } },
    ]) {
      const sample = sampleOperation(withBody(content), "/things", "post");
      expect(sample.expected.body?.mediaType).toBe("multipart/form-data");
      expect(sample.values["headers"]).toEqual({ "content-type": "multipart/form-data" });
    }
  });
});

describe("judge: sampling readOnly properties", () => {
  // Cafe's MenuBaseItem requires its id and dates, which only the server writes.
  it.each(["3.0.3", "3.1.0"])("leaves out a required readOnly property in %s, and the body stays valid", (openapi) => {
    const schema = {
      type: "object",
      properties: { id: { type: "string", readOnly: true }, name: { type: "string" } },
      required: ["id", "name"],
    };
    const document = { ...withBody({ "application/json": { schema } }), openapi };
    const sample = sampleOperation(document, "/things", "post");
    expect(sample.expected.body?.value).toEqual({ name: "value1" });
    const pointer = "#/paths/~1things/post/requestBody/content/application~1json/schema";
    expect(validatorFor(document).problems(pointer, { name: "value1" })).toEqual([]);
    expect(validatorFor(document).problems(pointer, {})).toEqual(["the value must have required property 'name'"]);
  });
});
