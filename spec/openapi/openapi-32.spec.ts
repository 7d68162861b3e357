import { readFileSync } from "node:fs";
import { join } from "node:path";
import { toFetchArgs } from "../../lib";
import { compileOpenAPI, fromOpenAPI, fromOperationTable } from "../../lib/openapi";
import { thrown } from "../support/thrown";

// Issue 55, item 5: OpenAPI 3.2.0 (https://spec.openapis.org/oas/v3.2.0.html), read against its
// text. spec/fixtures/openapi-32/acme-32.json uses every 3.2 feature this library serves.
const acme = JSON.parse(
  readFileSync(join(__dirname, "..", "fixtures", "openapi-32", "acme-32.json"), "utf8"),
) as Record<string, unknown>;
// Where the description was retrieved from: its relative server URL resolves against it.
const RETRIEVED = "https://acme.test/openapi/acme-32.json";
const config = fromOpenAPI(acme, { baseUrl: RETRIEVED });

const small = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  openapi: "3.2.0",
  info: { title: "Small", version: "1" },
  servers: [{ url: "https://small.test" }],
  paths,
  ...extra,
});

/** The request a client sends, and its query's pairs, decoded. */
function sent(route: string, values: Record<string, unknown> = {}) {
  const options = config.build(route, values);
  const request = new Request(...toFetchArgs(options));
  const url = new URL(request.url);
  return { options, request, url, pairs: [...url.searchParams] };
}

describe("OpenAPI 3.2.0: the openapi field", () => {
  it("reads a 3.2.x document", () => {
    expect(compileOpenAPI(small({}, { openapi: "3.2.1" })).operations).toEqual([]);
    expect(compileOpenAPI(acme).operations.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "GET /things",
      "QUERY /things",
      "GET /things/{id}",
      "COPY /things/{id}",
      "Link /things/{id}",
      "CONNECT /things/{id}",
      "GET /search",
      "GET /search/json",
    ]);
  });

  it("still refuses a version it does not know, naming the ones it reads", () => {
    expect(thrown(() => compileOpenAPI(small({}, { openapi: "3.3.0" })))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: 'Invalid OpenAPI description: its openapi field is "3.3.0"; expected a 3.0, 3.1 or 3.2 version',
    });
  });
});

describe("OpenAPI 3.2.0: $self", () => {
  // 3.2.0, 4.1.2.2 "Establishing the Base URI": $self is the base URI of the document's references.
  it("resolves a reference written as $self and a fragment in the document itself", () => {
    const { url } = sent("getThing", { id: "t1" });
    expect(url.pathname).toBe("/v1/things/t1");
    const [, query] = compileOpenAPI(acme).operations;
    expect(query!.body!.mediaTypes[0]!.properties).toEqual(["color", "size", "tag"]);
  });

  it("resolves a relative reference against $self, and refuses one to another document, naming it", () => {
    const described = (ref: string) =>
      small(
        { "/a": { get: { parameters: [{ $ref: ref }], responses: {} } } },
        {
          $self: "https://small.test/api/openapi.json",
          components: { parameters: { p: { name: "p", in: "query", schema: { type: "string" } } } },
        },
      );
    expect(compileOpenAPI(described("openapi.json#/components/parameters/p")).operations[0]!.parameters).toEqual([
      { in: "query", name: "p", style: "form", explode: true },
    ]);
    expect(
      thrown(() => compileOpenAPI(described("https://other.test/openapi.json#/components/parameters/p"))),
    ).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        'Invalid OpenAPI description at #/paths/~1a/get/parameters/0: it refers to another document, "https://other.test/openapi.json#/components/parameters/p", which the documents setting does not give as "https://other.test/openapi.json"',
    });
  });

  // A relative $self (a URI-reference too) has no URL to resolve against: it is matched as written.
  it("matches a relative $self as written, and resolves other references as keys of the documents", () => {
    const described = (ref: string) =>
      small(
        { "/a": { get: { parameters: [{ $ref: ref }], responses: {} } } },
        {
          $self: "specs/openapi.json",
          components: { parameters: { p: { name: "p", in: "query", schema: { type: "string" } } } },
        },
      );
    const documents = { "other.json": { q: { name: "q", in: "query", schema: { type: "string" } } } };
    const namesOf = (ref: string) =>
      compileOpenAPI(described(ref), { documents }).operations[0]!.parameters.map(({ name }) => name);
    expect(namesOf("specs/openapi.json#/components/parameters/p")).toEqual(["p"]);
    expect(namesOf("other.json#/q")).toEqual(["q"]);
  });

  it("refuses a reference no URL parser reads as a document not given, beside an absolute $self", () => {
    const described = small(
      { "/a": { get: { parameters: [{ $ref: "http://[x/p.json#/p" }], responses: {} } } },
      { $self: "https://small.test/api/openapi.json" },
    );
    expect(thrown(() => compileOpenAPI(described))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        'Invalid OpenAPI description at #/paths/~1a/get/parameters/0: it refers to another document, "http://[x/p.json#/p", which the documents setting does not give as "http://[x/p.json"',
    });
  });

  it("does not move relative server URLs: they resolve against where the description was retrieved from", () => {
    // 3.2.0, 4.6.1: server URLs are not resolved against $self.
    const { url } = sent("listThings", { limit: 2 });
    expect(url.origin + url.pathname).toBe("https://acme.test/v1/things");
    const elsewhere = fromOpenAPI(acme, { baseUrl: "https://mirror.test/specs/acme.json" });
    expect(elsewhere.build("listThings", {}).url).toBe("https://mirror.test/v1/things");
  });
});

describe("OpenAPI 3.2.0: the query operation", () => {
  it("is found by route and by operationId, and sent as QUERY with its body", async () => {
    for (const route of ["QUERY /things", "query /things", "queryThings"]) {
      const { options, request } = sent(route, { color: "red", size: 3 });
      expect(options.method).toBe("QUERY");
      expect(request.method).toBe("QUERY");
      expect(request.headers.get("content-type")).toBe("application/json");
      expect(JSON.parse(await request.text())).toEqual({ color: "red", size: 3 });
    }
  });

  it("leaves the plain methods as they were: lowercase", () => {
    expect(sent("GET /things").options.method).toBe("get");
  });
});

describe("OpenAPI 3.2.0: additionalOperations", () => {
  it("are found by route and operationId, and sent with their method as the description writes it", async () => {
    const copy = sent("COPY /things/{id}", { id: "t1", Destination: "/things/t2" });
    expect(copy.options.method).toBe("COPY");
    expect(copy.request.method).toBe("COPY");
    expect(copy.request.headers.get("destination")).toBe("/things/t2");
    expect(sent("copyThing", { id: "t1", Destination: "/t2" }).url.pathname).toBe("/v1/things/t1");
    const link = sent("Link /things/{id}", { id: "t1", target: "t9" });
    expect(link.request.method).toBe("Link");
    expect(JSON.parse(await link.request.text())).toEqual({ target: "t9" });
    expect(sent("linkThing", { id: "t1", target: "t9" }).options.method).toBe("Link");
  });

  it("leave a method fetch cannot send unserved", () => {
    const [connect] = compileOpenAPI(acme).operations.filter((operation) => operation.method === "CONNECT");
    expect(connect!.unserved).toBe('its method "CONNECT" is one fetch cannot send');
    expect(thrown(() => config.build("connectThing", { id: "t1" }))).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    const trace = small({ "/t": { trace: { responses: {} }, additionalOperations: { track: { responses: {} } } } });
    expect(compileOpenAPI(trace).operations.map((operation) => operation.unserved)).toEqual([
      'its method "TRACE" is one fetch cannot send',
      'its method "track" is one fetch cannot send',
    ]);
  });

  it.each(["post", "QUERY", "Get", "trace"])("refuses a key %p that names a fixed-field method", (method) => {
    const described = small({ "/a~b": { additionalOperations: { [method]: { responses: {} } } } });
    expect(thrown(() => compileOpenAPI(described))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: `Invalid OpenAPI description at #/paths/~1a~0b/additionalOperations/${method}: the method ${JSON.stringify(method)} is a fixed field of the Path Item: write it there`,
    });
  });

  // Routes find a method as written or uppercased ("Copy /x" is COPY), and toFetchArgs and toCurl
  // send a lowercase one uppercased: two keys that differ only in case would be one method.
  it.each([
    ["COPY", "copy"],
    ["Link", "LINK"],
    ["purge", "Purge"],
  ])("refuses the keys %p and %p on one path, naming the path and both", (first, second) => {
    const operations = { [first]: { responses: {} }, [second]: { responses: {} } };
    const described = small({ "/a~b": { get: { responses: {} }, additionalOperations: operations } });
    expect(thrown(() => compileOpenAPI(described))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: `Invalid OpenAPI description at #/paths/~1a~0b/additionalOperations/${second}: the path "/a~b" has the methods ${JSON.stringify(first)} and ${JSON.stringify(second)}, which differ at most in case: a route or a client may take one for the other`,
    });
  });

  it("keeps keys that differ only in case on two paths apart", () => {
    const described = small({
      "/a": { additionalOperations: { COPY: { responses: {} } } },
      "/b": { additionalOperations: { copy: { responses: {} } } },
    });
    expect(compileOpenAPI(described).operations.map(({ method, path }) => `${method} ${path}`)).toEqual([
      "COPY /a",
      "copy /b",
    ]);
  });

  it("refuses a key that is no HTTP token", () => {
    const described = small({ "/a": { additionalOperations: { "CO PY": { responses: {} } } } });
    expect(thrown(() => compileOpenAPI(described))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: 'Invalid OpenAPI description at #/paths/~1a/additionalOperations/CO PY: "CO PY" is no HTTP method token',
    });
  });

  it("keeps its method through an operation table, which refuses a method that is no token", () => {
    const table = JSON.parse(JSON.stringify(compileOpenAPI(acme))) as { operations: Array<{ method: string }> };
    const vendor = fromOperationTable(table as never, { baseUrl: RETRIEVED });
    expect(vendor.build("Link /things/{id}", { id: "t1" }).method).toBe("Link");
    table.operations[0]!.method = "G T";
    expect(thrown(() => fromOperationTable(table as never, { baseUrl: RETRIEVED }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: 'Invalid operation table at /operations/0/method: expected an HTTP method token, not "G T"',
    });
    table.operations[0]!.method = "Query";
    expect(thrown(() => fromOperationTable(table as never, { baseUrl: RETRIEVED }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        'Invalid operation table at /operations/0/method: expected "QUERY", as a fixed field\'s method is written, not "Query"',
    });
  });
  // The compiler's rule, asked of a hand-made table too: one route, one operation.
  it.each([
    ["COPY", "copy", { additionalOperations: { COPY: { responses: {} } } }],
    ["GET", "GET", { get: { responses: {} } }],
  ])("refuses a table whose path has the methods %p and %p, naming the second", (first, second, item) => {
    const table = compileOpenAPI(small({ "/a": item, "/b": { get: { responses: {} } } }));
    const twin = { ...table.operations[0]!, method: second, pointer: "#/paths/~1a/additionalOperations/twin" };
    const handMade = { ...table, operations: [...table.operations, twin] };
    expect(thrown(() => fromOperationTable(handMade))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: `Invalid operation table at /operations/2/method: the path "/a" has the methods ${JSON.stringify(first)} and ${JSON.stringify(second)}, which differ at most in case: a route or a client may take one for the other`,
    });
  });
});

describe("OpenAPI 3.2.0: in: querystring", () => {
  it("writes a form-urlencoded value as the whole query, form fields by the form writer", () => {
    const { url, pairs } = sent("searchForm", { filter: { color: "dark red", tag: "a&b" }, api_key: "k1" });
    expect(pairs).toEqual([
      ["color", "dark red"],
      ["tag", "a&b"],
      // The apiKey credential after it, with &.
      ["api_key", "k1"],
    ]);
    expect(url.pathname).toBe("/v1/search");
  });

  it("writes a JSON value as its JSON text, percent-encoded, the whole query", () => {
    const { url } = sent("searchJson", { selector: { color: "red", size: 2 } });
    expect(url.search).toBe("?%7B%22color%22%3A%22red%22%2C%22size%22%3A2%7D");
    expect(JSON.parse(decodeURIComponent(url.search.slice(1)))).toEqual({ color: "red", size: 2 });
  });

  it("refuses a flat name the operation does not describe: a querystring leaves no place for it", () => {
    expect(thrown(() => config.build("searchForm", { filter: { color: "red" }, page: 2 }))).toMatchObject({
      code: "ERR_INVALID_PARAMETER",
      message:
        'GET /search takes its whole query from its querystring parameter "filter", so "page" has no place: give it inside that value',
    });
  });

  it("sends a body property of an operation that has a body", async () => {
    const described = small({
      "/s": {
        query: {
          parameters: [{ name: "q", in: "querystring", content: { "application/json": {} } }],
          requestBody: {
            content: { "application/json": { schema: { type: "object", properties: { note: { type: "string" } } } } },
          },
          responses: {},
        },
      },
    });
    const options = fromOpenAPI(described).build("QUERY /s", { q: [1], note: "n" });
    const request = new Request(...toFetchArgs(options));
    expect(new URL(request.url).search).toBe("?%5B1%5D");
    expect(JSON.parse(await request.text())).toEqual({ note: "n" });
  });

  it("leaves unserved an operation that also has query parameters, or a literal query, or two querystrings", () => {
    const querystring = { name: "q", in: "querystring", content: { "application/json": {} } };
    const described = small({
      "/a": { get: { parameters: [querystring, { name: "p", in: "query", schema: {} }], responses: {} } },
      "/b?x=1": { get: { parameters: [querystring], responses: {} } },
      "/c": { get: { parameters: [querystring, { ...querystring, name: "r" }], responses: {} } },
      "/d": { get: { parameters: [{ name: "q", in: "querystring", schema: {} }], responses: {} } },
    });
    expect(compileOpenAPI(described).operations.map((operation) => operation.unserved)).toEqual([
      "its querystring parameter is the whole query, which leaves no place for its query parameters",
      "its querystring parameter is the whole query, which leaves no place for the literal query of its path",
      "it has more than one querystring parameter",
      'the querystring parameter "q" (#/paths/~1d/get/parameters/0) has no content media type to write it',
    ]);
  });
});

describe("OpenAPI 3.2.0: the operation table", () => {
  it("is version 3, and a version 2 table says to compile again", () => {
    const table = compileOpenAPI(acme);
    expect(table.version).toBe(3);
    expect(thrown(() => fromOperationTable({ ...table, version: 2 } as never))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        "Invalid operation table at /version: it is version 2, whose shape this library no longer reads: compile the description again with compileOpenAPI()",
    });
  });
});

describe("every operation of the 3.2 description, built and judged", () => {
  // Each served operation with the values a caller gives, the request a client sends, and what a
  // server decodes of it.
  const CASES: Array<[string, Record<string, unknown>, string, string, unknown]> = [
    ["listThings", { limit: 5, api_key: "k" }, "GET", "/v1/things?limit=5&api_key=k", undefined],
    ["queryThings", { color: "red", size: 1 }, "QUERY", "/v1/things", { color: "red", size: 1 }],
    ["getThing", { id: "a b", session: "s1", prefs: { theme: "dark" } }, "GET", "/v1/things/a%20b", undefined],
    ["copyThing", { id: "t1", Destination: "/v1/things/t2" }, "COPY", "/v1/things/t1", undefined],
    ["linkThing", { id: "t1", target: "t2" }, "Link", "/v1/things/t1", { target: "t2" }],
    ["searchForm", { filter: { size: 2, tag: "x+y" } }, "GET", "/v1/search?size=2&tag=x%2By", undefined],
    ["searchJson", { selector: { tag: "é" } }, "GET", "/v1/search/json?%7B%22tag%22%3A%22%C3%A9%22%7D", undefined],
  ];

  it("has a case for every served operation", () => {
    const served = compileOpenAPI(acme).operations.filter((operation) => operation.unserved === undefined);
    expect(served.map((operation) => operation.operationId)).toEqual(CASES.map(([id]) => id));
  });

  it.each(CASES)("%s", async (operationId, values, method, target, body) => {
    const { request, url } = sent(operationId, values);
    expect(request.method).toBe(method);
    expect(url.origin).toBe("https://acme.test");
    expect(url.pathname + url.search).toBe(target);
    expect(body === undefined ? null : JSON.parse(await request.text())).toEqual(body ?? null);
    if (operationId === "getThing") expect(request.headers.get("cookie")).toBe("session=s1; theme=dark");
    if (operationId === "searchForm") expect(Object.fromEntries(url.searchParams)).toEqual({ size: "2", tag: "x+y" });
  });
});
