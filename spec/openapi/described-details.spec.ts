import { toFetchArgs, type RequestOptionsInit } from "../../lib";
import { fromOpenAPI, OpenAPIVendor, compileOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// The finer rules of described operations, each on a small description of its own.
const describe3 = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  smallDescription("Details", paths, extra);
const get = (parameters: unknown[], path = "/d") =>
  fromOpenAPI(describe3({ [path]: { get: { operationId: "d", parameters, responses: {} } } }));
const post = (content: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  fromOpenAPI(describe3({ "/p": { post: { operationId: "p", requestBody: { content, ...extra }, responses: {} } } }));
const query = (options: RequestOptionsInit) => new URL(options.url).search;
const received = (options: RequestOptionsInit) => new Request(...toFetchArgs(options));

describe("described parameters, written in detail", () => {
  it("keeps reserved characters of an allowReserved query parameter", () => {
    const config = get([{ name: "next", in: "query", allowReserved: true, schema: { type: "string" } }]);
    expect(query(config.build("d", { next: "https://x.test/a?b" }))).toBe("?next=https://x.test/a?b");
    const plain = get([{ name: "next", in: "query", schema: { type: "string" } }]);
    expect(query(plain.build("d", { next: "https://x.test/a?b" }))).toBe("?next=https%3A%2F%2Fx.test%2Fa%3Fb");
  });

  it("writes a content parameter as its media type: JSON in the query, a header and a cookie", () => {
    const json = { content: { "application/json": { schema: { type: "object" } } } };
    const config = get([
      { name: "q", in: "query", ...json },
      { name: "X-Filter", in: "header", ...json },
      { name: "c", in: "cookie", ...json },
      { name: "t", in: "query", content: { "text/plain": {} } },
    ]);
    const options = config.build("d", { q: { a: [1] }, "X-Filter": { b: true }, c: { d: "e" }, t: "x y" });
    expect(query(options)).toBe("?q=%7B%22a%22%3A%5B1%5D%7D&t=x%20y");
    expect(options.headers["x-filter"]).toBe('{"b":true}');
    expect(options.headers.cookie).toBe("c=%7B%22d%22%3A%22e%22%7D");
  });

  it("writes a JSON content path parameter percent-encoded", () => {
    const config = get([{ name: "id", in: "path", required: true, content: { "application/json": {} } }], "/d/{id}");
    expect(config.build("d", { id: [1, 2] }).url).toBe("https://details.test/d/%5B1%2C2%5D");
  });

  it("writes header lists and objects, exploded or not", () => {
    const config = get([
      { name: "X-List", in: "header", schema: { type: "array" } },
      { name: "X-Pairs", in: "header", schema: { type: "object" } },
      { name: "X-Exploded", in: "header", explode: true, schema: { type: "object" } },
    ]);
    const { headers } = config.build("d", {
      "X-List": [1, "b"],
      "X-Pairs": { a: 1, b: null },
      "X-Exploded": { a: 1, b: 2 },
    });
    expect([headers["x-list"], headers["x-pairs"], headers["x-exploded"]]).toEqual(["1,b", "a,1", "a=1,b=2"]);
    // null and undefined items are left out, as in every style (issue 55: one writer with cookies).
    expect(config.build("d", { "X-List": ["a", null, undefined, "b"] }).headers["x-list"]).toBe("a,b");
    const empty = config.build("d", { "X-List": [], "X-Pairs": { a: null } }).headers;
    expect(["x-list" in empty, "x-pairs" in empty]).toEqual([false, false]);
  });

  it("writes cookie lists: exploded as cookies of one name, else joined", () => {
    const config = get([
      { name: "a", in: "cookie", schema: { type: "array" } },
      { name: "b", in: "cookie", explode: false, schema: { type: "array" } },
      { name: "o", in: "cookie", schema: { type: "object" } },
    ]);
    expect(config.build("d", { a: ["1", "2"], b: ["3", "4"], o: { x: 5 } }).headers.cookie).toBe(
      "a=1; a=2; b=3,4; x=5",
    );
  });

  it("writes delimited objects and leaves out empty lists and null items", () => {
    const config = get([
      { name: "s", in: "query", style: "spaceDelimited", schema: { type: "object" } },
      { name: "p", in: "query", style: "pipeDelimited", schema: { type: "array" } },
    ]);
    expect(query(config.build("d", { s: { a: 1, b: null }, p: ["x", null, "y"] }))).toBe("?s=a%201&p=x%7Cy");
    expect(query(config.build("d", { s: {}, p: [] }))).toBe("");
  });

  it("nests deepObject values deeper by brackets, lists of scalars by empty brackets (issue 55)", () => {
    const config = get([{ name: "f", in: "query", style: "deepObject", explode: true, schema: { type: "object" } }]);
    expect(decodeURIComponent(query(config.build("d", { f: { a: { b: 1 }, l: ["x", "y"], n: null } })))).toBe(
      "?f[a][b]=1&f[l][]=x&f[l][]=y",
    );
  });

  it("refuses a missing required parameter in strict mode, and builds without it otherwise", () => {
    const parameters = [{ name: "X-Key", in: "header", required: true, schema: { type: "string" } }];
    const described = describe3({ "/d": { get: { operationId: "d", parameters, responses: {} } } });
    expect(thrown(() => fromOpenAPI(described, { strict: true }).build("d"))).toMatchObject({
      code: "ERR_MISSING_PARAMETER",
    });
    expect(fromOpenAPI(described).build("d").headers["x-key"]).toBeUndefined();
  });

  it("takes a parameter named url from a route string call", () => {
    const config = get([{ name: "url", in: "query", schema: { type: "string" } }]);
    expect(query(config.build("d", { url: "u" }))).toBe("?url=u");
  });

  it("sends names it does not describe in the query of an operation without a body", () => {
    expect(query(get([]).build("d", { extra: "e" }))).toBe("?extra=e");
  });
});

describe("described bodies, written in detail", () => {
  it("writes form lists and objects by their styles", async () => {
    const config = post({
      "application/x-www-form-urlencoded": {
        schema: { type: "object", properties: { a: {}, b: {}, c: {}, d: {}, e: {} } },
        encoding: {
          a: { style: "form", explode: false },
          b: { style: "spaceDelimited" },
          c: { style: "pipeDelimited" },
          d: { style: "form", explode: true },
          e: { style: "form", explode: false },
        },
      },
    });
    const body = await received(
      config.build("p", { a: ["1", "2"], b: ["3", "4"], c: { k: "v" }, d: { x: 1, y: null }, e: { z: 2 } }),
    ).text();
    expect([...new URLSearchParams(body)]).toEqual([
      ["a", "1,2"],
      ["b", "3 4"],
      ["c", "k|v"],
      ["x", "1"],
      ["e", "z,2"],
    ]);
  });

  it("writes a multipart file from bytes and a File's name, and takes the first of a content-type list", async () => {
    const config = post({
      "multipart/form-data": {
        schema: { type: "object", properties: { raw: {}, doc: {}, when: {} } },
        encoding: { doc: { contentType: "application/pdf, image/png" } },
      },
    });
    const request = received(
      config.build("p", {
        raw: new Uint8Array([1, 2]),
        doc: new File(["%PDF"], "report.pdf"),
        when: new Date(Date.UTC(2026, 0, 2)),
      }),
    );
    const text = await request.clone().text();
    expect(text).toContain('name="raw"; filename="raw"\r\nContent-Type: application/octet-stream');
    expect(text).toContain('name="doc"; filename="report.pdf"\r\nContent-Type: application/pdf\r\n');
    const form = await request.formData();
    expect(form.get("when")).toBe("2026-01-02T00:00:00.000Z");
  });

  it("refuses a multipart part it cannot send and a form body that is no object", () => {
    const multipart = post({ "multipart/form-data": { schema: { type: "object", properties: { s: {} } } } });
    expect(thrown(() => multipart.build("p", { s: new Map() }))).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    const form = post({ "application/x-www-form-urlencoded": { schema: {} } });
    expect(thrown(() => form.build("p", { data: ["a"] }))).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
  });

  it("matches a wildcard media type and keeps the caller's own type and parameters", () => {
    const config = post({ "image/*": {} });
    const options = config.build("p", { data: new Uint8Array([1]), headers: { "content-type": "image/png; q=1" } });
    expect(options.headers["content-type"]).toBe("image/png; q=1");
    expect(thrown(() => config.build("p", { data: "x", headers: { "content-type": "text/plain" } }))).toMatchObject({
      code: "ERR_INVALID_HEADER",
    });
  });

  it("refuses a required body left out in strict mode, when it is no object", () => {
    const config = fromOpenAPI(
      describe3({
        "/p": {
          post: { operationId: "p", requestBody: { required: true, content: { "text/plain": {} } }, responses: {} },
        },
      }),
      { strict: true },
    );
    expect(thrown(() => config.build("p"))).toMatchObject({ code: "ERR_MISSING_PARAMETER" });
  });

  it("refuses a body on a GET, which fetch cannot send", () => {
    const config = fromOpenAPI(
      describe3({
        "/g": {
          get: {
            operationId: "g",
            requestBody: { content: { "application/json": { schema: { type: "object", properties: { a: {} } } } } },
            responses: {},
          },
        },
      }),
    );
    expect(thrown(() => config.build("g", { a: 1 }))).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(config.build("g").body).toBeUndefined();
  });
});

describe("the vendor a description makes", () => {
  const table = compileOpenAPI(
    describe3(
      { "/a": { get: { operationId: "a", servers: [{ url: "/files" }], responses: {} } } },
      {
        info: { title: "  Über Shop: API v2!  " },
        servers: [{ url: "http://localhost:8080/api" }, { url: "http://plain.test" }],
        components: { securitySchemes: { k: { type: "apiKey", in: "header", name: "X-Key" }, b: { type: "http" } } },
      },
    ),
  );

  it("names the vendor after the title, trusts loopback and https servers only, keeps its key names home", () => {
    const vendor = new OpenAPIVendor({ operations: table, name: "shop" });
    expect(vendor.operations).toEqual(table);
    const config = fromOpenAPI(
      describe3(
        {},
        {
          info: { title: "  Über Shop: API v2!  " },
          servers: [{ url: "http://localhost:8080/api" }, { url: "http://plain.test" }],
        },
      ),
    );
    expect(config.vendor).toBe("ber-shop-api-v2");
    expect(config.rules.trustedOrigins).toEqual(["http://localhost:8080"]);
    expect(config.build("GET /x").headers.accept).toBeUndefined();
  });

  it("resolves an operation's relative server against the base URL, and keeps its table through with()", () => {
    const vendor = new OpenAPIVendor({ operations: table, name: "shop", baseUrl: "http://localhost:8080/api" });
    expect(vendor.with({ userAgent: "u" }).operations).toEqual(table);
    expect(vendor.with({ userAgent: "u" }).userAgent).toBe("u");
  });

  it("names the method a path lacks when refusing a route", () => {
    const error = thrown(() => get([]).build("DELETE /d"));
    expect(error.message).toBe(
      'The route "DELETE /d" is no operation of the description, which has GET /d, but not DELETE /d',
    );
  });

  it("refuses a table it cannot read and settings that are no object", () => {
    expect(thrown(() => new OpenAPIVendor({ operations: { format: "x" } as never }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
    });
    expect(thrown(() => fromOpenAPI(describe3({}), "x" as never))).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(thrown(() => fromOpenAPI(describe3({}), { vendor: "x" } as never))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
    });
    expect(thrown(() => fromOpenAPI(describe3({}), { baseUrl: 1 } as never))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
    });
  });
});
