import { endpoint, EndpointConfig, toFetchArgs, type RequestOptionsInit } from "../../lib";
import { compileOpenAPI, fromOpenAPI, OpenAPIVendor } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// How a described call is merged and assembled: where each value goes, what is refused and how
// the refusal names it, option names an operation describes, bodies by method, #fragment paths,
// the content-type that chooses a media type, servers, and merge()/parse() of described calls.
// Each spec makes its own config, so the operation is read from its description in that spec.
const describe3 = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  smallDescription("Assembly", paths, extra);
const string = { type: "string" };
const objectOf = (...names: string[]) => ({
  schema: { type: "object", properties: Object.fromEntries(names.map((name) => [name, {}])) },
});
/** One operation `o` on `path`, by `method`, with `operation`'s parameters, body and responses. */
const operation = (path: string, method: string, operation: Record<string, unknown>, settings = {}) =>
  fromOpenAPI(describe3({ [path]: { [method]: { operationId: "o", responses: {}, ...operation } } }), settings);
const get = (parameters: unknown[], path = "/d", settings = {}) => operation(path, "get", { parameters }, settings);
const post = (content: Record<string, unknown>, extra: Record<string, unknown> = {}, settings = {}) =>
  operation("/p", "post", { requestBody: { content, ...extra } }, settings);
const received = (options: RequestOptionsInit) => new Request(...toFetchArgs(options));

describe("a described call puts each value where its parameter says", () => {
  it("fills each path placeholder with its own parameter and keeps the literal text around them", () => {
    const config = get(
      [
        { name: "a", in: "path", required: true, schema: string },
        { name: "b", in: "path", required: true, schema: string },
      ],
      "/items/{a}/tags/{b}/x",
    );
    const options = config.build("o", { a: "1", b: "2" });
    expect(options.url).toBe("https://assembly.test/items/1/tags/2/x");
    expect([options.headers.a, options.headers.b]).toEqual([undefined, undefined]);
  });

  it("finds a placeholder's parameter among parameters of other places listed before it", () => {
    const config = get(
      [
        { name: "q", in: "query", schema: string },
        { name: "id", in: "path", required: true, schema: string },
      ],
      "/items/{id}",
    );
    expect(config.build("o", { id: "7", q: "x" }).url).toBe("https://assembly.test/items/7?q=x");
  });

  it("leaves a path placeholder without a value empty outside strict mode", () => {
    const config = get([{ name: "id", in: "path", required: true, schema: string }], "/items/{id}/x");
    expect(config.build("o").url).toBe("https://assembly.test/items//x");
  });

  it("takes a header parameter named in lowercase, or in any case, given flat", () => {
    const lower = get([{ name: "x-trace", in: "header", schema: string }]);
    expect(lower.build("o", { "x-trace": "t1" }).headers["x-trace"]).toBe("t1");
    const mixed = get([{ name: "X-Trace-Id", in: "header", schema: string }]);
    const options = mixed.build("o", { "x-Trace-id": "t2" });
    expect(options.headers["x-trace-id"]).toBe("t2");
    expect(options.url).toBe("https://assembly.test/d");
  });

  it("matches query parameters by their exact name: another case is a name the operation does not describe", () => {
    const config = get([{ name: "Page", in: "query", schema: string }]);
    expect(config.build("o", { Page: "1" }).url).toBe("https://assembly.test/d?Page=1");
    expect(config.build("o", { page: "2" }).url).toBe("https://assembly.test/d?page=2");
  });

  it("writes every cookie parameter after a cookie given in headers, each parted by a semicolon", () => {
    const config = get([
      { name: "a", in: "cookie", schema: string },
      { name: "b", in: "cookie", schema: string },
    ]);
    expect(config.build("o", { a: "1", b: "2", headers: { cookie: "s=0" } }).headers.cookie).toBe("s=0; a=1; b=2");
    expect(config.build("o", { a: "1", b: "2" }).headers.cookie).toBe("a=1; b=2");
  });

  it("ignores Accept, Content-Type and Authorization header parameters, whatever their case", () => {
    const config = get([
      { name: "ACCEPT", in: "header", schema: string },
      { name: "Content-Type", in: "header", schema: string },
      { name: "authorization", in: "header", required: true, schema: string },
    ]);
    const error = thrown(() => config.build("o", { ACCEPT: "text/csv" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe('The "ACCEPT" header of GET /d is given in the headers option, not as a parameter');
    // Required or not, such a parameter is the headers option's: strict mode does not ask for it.
    const strict = get([{ name: "Authorization", in: "header", required: true, schema: string }], "/d", {
      strict: true,
    });
    expect(strict.build("o", { headers: { authorization: "Bearer t" } }).headers.authorization).toBe("Bearer t");
    expect(strict.build("o").headers.authorization).toBeUndefined();
  });

  it("takes query and cookie parameters named accept, content-type or authorization as values", () => {
    const config = get([
      { name: "accept", in: "query", schema: string },
      { name: "content-type", in: "cookie", schema: string },
    ]);
    const options = config.build("o", { accept: "csv", "content-type": "x" });
    expect(options.url).toBe("https://assembly.test/d?accept=csv");
    expect(options.headers.cookie).toBe("content-type=x");
  });

  it("sends a url the operation does not describe where other undescribed names go", async () => {
    expect(get([]).build("o", { url: "https://x.test/u" }).url).toBe(
      "https://assembly.test/d?url=https%3A%2F%2Fx.test%2Fu",
    );
    const config = post({ "application/json": objectOf("a") });
    expect(await received(config.build("o", { a: 1, url: "u" })).json()).toEqual({ a: 1, url: "u" });
  });

  it("names the operation's response media types in accept, and refuses one no header can carry", () => {
    const responses = { 200: { content: { "text/plain\nx-evil: 1": {} } } };
    const config = operation("/d", "get", { responses });
    const error = thrown(() => config.build("o"));
    expect(error).toMatchObject({ code: "ERR_INVALID_HEADER" });
    expect(error.message).toBe('Invalid value for header "accept": it contains CR, LF or NUL');
  });
});

describe("a name both a parameter and a body property", () => {
  const config = operation("/p/{id}", "post", {
    parameters: [
      { name: "id", in: "path", required: true, schema: string },
      { name: "q", in: "query", schema: string },
    ],
    requestBody: { content: { "application/json": objectOf("id", "q", "note") } },
  });

  it("is sent in both places, in the body where its other properties go", () => {
    const options = config.build("o", { id: "7", q: "x", note: "n" });
    expect(options.url).toBe("https://assembly.test/p/7?q=x");
    expect(options.body).toEqual({ id: "7", q: "x", note: "n" });
  });

  it("is the parameter alone when data gives the body, so the two may differ", () => {
    const options = config.build("o", { id: "7", q: "x", data: { id: "8", note: "n" } });
    expect(options.url).toBe("https://assembly.test/p/7?q=x");
    expect(options.body).toEqual({ id: "8", note: "n" });
  });
});

describe("a described call is refused, the message naming what it was given", () => {
  it("sends a flat name that parameters of two places share to each, a header's in any case", () => {
    const twins = get(
      [
        { name: "Id", in: "path", required: true, schema: string },
        { name: "Id", in: "query", schema: string },
      ],
      "/x/{Id}",
    );
    expect(twins.build("o", { Id: "1" }).url).toBe("https://assembly.test/x/1?Id=1");
    // The placeholder is the path parameter's, though the query one is listed first.
    const queryFirst = get(
      [
        { name: "Id", in: "query", schema: string },
        { name: "Id", in: "path", required: true, schema: string },
      ],
      "/x/{Id}",
    );
    expect(queryFirst.build("o", { Id: "1" }).url).toBe("https://assembly.test/x/1?Id=1");
    const headerAndQuery = get([
      { name: "X-Id", in: "header", schema: string },
      { name: "x-id", in: "query", schema: string },
    ]);
    const both = headerAndQuery.build("o", { "x-id": "1" });
    expect([both.url, both.headers["x-id"]]).toEqual(["https://assembly.test/d?x-id=1", "1"]);
    // The query parameter's name is matched as written; the header's in any case.
    const header = headerAndQuery.build("o", { "X-Id": "2" });
    expect([header.url, header.headers["x-id"]]).toEqual(["https://assembly.test/d", "2"]);
  });

  it("refuses a path value that makes a dot segment, naming its parameter and the path", () => {
    const config = get([{ name: "id", in: "path", required: true, schema: string }], "/items/{id}/x");
    const error = thrown(() => config.build("o", { id: ".." })) as Error & { code?: string };
    expect({ code: error.code, message: error.message }).toEqual({
      code: "ERR_INVALID_PARAMETER",
      message:
        'Parameter "id" would make ".." a path segment of URL template "/items/{id}/x", ' +
        "which could take the request outside its route",
    });
  });

  // An empty value that joins the dots around it into a segment: refused as the main entry
  // refuses the same template, in the same words.
  it("refuses an empty path value that joins the path's own dots into a dot segment", () => {
    const config = get([{ name: "x", in: "path", required: true, schema: string }], "/a/.{x}./b");
    const error = thrown(() => config.build("o", { x: "" })) as Error & { code?: string };
    expect({ code: error.code, message: error.message }).toEqual({
      code: "ERR_INVALID_PARAMETER",
      message:
        'A parameter of URL template "/a/.{x}./b" makes ".." a path segment, ' +
        "which would take the request outside its route",
    });
    expect(thrown(() => endpoint("GET /a/.{x}./b", { x: "" })).message).toBe(error.message);
  });

  it("refuses a body given both whole in data and as properties, naming the properties", () => {
    const config = post({ "application/json": objectOf("a", "b") });
    const error = thrown(() => config.build("o", { data: { a: 1 }, a: 2, b: 3 }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe('The body of POST /p is given both whole in `data` and as "a", "b": give it one way');
  });

  it("refuses properties of a body that is no object, naming them and its media type", () => {
    const config = post({ "application/octet-stream": {} });
    const error = thrown(() => config.build("o", { a: 1, b: 2 }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe(
      'The application/octet-stream body of POST /p is no object, so "a", "b" names none of it: give the body whole in `data`',
    );
  });

  it("names the operation and the parameter a strict call leaves out", () => {
    const config = get([{ name: "X-Key", in: "header", required: true, schema: string }], "/d", { strict: true });
    const error = thrown(() => config.build("o"));
    expect(error).toMatchObject({ code: "ERR_MISSING_PARAMETER" });
    expect(error.message).toBe('GET /d requires the header parameter "X-Key"');
  });

  it("asks in strict mode only for required parameters, and only for those not given", () => {
    const config = get(
      [
        { name: "id", in: "path", required: true, schema: string },
        { name: "q", in: "query", schema: string },
        { name: "X-Optional", in: "header", required: false, schema: string },
        { name: "c", in: "cookie", schema: string },
      ],
      "/items/{id}",
      { strict: true },
    );
    expect(config.build("o", { id: "7" }).url).toBe("https://assembly.test/items/7");
  });
});

describe("option names an operation describes are its values; the options come through with()", () => {
  it("sends a query parameter named method, request or baseUrl as a parameter", () => {
    const config = get([
      { name: "method", in: "query", schema: string },
      { name: "request", in: "query", style: "deepObject", explode: true, schema: { type: "object" } },
      { name: "baseUrl", in: "query", schema: string },
    ]);
    const options = config.build("o", { method: "fast", request: { timeout: 1 }, baseUrl: "b" });
    expect(options.method).toBe("get");
    expect(options.url).toBe("https://assembly.test/d?method=fast&request%5Btimeout%5D=1&baseUrl=b");
    expect(options.request).toBeUndefined();
  });

  it("takes the data option given through with() when the call gives no body property named data", async () => {
    const config = post({ "application/json": objectOf("data", "a") }).with({ data: { whole: true } });
    expect(await received(config.build("o", { data: { id: 1 } })).json()).toEqual({ data: { id: 1 } });
    expect(await received(config.build("o")).json()).toEqual({ whole: true });
  });
});

describe("a described body goes with the methods that can send one", () => {
  it("refuses a body on a HEAD request, naming the operation", () => {
    const config = operation("/h", "head", { requestBody: { content: { "application/json": objectOf("a") } } });
    const error = thrown(() => config.build("o", { a: 1 }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe("HEAD /h has a request body, which a HEAD request cannot send");
    expect(config.build("o").body).toBeUndefined();
  });

  it("sends no body and no content-type for an optional body the call gives nothing of", () => {
    const options = post({ "application/json": objectOf("a") }).build("o");
    expect(options.body).toBeUndefined();
    expect(options.headers["content-type"]).toBeUndefined();
  });

  it("sends a required object body as {} on a POST, but nothing on a GET, which cannot send one", async () => {
    const required = { required: true, content: { "application/json": objectOf("a") } };
    const posted = operation("/p", "post", { requestBody: required }).build("o");
    expect(posted.headers["content-type"]).toBe("application/json");
    expect(await received(posted).text()).toBe("{}");
    const got = operation("/g", "get", { requestBody: required }).build("o");
    expect(got.body).toBeUndefined();
  });

  it("builds without a required body that is no object outside strict mode, and names it in strict mode", () => {
    const body = { required: true, content: { "text/plain": {} } };
    expect(operation("/p", "post", { requestBody: body }).build("o").body).toBeUndefined();
    const error = thrown(() => operation("/p", "post", { requestBody: body }, { strict: true }).build("o"));
    expect(error).toMatchObject({ code: "ERR_MISSING_PARAMETER" });
    expect(error.message).toBe("POST /p requires a request body");
  });
});

describe("a path with a #fragment names its operation and stays out of the URL", () => {
  it("builds the path without its fragment", () => {
    const config = fromOpenAPI(
      describe3({
        "/files/{id}#lock": {
          put: {
            operationId: "lock",
            parameters: [{ name: "id", in: "path", required: true, schema: string }],
            responses: {},
          },
        },
      }),
    );
    expect(config.build("PUT /files/{id}#lock", { id: "7", q: "x" }).url).toBe("https://assembly.test/files/7?q=x");
  });
});

describe("the caller's content-type chooses among the listed media types", () => {
  it("reads the caller's type without the spaces around it", async () => {
    const config = post({ "application/x-www-form-urlencoded": objectOf("a"), "application/json": objectOf("a") });
    const options = config.build("o", { a: 1, headers: { "content-type": "application/json ; charset=utf-8" } });
    expect(options.headers["content-type"]).toBe("application/json ; charset=utf-8");
    expect(await received(options).text()).toBe('{"a":1}');
  });

  it("reads a listed type without the spaces around it", () => {
    const config = post({ "application/json": {}, "text/plain ; charset=utf-8": {} });
    const options = config.build("o", { data: "hi", headers: { "content-type": "text/plain" } });
    expect([options.headers["content-type"], options.body]).toEqual(["text/plain", "hi"]);
  });

  it("takes any type for a listed */*", () => {
    const config = post({ "application/json": {}, "*/*": {} });
    const options = config.build("o", { data: "x", headers: { "content-type": "application/x-custom" } });
    expect([options.headers["content-type"], options.body]).toEqual(["application/x-custom", "x"]);
  });

  it("refuses a type that only begins like a listed one, naming the types listed", () => {
    const config = post({ "application/json": {}, "image/*": {} });
    for (const type of ["application/jsonl", "imagery/png"]) {
      const error = thrown(() => config.build("o", { data: "x", headers: { "content-type": type } }));
      expect(error).toMatchObject({ code: "ERR_INVALID_HEADER" });
      expect(error.message).toBe(`The content-type "${type}" is not one POST /p takes: application/json, image/*`);
    }
    expect(config.build("o", { data: "x", headers: { "content-type": "image/png" } }).body).toBe("x");
  });
});

describe("a described call goes to its server, unless a base URL is given", () => {
  const withServer = describe3({
    "/up": { post: { operationId: "up", servers: [{ url: "https://upload.test/v2" }], responses: {} } },
    "/d": { get: { operationId: "d", responses: {} } },
  });

  it("sends an operation with a server of its own there, and to a baseUrl given to with() instead", () => {
    const config = fromOpenAPI(withServer);
    expect(config.build("up").url).toBe("https://upload.test/v2/up");
    expect(config.with({ baseUrl: "https://mirror.test/v1" }).build("up").url).toBe("https://mirror.test/v1/up");
  });

  it("refuses a request on a vendor's unnamed base URL, but sends one to the operation's own server", () => {
    const vendor = new OpenAPIVendor({ operations: compileOpenAPI(withServer), name: "acme" });
    const config = new EndpointConfig({ vendor });
    expect(thrown(() => config.build("d"))).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(config.build("up").url).toBe("https://upload.test/v2/up");
  });

  it("keeps a path the description writes with a dot segment under the base URL only with allowAbsoluteUrls: false", () => {
    const paths = { "/a/../b": { get: { operationId: "o", responses: {} } } };
    expect(fromOpenAPI(describe3(paths)).build("o").url).toBe("https://assembly.test/a/../b");
    const error = thrown(() => fromOpenAPI(describe3(paths), { allowAbsoluteUrls: false }).build("o"));
    expect(error).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
  });
});

describe("merge() and parse() of a described call", () => {
  it("keeps the values of ordinary names in merge()'s answer, and those of option names for parse()", () => {
    const config = get([
      { name: "id", in: "query", schema: string },
      { name: "method", in: "query", schema: string },
    ]);
    const merged = config.merge("o", { id: "7", method: "fast" });
    expect(merged.id).toBe("7");
    expect(merged.method).toBe("GET");
    expect(config.parse(merged).url).toBe("https://assembly.test/d?id=7&method=fast");
  });
});

describe("parse() of a described call's merged options made by hand", () => {
  it("sends neither an own __proto__ key nor what it holds", () => {
    const config = get([{ name: "q", in: "query", schema: string }]);
    const merged = Object.assign(
      JSON.parse('{"__proto__": {"injected": "yes"}}') as object,
      config.merge("o", { q: "v" }),
    );
    const options = config.parse(merged);
    expect(options.url).toBe("https://assembly.test/d?q=v");
    expect(Object.keys(options.headers).sort()).toEqual(["user-agent"]);
  });

  it("leaves the body's prototype Object's", () => {
    const config = post({ "application/json": objectOf("name") });
    const merged = Object.assign(
      JSON.parse('{"__proto__": {"injected": "yes"}}') as object,
      config.merge("o", { name: "n" }),
    );
    const { body } = config.parse(merged);
    expect(body).toEqual({ name: "n" });
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
  });
});
