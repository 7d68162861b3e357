import { compileOpenAPI, fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// compileOpenAPI's table in detail, each rule on a small description: parameters, media types,
// responses, servers, security, unserved reasons, and the $refs it follows or refuses.
const describe3 = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  smallDescription("Details", paths, extra);
// The one operation of a description whose path `path` has `operation` as its GET.
const compiled = (operation: Record<string, unknown>, path = "/d", extra: Record<string, unknown> = {}) =>
  compileOpenAPI(describe3({ [path]: { get: operation } }, extra)).operations[0];
const bodyOf = (requestBody: unknown, extra: Record<string, unknown> = {}) =>
  compileOpenAPI(describe3({ "/p": { post: { requestBody } } }, extra)).operations[0]!.body;
const refusal = (document: object) => {
  const error = thrown(() => compileOpenAPI(document)) as Error & { code?: string };
  return { code: error.code, message: error.message };
};
const invalid = (message: string) => ({ code: "ERR_INVALID_OPTIONS", message });
const refusalOf = (action: () => unknown) => {
  const error = thrown(action) as Error & { code?: string };
  return { code: error.code, message: error.message };
};

describe("compileOpenAPI's table of a whole description", () => {
  it("writes the title, the servers, the schemes and each operation, with nothing left undefined", () => {
    const document = describe3({ "/d": { get: {} } });
    expect(compileOpenAPI(document)).toStrictEqual({
      format: "restkit-operation-table",
      version: 3,
      title: "Details API",
      servers: [{ url: "https://details.test" }],
      securitySchemes: {},
      operations: [
        { method: "GET", path: "/d", pointer: "#/paths/~1d/get", parameters: [], responses: [], security: [] },
      ],
      duplicateOperationIds: [],
    });
  });

  it("titles a description without a string title with the empty string", () => {
    const untitled = { openapi: "3.1.0", paths: {} };
    expect(compileOpenAPI(untitled).title).toBe("");
    expect(compileOpenAPI({ ...untitled, info: {} }).title).toBe("");
    expect(compileOpenAPI({ ...untitled, info: { title: 5 } }).title).toBe("");
  });

  it("gives a description without servers, or with an empty list, the server /", () => {
    const serverless = { openapi: "3.1.0", info: { title: "Serverless" }, paths: {} };
    expect(compileOpenAPI(serverless).servers).toStrictEqual([{ url: "/" }]);
    expect(compileOpenAPI({ ...serverless, servers: [] }).servers).toStrictEqual([{ url: "/" }]);
  });

  it("escapes ~ and / in the pointers of paths", () => {
    const operation = compileOpenAPI(describe3({ "/a~b/c": { get: {} } })).operations[0];
    expect(operation!.pointer).toBe("#/paths/~1a~0b~1c/get");
  });
});

describe("compileOpenAPI refuses what is no OpenAPI 3.0, 3.1 or 3.2 document", () => {
  it("refuses a Swagger document, naming its version and the converter", () => {
    expect(refusal({ swagger: "2.0", paths: {} })).toEqual(
      invalid(
        'Invalid OpenAPI description: it is Swagger "2.0"; convert it to OpenAPI 3 first (for example with swagger2openapi)',
      ),
    );
  });

  it("refuses a version that only contains 3.0, 3.1 or 3.2, and takes any 3.0.x, 3.1.x or 3.2.x", () => {
    expect(refusal({ openapi: "13.0.1", paths: {} })).toEqual(
      invalid('Invalid OpenAPI description: its openapi field is "13.0.1"; expected a 3.0, 3.1 or 3.2 version'),
    );
    expect(refusal({ openapi: "v3.1.0", paths: {} }).code).toBe("ERR_INVALID_OPTIONS");
    expect(compileOpenAPI({ openapi: "3.0.12", paths: {} }).operations).toEqual([]);
    expect(compileOpenAPI({ openapi: "3.1.0-rc1", paths: {} }).operations).toEqual([]);
  });

  // OpenAPI 3.1.0 made `paths` optional (a description of webhooks or components alone); 3.0.x
  // requires it.
  it("reads a 3.1 or 3.2 description without paths as one without operations, and refuses a 3.0 one", () => {
    const webhooks = { newPet: { post: { responses: {} } } };
    for (const openapi of ["3.1.0", "3.2.0"]) {
      expect(compileOpenAPI({ openapi, info: { title: "Hooks", version: "1" }, webhooks }).operations).toEqual([]);
    }
    expect(refusal({ openapi: "3.0.3", info: { title: "Hooks", version: "1" } })).toEqual(
      invalid("Invalid OpenAPI description at #/paths: expected an object, not undefined"),
    );
  });

  it("names compileOpenAPI() when reading the document throws something else than an EndpointError", () => {
    const document = {
      get openapi(): string {
        throw new TypeError("unreadable");
      },
    };
    expect(refusal(document)).toEqual(invalid('compileOpenAPI() could not read its input: TypeError "unreadable"'));
  });
});

describe("compileOpenAPI's settings", () => {
  it("refuses settings that are no object, naming them", () => {
    expect(refusalOf(() => compileOpenAPI(describe3({}), 5 as never))).toEqual(
      invalid("Invalid settings 5: expected an object"),
    );
  });

  it("names the pointer of additionalOperations that are no object", () => {
    const document = { ...describe3({ "/a": { additionalOperations: 5 } }), openapi: "3.2.0" };
    expect(refusal(document)).toEqual(
      invalid("Invalid OpenAPI description at #/paths/~1a/additionalOperations: expected an object, not 5"),
    );
  });
});

describe("compileOpenAPI's parameters", () => {
  it("adds a required simple path parameter for each placeholder no path parameter describes", () => {
    const get = {
      parameters: [
        { name: "a", in: "path", required: true, schema: { type: "string" } },
        { name: "b", in: "query", schema: { type: "string" } },
      ],
    };
    expect(compiled(get, "/d/{a}/{b}")!.parameters).toStrictEqual([
      { in: "path", name: "a", style: "simple", explode: false, required: true },
      { in: "query", name: "b", style: "form", explode: true },
      { in: "path", name: "b", style: "simple", explode: false, required: true },
    ]);
    const config = fromOpenAPI(describe3({ "/d/{a}/{b}": { get } }), { strict: true });
    expect(thrown(() => config.build("GET /d/{a}/{b}" as string, { a: "x" }))).toMatchObject({
      code: "ERR_MISSING_PARAMETER",
    });
  });

  it("lets an operation's header parameter replace the path item's of the same name in another case, and no other", () => {
    const document = describe3({
      "/d": {
        parameters: [
          { name: "X-Trace", in: "header", schema: { type: "string" } },
          { name: "Page", in: "query", schema: { type: "string" } },
        ],
        get: {
          parameters: [
            { name: "x-trace", in: "header", required: true, schema: { type: "string" } },
            { name: "page", in: "query", schema: { type: "string" } },
          ],
        },
      },
    });
    expect(compileOpenAPI(document).operations[0]!.parameters).toStrictEqual([
      { in: "header", name: "x-trace", style: "simple", explode: false, required: true },
      { in: "query", name: "Page", style: "form", explode: true },
      { in: "query", name: "page", style: "form", explode: true },
    ]);
  });

  it("writes a content parameter's first media type, and none for empty content", () => {
    const operation = compiled({
      parameters: [
        { name: "q", in: "query", content: { "application/json": {}, "text/plain": {} } },
        { name: "e", in: "query", content: {} },
      ],
    });
    expect(operation!.parameters).toStrictEqual([
      { in: "query", name: "q", style: "form", explode: true, contentType: "application/json" },
      { in: "query", name: "e", style: "form", explode: true },
    ]);
  });

  it("serves a deepObject parameter whose schema has properties but no type", () => {
    const operation = compiled({
      parameters: [{ name: "f", in: "query", style: "deepObject", explode: true, schema: { properties: { a: {} } } }],
    });
    expect(operation!.unserved).toBeUndefined();
    expect("unserved" in operation!).toBe(false);
  });

  it("lists every reason an operation cannot be served, joined by semicolons", () => {
    const operation = compiled({
      operationId: "broken",
      parameters: [
        { name: "t", in: "query", style: "deepObject", explode: true, schema: { type: "string" } },
        { name: "s", in: "query", style: "spaceDelimited", explode: true, schema: { type: "array" } },
      ],
    });
    expect(operation!.unserved).toBe(
      'the query parameter "t" (#/paths/~1d/get/parameters/0) has style deepObject, which a value of type string ' +
        'cannot take; the query parameter "s" (#/paths/~1d/get/parameters/1) has style spaceDelimited with ' +
        "explode true, which OpenAPI leaves undefined",
    );
  });

  it("refuses parameters that are no list, nameless parameters and null entries, naming where", () => {
    expect(refusal(describe3({ "/d": { get: { parameters: {} } } }))).toEqual(
      invalid("Invalid OpenAPI description at #/paths/~1d/get/parameters: expected an array of parameters"),
    );
    expect(refusal(describe3({ "/d": { get: { parameters: [{ name: "", in: "query" }] } } }))).toEqual(
      invalid("Invalid OpenAPI description at #/paths/~1d/get/parameters/0: a parameter needs a name"),
    );
    expect(refusal(describe3({ "/d": { parameters: [null], get: {} } }))).toEqual(
      invalid("Invalid OpenAPI description at #/paths/~1d/parameters/0: expected an object, not null"),
    );
  });
});

describe("compileOpenAPI's request bodies", () => {
  it("lists each media type with its properties and encoding, and leaves out what it lacks", () => {
    const body = bodyOf({
      required: true,
      content: {
        "application/x-www-form-urlencoded": {
          schema: { type: "object", properties: { a: {}, b: {} } },
          encoding: { a: { style: "deepObject", explode: true, contentType: "text/plain", allowReserved: false } },
        },
        "text/plain": { schema: { type: "string" } },
        "application/octet-stream": {},
      },
    });
    expect(body).toStrictEqual({
      required: true,
      mediaTypes: [
        {
          type: "application/x-www-form-urlencoded",
          properties: ["a", "b"],
          encoding: { a: { contentType: "text/plain", style: "deepObject", explode: true, allowReserved: false } },
        },
        { type: "text/plain" },
        { type: "application/octet-stream" },
      ],
    });
  });

  it("keeps only the string and boolean fields of an Encoding Object, and no encoding of no objects", () => {
    const body = bodyOf({
      content: {
        "multipart/form-data": {
          schema: { type: "object" },
          encoding: { a: { contentType: 5, style: true, explode: "yes", allowReserved: 1 }, b: 5 },
        },
        "application/x-www-form-urlencoded": { encoding: { b: 5 } },
        "application/json": { encoding: {} },
      },
    });
    expect(body).toStrictEqual({
      mediaTypes: [
        { type: "multipart/form-data", properties: [], encoding: { a: {} } },
        { type: "application/x-www-form-urlencoded" },
        { type: "application/json" },
      ],
    });
  });

  it("has no body when the request body lists no media type", () => {
    const operation = compileOpenAPI(describe3({ "/p": { post: { requestBody: { content: {} } } } })).operations[0];
    expect("body" in operation!).toBe(false);
    const bare = compileOpenAPI(describe3({ "/p": { post: { requestBody: {} } } })).operations[0];
    expect("body" in bare!).toBe(false);
  });

  it("takes an object schema by its type, a type list with object, or its properties, and no other", () => {
    const properties = (schema: unknown) =>
      bodyOf({ content: { "application/json": { schema } } })!.mediaTypes[0]!.properties;
    expect(properties({ type: "object" })).toStrictEqual([]);
    expect(properties({ type: ["object", "null"] })).toStrictEqual([]);
    expect(properties({ properties: { a: {} } })).toStrictEqual(["a"]);
    expect(properties({ type: "string" })).toBeUndefined();
    expect(properties({ type: ["string", "null"] })).toBeUndefined();
    expect(properties({ type: "array", items: { type: "object" } })).toBeUndefined();
    expect(properties({})).toBeUndefined();
  });

  it("gathers the properties of allOf, anyOf and oneOf branches, each once", () => {
    const properties = (schema: unknown) =>
      bodyOf({ content: { "application/json": { schema } } })!.mediaTypes[0]!.properties;
    expect(properties({ allOf: [{ properties: { a: {} } }, { type: "object", properties: { b: {} } }] })).toStrictEqual(
      ["a", "b"],
    );
    expect(properties({ anyOf: [{ properties: { c: {} } }, { type: "string" }] })).toStrictEqual(["c"]);
    expect(properties({ oneOf: [{ properties: { d: {} } }, { properties: { d: {}, e: {} } }] })).toStrictEqual([
      "d",
      "e",
    ]);
    expect(
      properties({ properties: { a: {} }, allOf: [{ properties: { b: {} } }], oneOf: [{ properties: { c: {} } }] }),
    ).toStrictEqual(["a", "b", "c"]);
    expect(properties({ allOf: [{ type: "string" }] })).toBeUndefined();
  });

  it("gathers properties through local $refs, and takes a $ref to the whole document", () => {
    const components = {
      components: {
        schemas: { Named: { properties: { name: {} } }, Base: { allOf: [{ $ref: "#/components/schemas/Named" }] } },
      },
    };
    const body = bodyOf(
      { content: { "application/json": { schema: { $ref: "#/components/schemas/Base" } } } },
      components,
    );
    expect(body!.mediaTypes[0]!.properties).toStrictEqual(["name"]);
    const whole = bodyOf({ content: { "application/json": { schema: { $ref: "#" } } } });
    expect(whole).toStrictEqual({ mediaTypes: [{ type: "application/json" }] });
  });

  it("refuses a body whose content or media type is no object, naming where", () => {
    expect(refusal(describe3({ "/p": { post: { requestBody: { content: 5 } } } }))).toEqual(
      invalid("Invalid OpenAPI description at #/paths/~1p/post/requestBody/content: expected an object, not 5"),
    );
    expect(refusal(describe3({ "/p": { post: { requestBody: { content: { "application/json": 5 } } } } }))).toEqual(
      invalid(
        "Invalid OpenAPI description at #/paths/~1p/post/requestBody/content/application~1json: expected an object, not 5",
      ),
    );
  });
});

describe("compileOpenAPI's read-only properties", () => {
  // A property one branch marks readOnly and another does not may be sent: it is no read-only one.
  it("lists a property as read-only only when no branch of the body's schema sends it", () => {
    const schema = {
      allOf: [
        { type: "object", properties: { id: { readOnly: true }, created: { readOnly: true } } },
        { properties: { id: { type: "string" } } },
      ],
    };
    const [media] = bodyOf({ content: { "application/json": { schema } } })!.mediaTypes;
    expect([media!.properties, media!.readOnly]).toEqual([["id"], ["created"]]);
  });
});

describe("compileOpenAPI's response types", () => {
  it("lists the successful responses' types first, then the others in the description's order, each once", () => {
    const operation = compiled({
      responses: {
        default: { content: { "application/problem+json": {} } },
        "100": { content: { "text/x-informational": {} } },
        "201": { content: { "application/json": {}, "application/problem+json": {} } },
        "404": { content: { "text/x-missing": {} } },
        "2XX": { content: { "application/hal+json": {} } },
        "302": { description: "moved" },
      },
    });
    expect(operation!.responses).toStrictEqual([
      "application/json",
      "application/problem+json",
      "application/hal+json",
      "text/x-informational",
      "text/x-missing",
    ]);
  });

  it("sends a successful type before an informational one, as the accept header", () => {
    const config = fromOpenAPI(
      describe3({
        "/d": {
          get: {
            operationId: "d",
            responses: { "100": { content: { "text/x-a": {} } }, "201": { content: { "application/json": {} } } },
          },
        },
      }),
    );
    expect(config.build("d").headers.accept).toBe("application/json, text/x-a");
  });

  it("has no response types when the operation has no responses object", () => {
    expect(compiled({})!.responses).toStrictEqual([]);
    expect(compiled({ responses: [] })!.responses).toStrictEqual([]);
  });
});

describe("compileOpenAPI's servers", () => {
  it("keeps each server's variables, their defaults and enums as strings", () => {
    const table = compileOpenAPI(
      describe3(
        {},
        {
          servers: [
            {
              url: "https://{region}.details.test:{port}",
              variables: { region: { default: "eu", enum: ["eu", "us"] }, port: { default: 443 } },
            },
            { url: "https://backup.details.test", variables: 5 },
          ],
        },
      ),
    );
    expect(table.servers).toStrictEqual([
      {
        url: "https://{region}.details.test:{port}",
        variables: { region: { default: "eu", enum: ["eu", "us"] }, port: { default: "443" } },
      },
      { url: "https://backup.details.test" },
    ]);
  });

  it("writes a variable's boolean and number values as text, and leaves out the values no text can be", () => {
    const flag = {
      url: "https://details.test/{flag}",
      variables: { flag: { default: false, enum: [false, 1, null, {}] } },
    };
    expect(compileOpenAPI(describe3({}, { servers: [flag] })).servers).toStrictEqual([
      { url: "https://details.test/{flag}", variables: { flag: { default: "false", enum: ["false", "1"] } } },
    ]);
  });

  it("gives an operation its own servers, else its path item's, else none", () => {
    const table = compileOpenAPI(
      describe3({
        "/a": { servers: [{ url: "https://item.test" }], get: {}, put: { servers: [{ url: "https://own.test" }] } },
        "/b": { get: { servers: [] } },
      }),
    );
    expect(table.operations.map((operation) => operation.servers)).toStrictEqual([
      [{ url: "https://item.test" }],
      [{ url: "https://own.test" }],
      undefined,
    ]);
    expect("servers" in table.operations[2]!).toBe(false);
  });

  it("refuses a server that is no object or has no url, naming where", () => {
    expect(refusal(describe3({}, { servers: [5] }))).toEqual(
      invalid("Invalid OpenAPI description at #/servers/0: expected an object, not 5"),
    );
    expect(refusal(describe3({}, { servers: [{ url: "https://a.test" }, {}] }))).toEqual(
      invalid("Invalid OpenAPI description at #/servers/1: a server needs a url"),
    );
    expect(refusal(describe3({}, { servers: [{ url: "https://{v}.test", variables: { "a/b": 5 } }] }))).toEqual(
      invalid("Invalid OpenAPI description at #/servers/0/variables/a~1b: expected an object, not 5"),
    );
    expect(refusal(describe3({ "/d": { get: { servers: [{}] } } }))).toEqual(
      invalid("Invalid OpenAPI description at #/paths/~1d/get/servers/0: a server needs a url"),
    );
    expect(refusal(describe3({ "/d": { servers: [{ url: 5 }], get: {} } }))).toEqual(
      invalid("Invalid OpenAPI description at #/paths/~1d/servers/0: a server needs a url"),
    );
  });
});

describe("compileOpenAPI's security", () => {
  it("keeps the apiKey schemes in a header, the query or a cookie, and no other", () => {
    const table = compileOpenAPI(
      describe3(
        {},
        {
          components: {
            securitySchemes: {
              key: { type: "apiKey", in: "header", name: "X-Key" },
              token: { type: "apiKey", in: "query", name: "token" },
              session: { type: "apiKey", in: "cookie", name: "sid" },
              shared: { $ref: "#/components/schemas/Shared" },
              basic: { type: "http", scheme: "basic", in: "header", name: "Authorization" },
              nameless: { type: "apiKey", in: "header" },
              nowhere: { type: "apiKey", in: "body", name: "k" },
            },
            schemas: { Shared: { type: "apiKey", in: "header", name: "X-Shared" } },
          },
        },
      ),
    );
    expect(table.securitySchemes).toStrictEqual({
      key: { in: "header", name: "X-Key" },
      token: { in: "query", name: "token" },
      session: { in: "cookie", name: "sid" },
      shared: { in: "header", name: "X-Shared" },
    });
  });

  it("names the schemes of the operation's requirements, else the description's, each once", () => {
    const table = compileOpenAPI(
      describe3(
        { "/a": { get: {}, put: { security: [{ key: [] }, { key: [], token: [] }] }, post: { security: [] } } },
        { security: ["ab", { token: [] }, 5] },
      ),
    );
    expect(table.operations.map((operation) => operation.security)).toStrictEqual([["token"], ["key", "token"], []]);
    expect(compileOpenAPI(describe3({ "/a": { get: { security: {} } } })).operations[0]!.security).toStrictEqual([]);
  });
});

describe("compileOpenAPI's $refs", () => {
  it("follows local references to path items, parameters, schemas, bodies and responses", () => {
    const document = describe3(
      { "/d": { $ref: "#/components/pathItems/D" } },
      {
        components: {
          pathItems: {
            D: {
              post: {
                parameters: [{ $ref: "#/components/parameters/Q" }],
                requestBody: { $ref: "#/components/requestBodies/B" },
                responses: { "200": { $ref: "#/components/responses/R" } },
              },
            },
          },
          parameters: {
            Q: {
              name: "q",
              in: "query",
              style: "deepObject",
              explode: true,
              schema: { $ref: "#/components/schemas/L" },
            },
          },
          schemas: { L: { type: "string" } },
          requestBodies: { B: { content: { "application/json": { schema: { properties: { x: {} } } } } } },
          responses: { R: { content: { "application/json": {} } } },
        },
      },
    );
    expect(compileOpenAPI(document).operations).toStrictEqual([
      {
        method: "POST",
        path: "/d",
        pointer: "#/paths/~1d/post",
        parameters: [{ in: "query", name: "q", style: "deepObject", explode: true }],
        body: { mediaTypes: [{ type: "application/json", properties: ["x"] }] },
        responses: ["application/json"],
        security: [],
        unserved:
          'the query parameter "q" (#/components/parameters/Q) has style deepObject, which a value of type string cannot take',
      },
    ]);
  });

  it("refuses a reference to another document where it is met, naming the pointer and the reference", () => {
    const external = { $ref: "other.json#/components/x" };
    const named = (at: string) =>
      invalid(
        `Invalid OpenAPI description at ${at}: it refers to another document, "other.json#/components/x", which the documents setting does not give as "other.json"`,
      );
    expect(refusal(describe3({ "/d": external }))).toEqual(named("#/paths/~1d"));
    expect(
      refusal(describe3({ "/d": { get: { parameters: [{ name: "q", in: "query", schema: external }] } } })),
    ).toEqual(named("#/paths/~1d/get/parameters/0/schema"));
    expect(refusal(describe3({ "/d": { get: { responses: { "200": external } } } }))).toEqual(
      named("#/paths/~1d/get/responses/200"),
    );
    expect(
      refusal(
        describe3({ "/p": { post: { requestBody: { content: { "application/json": { schema: external } } } } } }),
      ),
    ).toEqual(named("#/paths/~1p/post/requestBody/content/application~1json/schema"));
    expect(
      refusal(
        describe3({
          "/p": { post: { requestBody: { content: { "application/json": { schema: { anyOf: [{}, external] } } } } } },
        }),
      ),
    ).toEqual(named("#/paths/~1p/post/requestBody/content/application~1json/schema/anyOf/1"));
    expect(refusal(describe3({}, { components: { securitySchemes: { "a/b": external } } }))).toEqual(
      named("#/components/securitySchemes/a~1b"),
    );
  });

  it("refuses a reference that names nothing in the document, naming it", () => {
    expect(refusal(describe3({ "/d": { $ref: "#/components/pathItems/none" } }))).toEqual(
      invalid(
        'Invalid OpenAPI description at #/paths/~1d: its reference "#/components/pathItems/none" names nothing in the document',
      ),
    );
  });
});
