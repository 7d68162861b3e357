import { judgeRequest } from "./judge-request";
import type { OpenAPIDocument } from "./openapi-types";
import { sampleOperation } from "./sample-values";

// The Encoding Object's default contentType goes by "the property type"; for a property that is
// a union of a string and an object (OpenAI's `chunking_strategy`: "auto" or a VadConfig) that is
// the type of the value sent: "auto" is a text/plain part, an object a JSON one.

const document = {
  openapi: "3.1.0",
  servers: [{ url: "https://audio.test" }],
  paths: {
    "/transcriptions": {
      post: {
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  chunking: {
                    anyOf: [
                      { type: "string", enum: ["auto"] },
                      { type: "object", properties: { threshold: { type: "number" } } },
                    ],
                  },
                },
                required: ["chunking"],
              },
            },
          },
        },
      },
    },
  },
} as unknown as OpenAPIDocument;

function request(parts: (form: FormData) => void): Request {
  const form = new FormData();
  parts(form);
  return new Request("https://audio.test/transcriptions", { method: "POST", body: form });
}

describe("judge: the default part type of a union property", () => {
  const sample = sampleOperation(document, "/transcriptions", "post");

  it("is text/plain for the string the sample gives", async () => {
    expect(sample.expected.body?.value).toEqual({ chunking: "auto" });
    await expect(
      judgeRequest(
        document,
        sample,
        request((form) => form.append("chunking", "auto")),
      ),
    ).resolves.toEqual([]);
  });

  it("is not JSON for that string", async () => {
    const json = request((form) => form.append("chunking", new Blob(['"auto"'], { type: "application/json" }), "blob"));
    await expect(judgeRequest(document, sample, json)).resolves.toEqual([
      'the body property "chunking" is a part of type application/json, expected text/plain',
      'the body property "chunking" is "\\"auto\\"", expected "auto"',
    ]);
  });
});
