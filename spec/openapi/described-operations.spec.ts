import { EndpointConfig, toFetchArgs, type RequestOptionsInit } from "../../lib";
import { compileOpenAPI, fromOpenAPI, fromOperationTable, type OperationTable } from "../../lib/openapi";
import { thrown } from "../support/thrown";
import shop from "../fixtures/openapi-shop/shop.json";

// Every request is judged as a server would receive it: through toFetchArgs into a Request,
// decoded by the platform's URL, Headers and formData().
const config = fromOpenAPI(shop);
const received = (options: RequestOptionsInit) => new Request(...toFetchArgs(options));
const query = (options: RequestOptionsInit) => [...new URL(options.url).searchParams];

describe("a config from an OpenAPI description", () => {
  it("builds on the first server, its variables at their defaults", () => {
    expect(config.build("getOrder", { orderId: "o 1" }).url).toBe("https://eu.shop.test/v1/orders/o%201");
  });

  it("takes a server variable's listed value, and refuses another", () => {
    expect(fromOpenAPI(shop, { serverVariables: { region: "us" } }).defaultBaseUrl).toBe("https://us.shop.test/v1");
    const error = thrown(() => fromOpenAPI(shop, { serverVariables: { region: "evil.test/x?" } }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toContain('"eu", "us"');
    expect(thrown(() => fromOpenAPI(shop, { serverVariables: { port: "1" } })).message).toContain('"port"');
  });

  it("sends a flat name that two parameters of the operation share to each (SendGrid's list_id)", () => {
    const twins = fromOpenAPI({
      openapi: "3.0.3",
      info: { title: "Twins", version: "1" },
      servers: [{ url: "https://twins.test" }],
      paths: {
        "/items/{id}": {
          get: {
            operationId: "item",
            parameters: [
              { name: "id", in: "path", required: true, schema: { type: "string" } },
              { name: "id", in: "query", schema: { type: "string" } },
            ],
            responses: {},
          },
        },
      },
    });
    expect(twins.build("item", { id: "1 2" }).url).toBe("https://twins.test/items/1%202?id=1%202");
  });

  it("finds an operation by its route as the description writes it, or by its operationId", () => {
    expect(config.build("GET /orders/{orderId}", { orderId: "o1" }).url).toBe(
      config.build("getOrder", { orderId: "o1" }).url,
    );
    expect(
      config.build("delete /orders/{orderId}", { orderId: "o1", reason: "r", "Idempotency-Key": "k" }).method,
    ).toBe("delete");
  });

  it("refuses a route that differs from an operation only by its placeholder names, naming it", () => {
    const error = thrown(() => config.build("GET /orders/{id}", { id: "o1" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    expect(error.message).toContain("GET /orders/{orderId}");
  });

  it("refuses a method the path lacks, naming the operations it has", () => {
    const error = thrown(() => config.build("PATCH /payouts", { amount: 1 }));
    expect(error).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    expect(error.message).toContain("POST /payouts");
  });

  it("builds a route on no path of the description by the usual rules", () => {
    const options = config.build("GET /status{?verbose}", { verbose: true, extra: 1 });
    expect(options.url).toBe("https://eu.shop.test/v1/status?verbose=true&extra=1");
  });

  it("sends header parameters as headers, matched without regard to case", () => {
    const request = received(config.build("getOrder", { orderId: "o1", "if-none-match": '"v1"' }));
    expect(request.headers.get("if-none-match")).toBe('"v1"');
    expect(new URL(request.url).search).toBe("");
  });

  it("refuses a header given both as a parameter and in headers", () => {
    const error = thrown(() =>
      config.build("getOrder", { orderId: "o1", "If-None-Match": "a", headers: { "if-none-match": "b" } }),
    );
    expect(error).toMatchObject({ code: "ERR_INVALID_HEADER" });
    expect(error.message).toContain("if-none-match");
  });

  it.each(["Accept", "content-type", "Authorization"])("refuses %s given flat: it comes from headers only", (name) => {
    const error = thrown(() => config.build("getOrder", { orderId: "o1", [name]: "x" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toContain(name);
  });

  it("writes each query parameter in its style", () => {
    const options = config.build("getOrder", {
      orderId: "o1",
      include: ["items", "notes"],
      fields: ["id", "total"],
      filter: { status: "open", owner: "me" },
    });
    expect(new URL(options.url).search).toBe(
      "?include=items&include=notes&fields=id,total&filter%5Bstatus%5D=open&filter%5Bowner%5D=me",
    );
  });

  it("writes a cookie parameter into the cookie header, after a cookie given in headers", () => {
    const options = config.build("getOrder", { orderId: "o1", theme: "dark mode", headers: { cookie: "a=1" } });
    expect(received(options).headers.get("cookie")).toBe("a=1; theme=dark%20mode");
  });

  it("asks for the operation's response media types", () => {
    expect(config.build("getOrder", { orderId: "o1" }).headers.accept).toBe(
      "application/json, application/hal+json, application/problem+json",
    );
    expect(config.build("getOrder", { orderId: "o1", headers: { accept: "text/csv" } }).headers.accept).toBe(
      "text/csv",
    );
  });

  it("sends query parameters of a POST and a DELETE in the query, the body properties in the body", async () => {
    const payout = received(config.build("createPayout", { dry_run: true, amount: 5 }));
    expect(new URL(payout.url).search).toBe("?dry_run=true");
    expect(await payout.json()).toEqual({ amount: 5 });
    const cancel = config.build("cancelOrder", { orderId: "o1", reason: "late", "Idempotency-Key": "k1" });
    expect(query(cancel)).toEqual([["reason", "late"]]);
    expect(cancel.headers["idempotency-key"]).toBe("k1");
    expect(cancel.body).toBeUndefined();
  });

  it("sends a body property named method as the property, never as the HTTP method", async () => {
    const request = received(config.build("createPayout", { amount: 5, method: "instant" }));
    expect(request.method).toBe("POST");
    expect(await request.json()).toEqual({ amount: 5, method: "instant" });
  });

  it("sends body properties named data, url, headers and request as properties", async () => {
    const values = { data: { id: 1 }, url: "https://x.test", headers: { a: "b" }, request: { retries: 9 } };
    const request = received(config.build("createEnvelope", values));
    expect(request.url).toBe("https://eu.shop.test/v1/envelopes");
    expect(request.headers.get("a")).toBeNull();
    expect(await request.json()).toEqual(values);
  });

  it("still refuses a method option that names another verb than the operation's", () => {
    const error = thrown(() => config.build("getOrder", { orderId: "o1", method: "POST" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
  });

  it("writes a form body by its encoding: lists repeated, deepObject nested", async () => {
    const request = received(config.build("submitForm", { name: "a b", tags: ["x", "y"], metadata: { k: "v" } }));
    expect(request.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect([...new URLSearchParams(await request.text())]).toEqual([
      ["name", "a b"],
      ["tags", "x"],
      ["tags", "y"],
      ["metadata[k]", "v"],
    ]);
  });

  it("writes a form property without style as its content-type says: an object as JSON text", async () => {
    const described = fromOpenAPI({
      openapi: "3.1.0",
      info: { title: "Forms", version: "1" },
      servers: [{ url: "https://forms.test" }],
      paths: {
        "/f": {
          options: {
            operationId: "f",
            requestBody: {
              required: true,
              content: {
                "application/x-www-form-urlencoded": { schema: { type: "object", properties: { o: {}, l: {} } } },
              },
            },
            responses: {},
          },
        },
        "/files/{id}#lock": {
          put: {
            operationId: "lock",
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            requestBody: {
              required: true,
              content: { "application/json": { schema: { type: "object", properties: {} } } },
            },
            responses: {},
          },
        },
      },
    });
    // An OPTIONS request may carry the body its operation describes.
    const request = received(described.build("f", { o: { a: 1 }, l: [{ b: 2 }, "c"] }));
    expect(request.method).toBe("OPTIONS");
    expect([...new URLSearchParams(await request.text())]).toEqual([
      ["o", '{"a":1}'],
      ["l", '{"b":2}'],
      ["l", "c"],
    ]);
    // A path's fragment names the operation and stays out of the URL; a required object body the
    // call fills nothing of is sent as {}.
    const lock = received(described.build("PUT /files/{id}#lock", { id: "7" }));
    expect(lock.url).toBe("https://forms.test/files/7");
    expect(await lock.json()).toEqual({});
  });

  it("lets the caller's content-type choose among the listed media types, and refuses another", async () => {
    const json = received(config.build("submitForm", { name: "n", headers: { "content-type": "application/json" } }));
    expect(await json.json()).toEqual({ name: "n" });
    const error = thrown(() => config.build("submitForm", { name: "n", headers: { "content-type": "text/plain" } }));
    expect(error).toMatchObject({ code: "ERR_INVALID_HEADER" });
    expect(error.message).toContain("application/x-www-form-urlencoded, application/json");
  });

  it("writes multipart parts as OpenAPI's defaults and encoding say", async () => {
    const picture = new Blob([new Uint8Array([137, 80])], { type: "image/png" });
    const options = config.build("upload", {
      "file name": "a.txt",
      meta: { size: 2 },
      labels: ["red", "blue"],
      picture,
      note: "# hi",
    });
    expect(options.url).toBe("https://uploads.shop.test/uploads");
    const request = received(options);
    const text = await request.clone().text();
    expect(text).toContain('name="meta"\r\nContent-Type: application/json\r\n\r\n{"size":2}');
    expect(text).toContain('name="note"\r\nContent-Type: text/markdown\r\n\r\n# hi');
    const form = await request.formData();
    expect(form.get("file name")).toBe("a.txt");
    expect(form.getAll("labels")).toEqual(["red", "blue"]);
    const file = form.get("picture") as File;
    expect([file.type, [...new Uint8Array(await file.arrayBuffer())]]).toEqual(["image/png", [137, 80]]);
  });

  it.each([
    ["a header parameter", { orderId: "o1", "If-None-Match": { a: { b: 1 } } }],
    ["a list of a delimited query parameter", { orderId: "o1", fields: [["a", "b"], "c"] }],
    ["a list item of a form query parameter", { orderId: "o1", include: [{ x: 1 }] }],
  ])("refuses a list or object nested in %s, never writes [object Object]", (_, values) => {
    expect(thrown(() => config.build("getOrder", values))).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
  });

  it("refuses flat names on a body that is no object, which takes its value whole in data", () => {
    const error = thrown(() => config.build("putRaw", { bytes: "x" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toContain("`data`");
  });

  it("sends a multipart body of text parts as text, and one with a file part as a Blob", () => {
    expect(typeof config.build("upload", { note: "n", labels: ["a"] }).body).toBe("string");
    expect(config.build("upload", { note: "n", picture: new Blob(["p"]) }).body).toBeInstanceOf(Blob);
  });

  it("sends a body of another media type byte for byte, given whole in data", async () => {
    const request = received(config.build("putRaw", { data: new Uint8Array([0, 255]) }));
    expect(request.headers.get("content-type")).toBe("application/octet-stream");
    expect([...new Uint8Array(await request.arrayBuffer())]).toEqual([0, 255]);
  });

  it("writes a matrix path parameter", () => {
    expect(config.build("getPoint", { point: { x: 1, y: 2 } }).url).toBe("https://eu.shop.test/v1/matrix/;x=1;y=2");
  });

  it("refuses an operation it cannot serve when called, naming it and its JSON pointer", () => {
    const error = thrown(() => config.build("broken", { tags: ["a"] }));
    expect(error).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    expect(error.message).toContain("#/paths/~1broken/get");
  });

  it("sends a name both a parameter and a body property to both, and with data the flat name is the parameter", async () => {
    const described = fromOpenAPI({
      openapi: "3.0.3",
      info: { title: "Twins", version: "1" },
      servers: [{ url: "https://twins.test" }],
      paths: {
        "/x": {
          post: {
            operationId: "x",
            parameters: [{ name: "q", in: "query", schema: { type: "string" } }],
            requestBody: { content: { "application/json": { schema: { type: "object", properties: { q: {} } } } } },
            responses: {},
          },
        },
      },
    });
    // A path id repeated in the body, an account id in both: the API reads it in each place.
    const both = received(described.build("x", { q: "1" }));
    expect(new URL(both.url).searchParams.get("q")).toBe("1");
    expect(await both.json()).toEqual({ q: "1" });
    // With the body whole in `data`, the flat value is the parameter's alone: two values may differ.
    const apart = received(described.build("x", { q: "param", data: { q: "body" } }));
    expect(new URL(apart.url).searchParams.get("q")).toBe("param");
    expect(await apart.json()).toEqual({ q: "body" });
  });

  it("keeps credentials home: an apiKey header or query parameter goes only to the description's servers", () => {
    const key = { headers: { "x-shop-key": "s" } };
    expect(thrown(() => config.build("GET https://evil.test/x", key))).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
    expect(thrown(() => config.build("GET https://evil.test/x{?shop_token}", { shop_token: "t" }))).toMatchObject({
      code: "ERR_ABSOLUTE_URL",
    });
    // The description's other servers are trusted, its server variables' listed values included.
    expect(config.build("GET https://us.shop.test/v1/x", key).url).toBe("https://us.shop.test/v1/x");
    expect(config.build("upload", { note: "n", ...key }).url).toBe("https://uploads.shop.test/uploads");
  });

  it("works as any config: with(), merge() and parse(), toEndpoint()", () => {
    const withKey = config.with({ headers: { "x-shop-key": "s" }, orderId: "o9" });
    expect(withKey.build("getOrder").url).toBe("https://eu.shop.test/v1/orders/o9");
    const merged = config.merge("createPayout", { amount: 5, method: "instant" });
    expect(config.parse(merged)).toEqual(config.resolve("createPayout", { amount: 5, method: "instant" }));
    const endpoint = config.toEndpoint();
    expect(endpoint("getOrder", { orderId: "o2" }).url).toBe("https://eu.shop.test/v1/orders/o2");
    expect(config).toBeInstanceOf(EndpointConfig);
  });
});

describe("compileOpenAPI", () => {
  it("compiles a JSON-serialisable table that fromOperationTable serves the same", () => {
    const table = JSON.parse(JSON.stringify(compileOpenAPI(shop)));
    const fromTable = fromOperationTable(table);
    expect(fromTable.build("getOrder", { orderId: "o1", include: ["a"] })).toEqual(
      config.build("getOrder", { orderId: "o1", include: ["a"] }),
    );
  });

  it("keeps its own frozen copy of the table, never the caller's", () => {
    const table = JSON.parse(JSON.stringify(compileOpenAPI(shop))) as {
      operations: Array<{ operationId?: string; path: string }>;
    };
    const fromTable = fromOperationTable(table as unknown as OperationTable);
    const before = fromTable.build("getOrder", { orderId: "o1" }).url;
    table.operations.find((operation) => operation.operationId === "getOrder")!.path = "/x";
    expect(fromTable.build("getOrder", { orderId: "o1" }).url).toBe(before);
    expect(Object.isFrozen(table)).toBe(false);
  });

  it("lists an operation it cannot serve with its reason", () => {
    const broken = compileOpenAPI(shop).operations.find((operation) => operation.operationId === "broken");
    expect(broken?.unserved).toContain("spaceDelimited with explode true");
  });

  it.each([
    ["a Swagger 2.0 document, naming a converter", { swagger: "2.0", paths: {} }, "swagger2openapi"],
    ["a document that is not OpenAPI", { hello: "world" }, "openapi"],
    ["no object at all", "openapi: 3.1.0", "expected a parsed document"],
    [
      "an external $ref",
      { openapi: "3.1.0", info: { title: "x" }, paths: { "/a": { $ref: "other.yaml#/paths/a" } } },
      "other.yaml",
    ],
  ])("refuses %s", (_, document, named) => {
    const error = thrown(() => compileOpenAPI(document as object));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toContain(named);
  });

  it("needs a baseUrl for a relative server, and resolves the server against it", () => {
    const relative = { openapi: "3.0.3", info: { title: "R" }, servers: [{ url: "/api/v3" }], paths: {} };
    expect(thrown(() => fromOpenAPI(relative))).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(fromOpenAPI(relative, { baseUrl: "https://r.test" }).defaultBaseUrl).toBe("https://r.test/api/v3");
  });
});
