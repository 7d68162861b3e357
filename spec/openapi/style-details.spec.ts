import { type RequestOptionsInit } from "../../lib";
import { compileOpenAPI, fromOpenAPI } from "../../lib/openapi";
import { thrown } from "../support/thrown";

// Parameter styles beyond OpenAPI's style table: empty values, lists and objects per style, and the styles refused.
const describe3 = (paths: Record<string, unknown>) => ({
  openapi: "3.1.0",
  info: { title: "Styles API", version: "1" },
  servers: [{ url: "https://styles.test" }],
  paths,
});
const operation = (parameters: unknown[], path = "/s") =>
  describe3({ [path]: { get: { operationId: "s", parameters, responses: {} } } });
const get = (parameters: unknown[], path = "/s") => fromOpenAPI(operation(parameters, path));
const query = (options: RequestOptionsInit) => new URL(options.url).search;

describe("a parameter given null or left out writes nothing", () => {
  const config = get([
    { name: "h", in: "header", schema: {} },
    { name: "j", in: "query", content: { "application/json": {} } },
    { name: "f", in: "query", style: "deepObject", explode: true, schema: {} },
    { name: "sp", in: "query", style: "spaceDelimited", schema: {} },
    { name: "c", in: "cookie", content: { "application/json": {} } },
    { name: "x", in: "query", schema: {} },
  ]);

  it("leaves out null values of every style, and content parameters", () => {
    const options = config.build("s", { h: null, j: null, f: null, sp: null, c: null, x: 1 });
    expect(options.url).toBe("https://styles.test/s?x=1");
    expect(Object.keys(options.headers)).toEqual(["user-agent"]);
  });

  it("leaves out a content path parameter left out outside strict mode", () => {
    const path = get([{ name: "id", in: "path", required: true, content: { "application/json": {} } }], "/s/{id}/e");
    expect(path.build("s").url).toBe("https://styles.test/s//e");
  });

  it("leaves out a deepObject whose keys are all empty, with nothing in the query for it", () => {
    expect(config.build("s", { f: {}, x: 1 }).url).toBe("https://styles.test/s?x=1");
    expect(config.build("s", { f: { a: null, b: undefined }, x: 1 }).url).toBe("https://styles.test/s?x=1");
  });
});

describe("lists and objects with empty items, per style", () => {
  const config = get([
    { name: "h", in: "header", schema: { type: "object" } },
    { name: "f", in: "query", style: "deepObject", explode: true, schema: { type: "object" } },
    { name: "sp", in: "query", style: "spaceDelimited", schema: { type: "object" } },
    { name: "p", in: "query", style: "pipeDelimited", schema: { type: "array" } },
  ]);

  it("skips undefined members of header objects, deepObjects and delimited lists and objects", () => {
    const options = config.build("s", {
      h: { a: 1, b: undefined },
      f: { a: 1, b: undefined },
      sp: { a: 1, b: undefined },
      p: ["x", undefined, "y"],
    });
    expect(options.headers.h).toBe("a,1");
    expect(query(options)).toBe("?f%5Ba%5D=1&sp=a%201&p=x%7Cy");
  });
});

describe("parameter names are percent-encoded where the style writes them", () => {
  it("encodes the name of a query and a matrix parameter", () => {
    const config = get(
      [
        { name: "m n", in: "path", required: true, style: "matrix", schema: {} },
        { name: "a b", in: "query", schema: {} },
        { name: "c[d]", in: "query", explode: false, schema: {} },
      ],
      "/s/{m n}",
    );
    expect(config.build("s", { "m n": "1", "a b": [1, 2], "c[d]": ["x", "y"] }).url).toBe(
      "https://styles.test/s/;m%20n=1?a%20b=1&a%20b=2&c%5Bd%5D=x,y",
    );
  });

  it("names a simple or label path parameter as described when its value nests", () => {
    const config = get(
      [
        { name: "s t", in: "path", required: true, schema: {} },
        { name: "l m", in: "path", required: true, style: "label", schema: {} },
      ],
      "/s/{s t}/x{l m}",
    );
    const simple = thrown(() => config.build("s", { "s t": [[1]], "l m": "a" }));
    expect(simple).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(simple.message).toContain('"s t"');
    const label = thrown(() => config.build("s", { "s t": "a", "l m": [[1]] }));
    expect(label).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(label.message).toContain('"l m"');
  });
});

describe("allowReserved applies to query parameters only", () => {
  const config = get(
    [
      { name: "id", in: "path", required: true, allowReserved: true, schema: {} },
      { name: "k", in: "cookie", allowReserved: true, schema: {} },
      { name: "q", in: "query", allowReserved: true, content: { "text/plain": {} } },
      { name: "r", in: "query", content: { "text/plain": {} } },
    ],
    "/s/{id}",
  );

  it("keeps reserved characters of a query content parameter, and encodes them elsewhere", () => {
    const options = config.build("s", { id: "a/b", k: "c/d?", q: "a/b?c d", r: "a/b" });
    expect(options.url).toBe("https://styles.test/s/a%2Fb?q=a/b?c%20d&r=a%2Fb");
    expect(options.headers.cookie).toBe("k=c%2Fd%3F");
  });
});

describe("a content parameter is written as its media type", () => {
  it("writes JSON for a JSON type with parameters and for a +json type", () => {
    const config = get([
      { name: "j", in: "query", content: { "application/json ; charset=utf-8": {} } },
      { name: "v", in: "query", content: { "application/vnd.styles+json": {} } },
      { name: "t", in: "query", content: { "text/plain": {} } },
    ]);
    expect(query(config.build("s", { j: { a: 1 }, v: { b: 2 }, t: 3 }))).toBe(
      "?j=%7B%22a%22%3A1%7D&v=%7B%22b%22%3A2%7D&t=3",
    );
  });
});

describe("a value a style cannot write is refused, naming the parameter", () => {
  const config = get([
    { name: "h", in: "header", schema: {} },
    { name: "sp", in: "query", style: "spaceDelimited", schema: {} },
    { name: "f", in: "query", style: "deepObject", explode: true, schema: {} },
  ]);

  it("refuses a scalar for a delimited style", () => {
    const error = thrown(() => config.build("s", { sp: "x" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe(
      'The query parameter "sp" has style spaceDelimited, which takes an array or an object, not "x"',
    );
  });

  it("refuses a value with no JSON text for a JSON content parameter, naming the parameter and the value's place", () => {
    const json = get([{ name: "j", in: "query", content: { "application/json": {} } }]);
    const error = thrown(() => json.build("s", { j: { size: 1n } }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe('The query parameter "j" cannot be sent: its value at "j" has no JSON text');
  });

  it("writes a scalar for deepObject as name=value, as the form writer does (issue 55)", () => {
    expect(config.build("s", { f: "x y" }).url).toMatch(/\?f=x%20y$/);
  });

  it("refuses nested lists in a header and in a delimited query parameter, naming the place", () => {
    const header = thrown(() => config.build("s", { h: [[1]] }));
    expect(header).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(header.message).toBe('Parameter "h" cannot be used in a header: it nests a list or object inside another');
    const delimited = thrown(() => config.build("s", { sp: [{ a: 1 }] }));
    expect(delimited).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(delimited.message).toBe(
      'Parameter "sp" cannot be used in a query: it nests a list or object inside another',
    );
  });
});

describe("an operation whose parameter has a style it cannot take is listed unserved and refused", () => {
  const unserved = (parameter: Record<string, unknown>) => {
    const document = operation([parameter]);
    return {
      reason: compileOpenAPI(document).operations[0]!.unserved,
      error: thrown(() => fromOpenAPI(document).build("s", { [parameter.name as string]: ["a"] })),
    };
  };

  it("refuses a style the parameter's place lacks", () => {
    const { reason, error } = unserved({ name: "m", in: "query", style: "matrix", schema: {} });
    expect(reason).toBe(
      'the query parameter "m" (#/paths/~1s/get/parameters/0) has style "matrix", which a query parameter cannot take',
    );
    expect(error).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    expect(error.message).toBe(`The operation GET /s (#/paths/~1s/get) cannot be served: ${reason}`);
    expect(unserved({ name: "c", in: "cookie", style: "simple", schema: {} }).reason).toContain(
      'has style "simple", which a cookie parameter cannot take',
    );
    expect(unserved({ name: "h", in: "header", style: "form", schema: {} }).reason).toContain(
      'has style "form", which a header parameter cannot take',
    );
  });

  it("refuses an explode OpenAPI leaves undefined", () => {
    expect(unserved({ name: "p", in: "query", style: "pipeDelimited", explode: true, schema: {} }).reason).toBe(
      'the query parameter "p" (#/paths/~1s/get/parameters/0) has style pipeDelimited with explode true, which OpenAPI leaves undefined',
    );
  });

  it("refuses a type the style cannot take", () => {
    const { reason, error } = unserved({ name: "t", in: "query", style: "spaceDelimited", schema: { type: "string" } });
    expect(reason).toBe(
      'the query parameter "t" (#/paths/~1s/get/parameters/0) has style spaceDelimited, which a value of type string cannot take',
    );
    expect(error).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    expect(
      unserved({ name: "d", in: "query", style: "deepObject", explode: true, schema: { type: "integer" } }).reason,
    ).toContain("has style deepObject, which a value of type integer cannot take");
  });

  it("serves every style its place takes, for a type it can take", () => {
    for (const parameter of [
      { name: "p", in: "path", required: true, style: "matrix", schema: { type: "array" } },
      { name: "q", in: "query", style: "pipeDelimited", schema: { type: "object" } },
      { name: "d", in: "query", style: "deepObject", explode: true, schema: { type: "object" } },
      // Since issue 55: a list (written with brackets), and no explode (OpenAPI 3.2.0: it has no effect).
      { name: "l", in: "query", style: "deepObject", schema: { type: "array" } },
      { name: "h", in: "header", style: "simple", schema: { type: "array" } },
      { name: "c", in: "cookie", style: "form", schema: { type: "string" } },
    ]) {
      const path = parameter.in === "path" ? "/s/{p}" : "/s";
      expect(compileOpenAPI(operation([parameter], path)).operations[0]!.unserved).toBeUndefined();
    }
  });
});
