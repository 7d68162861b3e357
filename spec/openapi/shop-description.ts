// A small OpenAPI 3.1 description written for the specs: one operation per rule of issue 48,
// with names chosen to collide with the library's options.
export const shop = {
  openapi: "3.1.0",
  info: { title: "Acme Shop", version: "1.0" },
  servers: [{ url: "https://{region}.shop.test/v1", variables: { region: { default: "eu", enum: ["eu", "us"] } } }],
  components: {
    securitySchemes: {
      shopKey: { type: "apiKey", in: "header", name: "X-Shop-Key" },
      queryKey: { type: "apiKey", in: "query", name: "shop_token" },
      session: { type: "apiKey", in: "cookie", name: "shop_session" },
    },
    parameters: {
      ifNoneMatch: { name: "If-None-Match", in: "header", schema: { type: "string" } },
    },
    schemas: {
      Payout: {
        type: "object",
        properties: { amount: { type: "integer" }, method: { type: "string", enum: ["standard", "instant"] } },
        required: ["amount"],
      },
    },
  },
  security: [{ shopKey: [] }],
  paths: {
    "/orders/{orderId}": {
      parameters: [{ name: "orderId", in: "path", required: true, schema: { type: "string" } }],
      get: {
        operationId: "getOrder",
        parameters: [
          { $ref: "#/components/parameters/ifNoneMatch" },
          { name: "include", in: "query", schema: { type: "array", items: { type: "string" } } },
          {
            name: "fields",
            in: "query",
            style: "form",
            explode: false,
            schema: { type: "array", items: { type: "string" } },
          },
          { name: "filter", in: "query", style: "deepObject", explode: true, schema: { type: "object" } },
          { name: "Accept", in: "header", schema: { type: "string" } },
          { name: "theme", in: "cookie", schema: { type: "string" } },
        ],
        responses: {
          "200": { description: "the order", content: { "application/json": {}, "application/hal+json": {} } },
          "404": { description: "none", content: { "application/problem+json": {} } },
        },
      },
      delete: {
        operationId: "cancelOrder",
        parameters: [
          { name: "reason", in: "query", required: true, schema: { type: "string" } },
          { name: "Idempotency-Key", in: "header", required: true, schema: { type: "string" } },
        ],
        responses: { "204": { description: "cancelled" } },
      },
    },
    "/payouts": {
      post: {
        operationId: "createPayout",
        parameters: [{ name: "dry_run", in: "query", schema: { type: "boolean" } }],
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Payout" } } },
        },
        responses: { "201": { description: "created", content: { "application/json": {} } } },
      },
    },
    "/envelopes": {
      post: {
        operationId: "createEnvelope",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  data: { type: "object" },
                  url: { type: "string" },
                  headers: { type: "object" },
                  request: { type: "object" },
                },
              },
            },
          },
        },
        responses: { "201": { description: "created" } },
      },
    },
    "/forms": {
      post: {
        operationId: "submitForm",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: { name: { type: "string" }, tags: { type: "array" }, metadata: { type: "object" } },
              },
              encoding: { metadata: { style: "deepObject", explode: true } },
            },
            "application/json": { schema: { type: "object", properties: { name: { type: "string" } } } },
          },
        },
        responses: { "204": { description: "ok" } },
      },
    },
    "/uploads": {
      servers: [{ url: "https://uploads.shop.test" }],
      post: {
        operationId: "upload",
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  "file name": { type: "string" },
                  meta: { type: "object" },
                  labels: { type: "array", items: { type: "string" } },
                  picture: { type: "string", contentMediaType: "image/png" },
                  note: { type: "string" },
                },
              },
              encoding: { note: { contentType: "text/markdown" } },
            },
          },
        },
        responses: { "201": { description: "stored" } },
      },
    },
    "/raw": {
      put: {
        operationId: "putRaw",
        requestBody: { content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } } },
        responses: { "204": { description: "ok" } },
      },
    },
    "/matrix/{point}": {
      get: {
        operationId: "getPoint",
        parameters: [
          { name: "point", in: "path", required: true, style: "matrix", explode: true, schema: { type: "object" } },
        ],
        responses: { "200": { description: "ok" } },
      },
    },
    "/broken": {
      get: {
        operationId: "broken",
        parameters: [{ name: "tags", in: "query", style: "deepObject", explode: true, schema: { type: "array" } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
} as const;
