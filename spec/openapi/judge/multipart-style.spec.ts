import { judgeRequest } from "./judge-request";
import type { OpenAPIDocument } from "./openapi-types";
import { sampleOperation } from "./sample-values";

// OpenAPI 3.0 ignores an Encoding Object's style, explode and allowReserved unless the body is
// application/x-www-form-urlencoded ("SHALL be ignored if the request body media type is not
// application/x-www-form-urlencoded"): in a multipart body an object part stays JSON, its
// default contentType. 3.1 adds multipart/form-data to where they apply (Stripe's 3.0.0
// `file_link_data` is `style: deepObject` in a multipart body).

function describing(version: string): OpenAPIDocument {
  return {
    openapi: version,
    servers: [{ url: "https://files.test" }],
    paths: {
      "/files": {
        post: {
          requestBody: {
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: {
                    link: { type: "object", properties: { create: { type: "boolean" } }, required: ["create"] },
                  },
                  required: ["link"],
                },
                encoding: { link: { style: "deepObject", explode: true } },
              },
            },
          },
        },
      },
    },
  };
}

function request(parts: (form: FormData) => void): Request {
  const form = new FormData();
  parts(form);
  return new Request("https://files.test/files", { method: "POST", body: form });
}

const asJson = (): Request =>
  request((form) => form.append("link", new Blob(['{"create":true}'], { type: "application/json" }), "blob"));

describe("judge: an Encoding Object's style in a multipart body", () => {
  it("is ignored by OpenAPI 3.0: an object part is JSON", async () => {
    const document = describing("3.0.0");
    const sample = sampleOperation(document, "/files", "post");
    expect(sample.expected.body?.value).toEqual({ link: { create: true } });
    await expect(judgeRequest(document, sample, asJson())).resolves.toEqual([]);
    // Written as a deepObject would be, one part per property.
    const asText = request((form) => form.append("link[create]", "true"));
    await expect(judgeRequest(document, sample, asText)).resolves.toEqual([
      'the body has "link[create]": the body property "link" arrived in the wrong place or shape',
      'the body property "link" is missing',
    ]);
  });

  it("applies in OpenAPI 3.1, where the part is written by its style, not as JSON", async () => {
    const document = describing("3.1.0");
    const sample = sampleOperation(document, "/files", "post");
    await expect(judgeRequest(document, sample, asJson())).resolves.toEqual([
      'the body property "link" is "{\\"create\\":true}", expected {"create":true}',
    ]);
  });
});
