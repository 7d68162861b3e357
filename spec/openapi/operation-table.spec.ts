import { compileOpenAPI } from "../../lib/openapi";
import shop from "../fixtures/openapi-shop/shop.json";

// The table of the specs' Acme Shop, entry by entry as the description says (read against
// spec/fixtures/openapi-shop/shop.json): a path item's parameters before the operation's, each
// place's default style and explode, 2xx response types first, the description's security and
// an operation's own servers, Encoding Objects, and the reason an operation cannot be served.
const EXPECTED = {
  format: "restkit-operation-table",
  version: 3,
  title: "Acme Shop",
  servers: [
    {
      url: "https://{region}.shop.test/v1",
      variables: {
        region: {
          default: "eu",
          enum: ["eu", "us"],
        },
      },
    },
  ],
  securitySchemes: {
    shopKey: {
      in: "header",
      name: "X-Shop-Key",
    },
    queryKey: {
      in: "query",
      name: "shop_token",
    },
    session: {
      in: "cookie",
      name: "shop_session",
    },
  },
  operations: [
    {
      method: "GET",
      path: "/orders/{orderId}",
      pointer: "#/paths/~1orders~1{orderId}/get",
      parameters: [
        {
          in: "path",
          name: "orderId",
          style: "simple",
          explode: false,
          required: true,
        },
        {
          in: "header",
          name: "If-None-Match",
          style: "simple",
          explode: false,
        },
        {
          in: "query",
          name: "include",
          style: "form",
          explode: true,
        },
        {
          in: "query",
          name: "fields",
          style: "form",
          explode: false,
        },
        {
          in: "query",
          name: "filter",
          style: "deepObject",
          explode: true,
        },
        {
          in: "header",
          name: "Accept",
          style: "simple",
          explode: false,
        },
        {
          in: "cookie",
          name: "theme",
          style: "form",
          explode: true,
        },
      ],
      responses: ["application/json", "application/hal+json", "application/problem+json"],
      security: ["shopKey"],
      operationId: "getOrder",
    },
    {
      method: "POST",
      path: "/forms",
      pointer: "#/paths/~1forms/post",
      parameters: [],
      responses: [],
      security: ["shopKey"],
      operationId: "submitForm",
      body: {
        mediaTypes: [
          {
            type: "application/x-www-form-urlencoded",
            properties: ["name", "tags", "metadata"],
            encoding: {
              metadata: {
                style: "deepObject",
                explode: true,
              },
            },
          },
          {
            type: "application/json",
            properties: ["name"],
          },
        ],
      },
    },
    {
      method: "POST",
      path: "/uploads",
      pointer: "#/paths/~1uploads/post",
      parameters: [],
      responses: [],
      security: ["shopKey"],
      operationId: "upload",
      servers: [
        {
          url: "https://uploads.shop.test",
        },
      ],
      body: {
        mediaTypes: [
          {
            type: "multipart/form-data",
            properties: ["file name", "meta", "labels", "picture", "note"],
            encoding: {
              note: {
                contentType: "text/markdown",
              },
            },
          },
        ],
      },
    },
    {
      method: "GET",
      path: "/broken",
      pointer: "#/paths/~1broken/get",
      parameters: [
        {
          in: "query",
          name: "tags",
          style: "spaceDelimited",
          explode: true,
        },
      ],
      responses: [],
      security: ["shopKey"],
      operationId: "broken",
      unserved:
        'the query parameter "tags" (#/paths/~1broken/get/parameters/0) has style spaceDelimited with explode true, which OpenAPI leaves undefined',
    },
  ],
  duplicateOperationIds: [],
};

describe("compileOpenAPI's table of a description", () => {
  it("holds what the description says of each operation", () => {
    const table = compileOpenAPI(shop);
    const picked = new Set<string | undefined>(EXPECTED.operations.map((operation) => operation.operationId));
    expect({ ...table, operations: table.operations.filter((operation) => picked.has(operation.operationId)) }).toEqual(
      EXPECTED,
    );
    expect(table.operations.map((operation) => `${operation.method} ${operation.path}`)).toEqual([
      "GET /orders/{orderId}",
      "DELETE /orders/{orderId}",
      "POST /payouts",
      "POST /envelopes",
      "POST /forms",
      "POST /uploads",
      "PUT /raw",
      "GET /matrix/{point}",
      "GET /broken",
    ]);
  });
});

describe("compileOpenAPI's refusals, each naming where the description is wrong", () => {
  const document = (paths: unknown, extra: Record<string, unknown> = {}) => ({
    openapi: "3.0.3",
    info: { title: "Bad" },
    paths,
    ...extra,
  });
  const operation = (fields: Record<string, unknown>) => document({ "/a/{id}": { get: { responses: {}, ...fields } } });

  it.each([
    ["an openapi version it does not read", { openapi: "3.3.0", paths: {} }, '"3.3.0"'],
    ["paths that are no object", document([]), "#/paths"],
    ["an operation that is no object", document({ "/a": { get: "x" } }), "#/paths/~1a/get"],
    ["parameters that are no list", operation({ parameters: {} }), "#/paths/~1a~1{id}/get/parameters"],
    ["a parameter without a name", operation({ parameters: [{ in: "query" }] }), "/parameters/0"],
    ["a parameter with no valid place", operation({ parameters: [{ name: "x", in: "body" }] }), '"body"'],
    ["a reference to nothing", operation({ parameters: [{ $ref: "#/components/parameters/none" }] }), "names nothing"],
    ["references that loop", document({ "/a": { $ref: "#/paths/~1b" }, "/b": { $ref: "#/paths/~1a" } }), "loop"],
    ["a server without a url", document({}, { servers: [{}] }), "#/servers/0"],
    ["a requestBody that is no object", operation({ requestBody: 1 }), "requestBody"],
  ])("refuses %s", (_, bad, named) => {
    let error: unknown;
    try {
      compileOpenAPI(bad);
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect((error as Error).message).toContain(named);
  });

  it("follows references in ~0 and ~1 escapes and percent-encoded pointers", () => {
    const table = compileOpenAPI({
      ...operation({
        parameters: [{ $ref: "#/components/parameters/a~1b~0c" }, { $ref: "#/components/parameters/d%20e" }],
      }),
      components: {
        parameters: {
          "a/b~c": { name: "first", in: "query", schema: { type: "string" } },
          "d e": { name: "second", in: "header", schema: { type: "string" } },
        },
      },
    });
    expect(table.operations[0]!.parameters.map((parameter) => parameter.name)).toEqual(["first", "second", "id"]);
  });
});
