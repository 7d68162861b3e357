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
                  files: {
                    oneOf: [
                      { type: "array", items: { type: "string", format: "binary" } },
                      { type: "string", format: "binary" },
                    ],
                  },
                },
                required: ["chunking", "files"],
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

// OpenAI's /skills `files`: a file or a list of them; a list is its repeated file parts.
function withFiles(form: FormData): FormData {
  const files = sampleOperation(document, "/transcriptions", "post").values["files"] as Blob[];
  for (const file of files) form.append("files", file, "file.png");
  return form;
}

describe("judge: the default part type of a union property", () => {
  const sample = sampleOperation(document, "/transcriptions", "post");

  it("is text/plain for the string the sample gives", async () => {
    expect(sample.expected.body?.value).toMatchObject({
      chunking: "auto",
      files: [expect.any(Blob), expect.any(Blob)],
    });
    await expect(
      judgeRequest(
        document,
        sample,
        request((form) => withFiles(form).append("chunking", "auto")),
      ),
    ).resolves.toEqual([]);
  });

  it("is not JSON for that string", async () => {
    const json = request((form) =>
      withFiles(form).append("chunking", new Blob(['"auto"'], { type: "application/json" }), "blob"),
    );
    await expect(judgeRequest(document, sample, json)).resolves.toEqual([
      'the body property "chunking" is a part of type application/json, expected text/plain',
      'the body property "chunking" is "\\"auto\\"", expected "auto"',
    ]);
  });
});

describe("judge: a union property of a file or a list of files", () => {
  it("fails a list sent as one part", async () => {
    const sample = sampleOperation(document, "/transcriptions", "post");
    const json = request((form) => {
      form.append("chunking", "auto");
      form.append("files", new Blob(['["a","b"]'], { type: "application/json" }), "blob");
    });
    await expect(judgeRequest(document, sample, json)).resolves.toEqual([
      'the body property "files" is [{}], expected [{},{}]',
    ]);
  });
});
