import { judgeRequest } from "./judge-request";
import type { OpenAPIDocument } from "./openapi-types";
import { sampleOperation } from "./sample-values";

// The judge is trusted only as far as it is seen to fail: each case hands it a Request built by
// hand, once right and then with one mistake a library could make, and checks that the mistake
// is reported by the name of what it spoiled.

const document: OpenAPIDocument = JSON.parse(
  JSON.stringify({
    openapi: "3.1.0",
    servers: [{ url: "https://{region}.things.test/v1", variables: { region: { default: "eu" } } }],
    paths: {
      "/things/{id}": {
        parameters: [{ $ref: "#/components/parameters/id" }],
        post: {
          operationId: "updateThing",
          parameters: [
            { name: "include", in: "query", schema: { type: "array", items: { type: "string", enum: ["a", "b"] } } },
            { name: "X-Trace", in: "header", schema: { type: "string", pattern: "^t[0-9]{3}$" } },
            { name: "Authorization", in: "header", schema: { type: "string" } },
            { name: "session", in: "cookie", schema: { type: "string" } },
          ],
          requestBody: {
            required: true,
            content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
          },
        },
      },
      "/things/{id}#archive": {
        parameters: [{ $ref: "#/components/parameters/id" }],
        delete: {
          parameters: [
            { name: "fields", in: "query", explode: false, schema: { type: "array", items: { type: "string" } } },
            {
              name: "filter",
              in: "query",
              style: "deepObject",
              explode: true,
              schema: { $ref: "#/components/schemas/Filter" },
            },
            { name: "next", in: "query", allowReserved: true, schema: { type: "string", format: "uri" } },
          ],
        },
      },
      "/tokens": {
        post: {
          requestBody: {
            content: {
              "application/x-www-form-urlencoded": {
                schema: {
                  type: "object",
                  properties: {
                    grant_type: { type: "string", enum: ["client_credentials"] },
                    scopes: { type: "array", items: { type: "string" } },
                    claims: { $ref: "#/components/schemas/Filter" },
                    avatar: { type: "string", contentEncoding: "base64" },
                  },
                },
              },
            },
          },
        },
      },
      "/avatars": {
        put: {
          parameters: [{ name: "digest", in: "query", schema: { type: "string", contentEncoding: "base64url" } }],
          requestBody: {
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { image: { type: "string", contentEncoding: "base64", contentMediaType: "image/png" } },
                  required: ["image"],
                },
              },
            },
          },
        },
        post: {
          requestBody: {
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: {
                    image: { type: "string", contentEncoding: "base64", contentMediaType: "image/png" },
                    thumbnails: { type: "array", items: { type: "string", contentEncoding: "base64" } },
                  },
                  required: ["image"],
                },
                encoding: { thumbnails: { contentType: "text/x-base64" } },
              },
            },
          },
        },
      },
      "/things/{id}/files": {
        parameters: [{ $ref: "#/components/parameters/id" }],
        post: {
          operationId: "uploadFile",
          servers: [{ url: "https://upload.things.test" }],
          requestBody: {
            content: {
              "multipart/form-data": {
                schema: {
                  type: "object",
                  properties: {
                    meta: {
                      type: "object",
                      properties: { title: { type: "string" }, pages: { type: "integer" } },
                      required: ["title", "pages"],
                    },
                    file: { type: "string", contentMediaType: "application/pdf" },
                  },
                  required: ["meta", "file"],
                },
                encoding: { file: { contentType: "application/pdf" } },
              },
            },
          },
        },
      },
    },
    components: {
      parameters: { id: { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 10 } } },
      schemas: {
        Filter: { type: "object", properties: { color: { type: "string" }, size: { type: "integer" } } },
        Thing: {
          type: "object",
          properties: { name: { type: "string", maxLength: 8 }, size: { type: "integer", maximum: 5 } },
          required: ["name"],
        },
      },
    },
  }),
);

const update = sampleOperation(document, "/things/{id}", "post");
const upload = sampleOperation(document, "/things/{id}/files", "post");
const archive = sampleOperation(document, "/things/{id}#archive", "delete");
const token = sampleOperation(document, "/tokens", "post");

function thingRequest(
  changes: { url?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Request {
  return new Request(changes.url ?? "https://eu.things.test/v1/things/10?include=a&include=b", {
    method: changes.method ?? "POST",
    headers: changes.headers ?? { "x-trace": "t012", cookie: "session=value1", "content-type": "application/json" },
    body: changes.body ?? JSON.stringify({ name: "value1", size: 3 }),
  });
}

function uploadRequest(parts: (form: FormData) => void): Request {
  const form = new FormData();
  parts(form);
  return new Request("https://upload.things.test/things/10/files", { method: "POST", body: form });
}

const pdf = (): Blob => upload.values["file"] as Blob;

describe("judge: sampleOperation", () => {
  it("gives every parameter and each property of an object body flat, under its own name", () => {
    // Authorization is a header parameter OpenAPI ignores; the body is not wrapped.
    expect(update).toMatchObject({
      operationId: "updateThing",
      route: "POST /things/{id}",
      values: { id: 10, include: ["a", "b"], "X-Trace": "t012", session: "value1", name: "value1", size: 3 },
    });
    expect(Object.keys(update.values)).not.toContain("Authorization");
    expect(update.expected.body).toEqual({ mediaType: "application/json", value: { name: "value1", size: 3 } });
  });

  it("gives bytes as a Blob of the type the Encoding Object names", () => {
    expect(upload.values).toMatchObject({ id: 10, meta: { title: "value1", pages: 3 } });
    expect(pdf()).toBeInstanceOf(Blob);
    expect(pdf().type).toBe("application/pdf");
  });
});

describe("judge: sampleOperation on recursive schemas", () => {
  it("stops where a schema comes back to itself, through properties and through a union", () => {
    const recursive = {
      openapi: "3.1.0",
      paths: {
        "/trees": {
          post: {
            requestBody: {
              content: { "application/json": { schema: { $ref: "#/components/schemas/Tree" } } },
            },
          },
        },
      },
      components: {
        schemas: {
          Tree: {
            type: "object",
            properties: {
              label: { $ref: "#/components/schemas/Label" },
              children: { type: "array", items: { $ref: "#/components/schemas/Tree" } },
            },
            required: ["label", "children"],
          },
          Label: {
            oneOf: [
              {
                type: "object",
                properties: { parts: { type: "array", items: { $ref: "#/components/schemas/Label" } } },
                required: ["parts"],
              },
              { type: "string" },
            ],
          },
        },
      },
    } as unknown as OpenAPIDocument;
    const sample = sampleOperation(recursive, "/trees", "post");
    expect(JSON.stringify(sample.values).length).toBeLessThan(100_000);
    expect(sample.values).toMatchObject({ label: { parts: expect.any(Array) }, children: expect.any(Array) });
  });
});

describe("judge: judgeRequest", () => {
  it("finds nothing wrong with a request built right", async () => {
    await expect(judgeRequest(document, update, thingRequest())).resolves.toEqual([]);
    const right = uploadRequest((form) => {
      form.append(
        "meta",
        new Blob([JSON.stringify({ title: "value1", pages: 3 })], { type: "application/json" }),
        "meta.json",
      );
      form.append("file", pdf(), "file.pdf");
    });
    await expect(judgeRequest(document, upload, right)).resolves.toEqual([]);
  });

  it("fails a header parameter sent in the query, naming it", async () => {
    const request = thingRequest({
      url: "https://eu.things.test/v1/things/10?include=a&include=b&X-Trace=t012",
      headers: { cookie: "session=value1", "content-type": "application/json" },
    });
    const problems = await judgeRequest(document, update, request);
    expect(problems).toContain('the header parameter "X-Trace" is missing');
    expect(problems).toContain(
      'the query has "X-Trace": the header parameter "X-Trace" arrived in the wrong place or shape',
    );
  });

  it("fails an exploded array written as one comma-separated value, naming it", async () => {
    const problems = await judgeRequest(
      document,
      update,
      thingRequest({ url: "https://eu.things.test/v1/things/10?include=a,b" }),
    );
    expect(problems).toContain('the query parameter "include" is ["a,b"], expected ["a","b"]');
  });

  it("fails a body whose properties are wrapped in another object, naming them", async () => {
    const problems = await judgeRequest(
      document,
      update,
      thingRequest({ body: JSON.stringify({ data: { name: "value1", size: 3 } }) }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'the body property "name" is missing',
        'the body property "size" is missing',
        'the body has "data", which the call did not give',
      ]),
    );
  });

  it("fails a request sent with another method, naming both", async () => {
    const problems = await judgeRequest(document, update, thingRequest({ method: "PUT" }));
    expect(problems).toEqual(["the method is PUT, expected POST"]);
  });

  it("fails an object part sent as bracketed fields instead of one JSON part, naming it", async () => {
    const request = uploadRequest((form) => {
      form.append("meta[title]", "value1");
      form.append("meta[pages]", "3");
      form.append("file", pdf(), "file.pdf");
    });
    const problems = await judgeRequest(document, upload, request);
    expect(problems).toEqual(
      expect.arrayContaining([
        'the body property "meta" is missing',
        'the body has "meta[title]": the body property "meta" arrived in the wrong place or shape',
      ]),
    );
  });

  it("fails a JSON part sent as text/plain, and a file part of another type than its encoding's", async () => {
    const request = uploadRequest((form) => {
      form.append("meta", JSON.stringify({ title: "value1", pages: 3 }));
      form.append("file", new Blob([pdf()], { type: "image/png" }), "file.png");
    });
    const problems = await judgeRequest(document, upload, request);
    expect(problems).toEqual([
      'the body property "meta" is a part of type (none: text/plain), expected application/json',
      'the body property "file" is a part of type image/png, expected application/pdf',
    ]);
  });

  it("fails a value that equals the sample only as text, and one its schema refuses", async () => {
    const wrongType = await judgeRequest(
      document,
      update,
      thingRequest({ body: JSON.stringify({ name: "value1", size: "3" }) }),
    );
    expect(wrongType).toContain('the body property "size" is "3", expected 3');
    const sample = sampleOperation(document, "/things/{id}", "post");
    sample.expected.parameters = sample.expected.parameters.map((parameter) =>
      parameter.name === "X-Trace" ? { ...parameter, value: "nope" } : parameter,
    );
    const invalid = await judgeRequest(
      document,
      sample,
      thingRequest({ headers: { "x-trace": "nope", cookie: "session=value1", "content-type": "application/json" } }),
    );
    expect(invalid).toEqual(['the header parameter "X-Trace": the value must match pattern "^t[0-9]{3}$"']);
  });

  it("fails a request sent to another server or path", async () => {
    const elsewhere = await judgeRequest(
      document,
      update,
      thingRequest({ url: "https://us.things.test/v1/things/10?include=a&include=b" }),
    );
    expect(elsewhere).toEqual([
      "the request goes to https://us.things.test, expected https://eu.things.test, the operation's server",
    ]);
    const noBase = await judgeRequest(
      document,
      update,
      thingRequest({ url: "https://eu.things.test/things/10?include=a&include=b" }),
    );
    expect(noBase).toEqual(["the path /things/10 does not match /v1/things/{id}"]);
  });

  it("fails a cookie missing from the cookie header", async () => {
    const problems = await judgeRequest(
      document,
      update,
      thingRequest({ headers: { "x-trace": "t012", "content-type": "application/json" } }),
    );
    expect(problems).toEqual(['the cookie parameter "session" is missing']);
  });
});

describe("judge: judgeRequest, by style and media type", () => {
  // Each query parameter of the archive operation, written right, to be spoiled one at a time.
  const archiveQuery = {
    fields: "fields=value1,value2",
    filter: "filter%5Bcolor%5D=value1&filter%5Bsize%5D=3",
    next: "next=https://example.com/sample1",
  };
  const archiveRequest = (changes: Partial<typeof archiveQuery> = {}, path = "/v1/things/10"): Request =>
    new Request(`https://eu.things.test${path}?${Object.values({ ...archiveQuery, ...changes }).join("&")}`, {
      method: "DELETE",
    });

  it("reads a path key's #fragment as no part of the path, and each query style as written", async () => {
    expect(archive.values).toEqual({
      id: 10,
      fields: ["value1", "value2"],
      filter: { color: "value1", size: 3 },
      next: "https://example.com/sample1",
    });
    await expect(judgeRequest(document, archive, archiveRequest())).resolves.toEqual([]);
    await expect(judgeRequest(document, archive, archiveRequest({}, "/v1/things/10%23archive"))).resolves.toEqual([
      'the path parameter "id" is "10#archive", expected 10',
      'the path parameter "id": the value must be integer',
    ]);
  });

  it("fails a non-exploded array split on an encoded comma, and a deepObject spread flat", async () => {
    await expect(
      judgeRequest(document, archive, archiveRequest({ fields: "fields=value1%2Cvalue2" })),
    ).resolves.toEqual(['the query parameter "fields" is ["value1,value2"], expected ["value1","value2"]']);
    await expect(judgeRequest(document, archive, archiveRequest({ filter: "color=value1&size=3" }))).resolves.toEqual([
      'the query parameter "filter" is missing',
      'the query has "color", which the call did not give',
      'the query has "size", which the call did not give',
    ]);
  });

  it("fails reserved characters percent-encoded where allowReserved keeps them", async () => {
    const encoded = archiveRequest({ next: `next=${encodeURIComponent("https://example.com/sample1")}` });
    await expect(judgeRequest(document, archive, encoded)).resolves.toEqual([
      'the query parameter "next" allows reserved characters, yet : / arrived percent-encoded',
    ]);
  });

  it("fails a body sent where the operation describes none", async () => {
    const request = new Request(archiveRequest().url, {
      method: "DELETE",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await expect(judgeRequest(document, archive, request)).resolves.toEqual([
      'the operation has no request body, yet the request sends 2 bytes: "{}"',
    ]);
  });

  // A form property is text by default, an object one JSON text, an array repeated: the Encoding
  // Object's defaults. A base64 string (contentEncoding) is text like any other.
  const form = (body: string): Request =>
    new Request("https://eu.things.test/v1/tokens", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
  const claims = encodeURIComponent(JSON.stringify({ color: "value1", size: 3 }));

  it("reads a form body by each property's encoding", async () => {
    expect(token.values).toMatchObject({
      grant_type: "client_credentials",
      scopes: ["value1", "value2"],
      claims: { color: "value1", size: 3 },
    });
    expect(token.values["avatar"]).toBe("AP8B");
    const right = form(`grant_type=client_credentials&scopes=value1&scopes=value2&claims=${claims}&avatar=AP8B`);
    await expect(judgeRequest(document, token, right)).resolves.toEqual([]);
  });

  it("fails an object property of a form sent with brackets, and base64 text encoded again", async () => {
    const problems = await judgeRequest(
      document,
      token,
      form(
        "grant_type=client_credentials&scopes=value1&scopes=value2&claims[color]=value1&claims[size]=3&avatar=QVA4Qg%3D%3D",
      ),
    );
    expect(problems).toEqual([
      'the body has "claims[color]": the body property "claims" arrived in the wrong place or shape',
      'the body has "claims[size]": the body property "claims" arrived in the wrong place or shape',
      'the body property "claims" is missing',
      'the body property "avatar" is "QVA4Qg==", expected "AP8B"',
    ]);
  });

  it("fails a form's base64 text sent as the bytes it encodes", async () => {
    const bytes = form(`grant_type=client_credentials&scopes=value1&scopes=value2&claims=${claims}&avatar=%00%FF%01`);
    await expect(judgeRequest(document, token, bytes)).resolves.toEqual([
      'the body property "avatar" is "%00%FF%01", expected "AP8B"',
    ]);
  });
});

describe("judge: judgeRequest, base64 strings (contentEncoding)", () => {
  // A string in base64 is a string: given as its base64 text, sent as that text everywhere.
  const put = sampleOperation(document, "/avatars", "put");
  const post = sampleOperation(document, "/avatars", "post");
  const putRequest = (query: string, image: unknown): Request =>
    new Request(`https://eu.things.test/v1/avatars?${query}`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ image }),
    });
  const postRequest = (parts: (form: FormData) => void): Request => {
    const form = new FormData();
    parts(form);
    return new Request("https://eu.things.test/v1/avatars", { method: "POST", body: form });
  };
  const thumbnails = (form: FormData): void => {
    form.append("thumbnails", new Blob(["AP8B"], { type: "text/x-base64" }));
    form.append("thumbnails", new Blob(["AP8C"], { type: "text/x-base64" }));
  };

  it("samples the base64 text of bytes that are no text, and expects that text", () => {
    expect(put.values).toEqual({ digest: "AP8B", image: "AP8B" });
    expect(put.expected).toEqual({
      parameters: [{ in: "query", name: "digest", value: "AP8B" }],
      body: { mediaType: "application/json", value: { image: "AP8B" } },
    });
    expect(post.values).toEqual({ image: "AP8B", thumbnails: ["AP8B", "AP8C"] });
  });

  it("passes the text sent as text in a parameter, a JSON body and multipart text parts", async () => {
    await expect(judgeRequest(document, put, putRequest("digest=AP8B", "AP8B"))).resolves.toEqual([]);
    const right = postRequest((form) => {
      form.append("image", "AP8B");
      thumbnails(form);
    });
    await expect(judgeRequest(document, post, right)).resolves.toEqual([]);
  });

  it("fails the text encoded again in a parameter and a JSON body", async () => {
    await expect(judgeRequest(document, put, putRequest("digest=QVA4Qg", "QVA4Qg=="))).resolves.toEqual([
      'the query parameter "digest" is "QVA4Qg", expected "AP8B"',
      'the body property "image" is "QVA4Qg==", expected "AP8B"',
    ]);
  });

  it("fails a multipart part sent as a file of the bytes, or of another type than text", async () => {
    const bytes = postRequest((form) => {
      form.append("image", new Blob([new Uint8Array([0x00, 0xff, 0x01])], { type: "image/png" }), "image.png");
      thumbnails(form);
    });
    await expect(judgeRequest(document, post, bytes)).resolves.toEqual([
      'the body property "image" is a part of type image/png, expected text/plain',
      'the body property "image" is "\\u0000\uFFFD\\u0001", expected "AP8B"',
    ]);
    const octets = postRequest((form) => {
      form.append("image", new Blob(["AP8B"]), "image.txt");
      form.append("thumbnails", "AP8B");
      form.append("thumbnails", "AP8C");
    });
    await expect(judgeRequest(document, post, octets)).resolves.toEqual([
      'the body property "image" is a part of type application/octet-stream, expected text/plain',
      'the body property "thumbnails" is a part of type (none: text/plain), expected text/x-base64',
    ]);
  });
});
