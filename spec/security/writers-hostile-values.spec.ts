import { validateHeaderValue } from "node:http";
import { EndpointError, endpoint, toFetchArgs, type RequestOptionsInit } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// Issue 54: every writer of text (URL templates, queries, headers, form fields, deepObject,
// delimited styles, multipart parts) shares one guard for cycles and depth and one rule for what
// has text. A hostile value is refused as ERR_INVALID_PARAMETER naming the parameter, by either
// entry, never written as "[object …]" nor left to crash the stack.

const cyclic = (): Record<string, unknown> => {
  const value: Record<string, unknown> = { a: "1" };
  value.self = value;
  return value;
};
// 100,000 objects each inside the next: deeper than any stack that writes them by recursion.
const deep = (): Record<string, unknown> => {
  let value: Record<string, unknown> = { leaf: "x" };
  for (let level = 0; level < 100_000; level++) value = { a: value };
  return value;
};

const described = fromOpenAPI(
  smallDescription("Writers", {
    "/items/{id}": {
      post: {
        operationId: "form",
        parameters: [
          { name: "id", in: "path", required: true, schema: { type: "string" } },
          { name: "filter", in: "query", style: "deepObject", explode: true, schema: { type: "object" } },
          { name: "q", in: "query", schema: { type: "string" } },
          { name: "pipes", in: "query", style: "pipeDelimited", explode: false, schema: { type: "array" } },
          { name: "x-tag", in: "header", schema: { type: "string" } },
        ],
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: { type: "object" },
              encoding: { nested: { style: "deepObject", explode: true }, json: { contentType: "application/json" } },
            },
          },
        },
        responses: {},
      },
    },
    "/upload": {
      post: {
        operationId: "upload",
        requestBody: { content: { "multipart/form-data": { schema: { type: "object" } } } },
        responses: {},
      },
    },
  }),
);

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const MULTIPART = { "content-type": "multipart/form-data" };

function expectRefusal(call: () => unknown, name: string): void {
  const error = thrown(call);
  expect(error).toBeInstanceOf(EndpointError);
  expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
  expect(error.message).toContain(`"${name}`);
}

describe.each([
  ["a cyclic value", cyclic],
  ["a 100,000-deep value", deep],
])("%s", (_, value) => {
  it("in a main-entry form body is refused, naming its field", () => {
    expectRefusal(() => endpoint("POST /x", { field: value(), headers: FORM }), "field");
  });

  it("in a main-entry multipart body is refused, naming its field", () => {
    expectRefusal(() => endpoint("POST /x", { field: value(), headers: MULTIPART }), "field");
  });

  it("in a deepObject parameter is refused, naming the parameter", () => {
    expectRefusal(() => described.build("form", { id: "1", filter: value() }), "filter");
  });

  it("in a described form field, by deepObject or as JSON, is refused, naming the field", () => {
    expectRefusal(() => described.build("form", { id: "1", data: { nested: value() } }), "nested");
    expectRefusal(() => described.build("form", { id: "1", data: { json: value() } }), "json");
  });

  it("in a multipart part is refused, naming the part", () => {
    expectRefusal(() => described.build("upload", { data: { part: value() } }), "part");
    expectRefusal(() => described.build("upload", { data: { part: [value()] } }), "part");
  });
});

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}
const NO_TEXT: ReadonlyArray<[string, () => unknown]> = [
  ["a Blob", () => new Blob(["x"])],
  ["a Map", () => new Map([["a", 1]])],
  ["a Set", () => new Set([1])],
  ["a function", () => () => 1],
  ["a symbol", () => Symbol("s")],
  ["a class instance", () => new Point(1, 2)],
  ["an object whose prototype has a null prototype", () => Object.create(Object.create(null) as object) as object],
];

describe.each(NO_TEXT)("%s, whose only text is [object …]", (_, value) => {
  it("is refused in a main-entry path, query and form field, naming the parameter", () => {
    expectRefusal(() => endpoint("GET /items/{id}", { id: value() as string }), "id");
    expectRefusal(() => endpoint("GET /items", { q: value() }), "q");
    expectRefusal(() => endpoint("GET /items", { q: [value()] }), "q");
    expectRefusal(() => endpoint("GET /items{?q*}", { q: { k: value() } }), "q");
    expectRefusal(() => endpoint("POST /x", { field: value(), headers: FORM }), "field");
    expectRefusal(() => endpoint("POST /x", { field: { k: value() }, headers: FORM }), "field[k]");
  });

  it("is refused in a described path, query, header, deepObject, delimited style and form field", () => {
    expectRefusal(() => described.build("form", { id: value() }), "id");
    expectRefusal(() => described.build("form", { id: "1", q: value() }), "q");
    expectRefusal(() => described.build("form", { id: "1", "x-tag": value() }), "x-tag");
    expectRefusal(() => described.build("form", { id: "1", filter: { k: value() } }), "filter");
    expectRefusal(() => described.build("form", { id: "1", pipes: [value()] }), "pipes");
    expectRefusal(() => described.build("form", { id: "1", data: { plain: value() } }), "plain");
    expectRefusal(() => described.build("form", { id: "1", data: { nested: { k: value() } } }), "nested");
  });
});

describe.each(NO_TEXT.filter(([what]) => what !== "a Blob"))("%s in a multipart part", (_, value) => {
  it("is refused by both entries, naming the part", () => {
    expectRefusal(() => endpoint("POST /x", { part: value(), headers: MULTIPART }), "part");
    expectRefusal(() => described.build("upload", { data: { part: value() } }), "part");
  });
});

describe("values that have text of their own are still written", () => {
  const url = new URL("https://example.test/a b?c=d");
  const date = new Date(Date.UTC(2020, 0, 2));
  const search = (options: RequestOptionsInit) => new URL(options.url).searchParams;

  it("a URL by its text, in a path and a query of either entry", () => {
    expect(new URL(endpoint("GET /items/{id}", { id: url }).url).pathname).toBe(
      `/items/${encodeURIComponent(url.href)}`,
    );
    expect(search(endpoint("GET /items", { q: url })).get("q")).toBe(url.href);
    expect(search(described.build("form", { id: "1", q: url })).get("q")).toBe(url.href);
    expect(search(described.build("form", { id: "1", filter: { at: url } })).get("filter[at]")).toBe(url.href);
  });

  it("a Date as ISO 8601, in a path, a query, a header and a form of either entry", async () => {
    const iso = "2020-01-02T00:00:00.000Z";
    expect(search(endpoint("GET /items", { since: date })).get("since")).toBe(iso);
    const options = described.build("form", { id: date, "x-tag": date, filter: { at: date }, data: { when: date } });
    expect(new URL(options.url).pathname).toBe(`/items/${encodeURIComponent(iso)}`);
    expect(search(options).get("filter[at]")).toBe(iso);
    expect(() => validateHeaderValue("x-tag", String(options.headers["x-tag"]))).not.toThrow();
    expect(options.headers["x-tag"]).toBe(iso);
    expect(await new Request(...toFetchArgs(options)).text()).toBe(`when=${encodeURIComponent(iso)}`);
    expect(endpoint("POST /x", { when: date, headers: FORM }).body).toBe(`when=${encodeURIComponent(iso)}`);
  });

  it("an object whose own toString gives text, in a path and a query", () => {
    class Version {
      toString(): string {
        return "v2";
      }
    }
    expect(endpoint("GET /items/{id}", { id: new Version() }).url).toMatch(/\/items\/v2$/);
    expect(search(described.build("form", { id: "1", q: new Version() })).get("q")).toBe("v2");
    expect(search(endpoint("GET /items", { q: [new Version(), "v3"] })).get("q")).toBe("v2,v3");
  });

  it("a Blob as a file in a multipart part of either entry", async () => {
    const form = endpoint("POST /x", { part: new Blob(["bytes"]), headers: MULTIPART }).body as FormData;
    expect(await (form.get("part") as Blob).text()).toBe("bytes");
    const options = described.build("upload", { data: { part: new Blob(["bytes"]) } });
    expect(await new Request(...toFetchArgs(options)).text()).toContain('name="part"; filename="part"');
  });
});

describe("names read from a description are own keys only", () => {
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "a multipart or form encoding named %j is that property's, never Object.prototype's",
    async (name) => {
      const form = fromOpenAPI(
        smallDescription("Encodings", {
          "/f": {
            post: {
              operationId: "f",
              requestBody: {
                content: { "application/x-www-form-urlencoded": { schema: { type: "object" }, encoding: {} } },
              },
              responses: {},
            },
          },
        }),
      );
      const data = JSON.parse(`{"${name}": ["a", "b"]}`) as Record<string, unknown>;
      expect(await new Request(...toFetchArgs(form.build("f", { data }))).text()).toBe(
        `${encodeURIComponent(name)}=a&${encodeURIComponent(name)}=b`,
      );
    },
  );
});
