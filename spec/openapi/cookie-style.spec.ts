import { validateHeaderValue } from "node:http";
import { compileOpenAPI, fromOpenAPI, fromOperationTable, type OperationTable } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// Issue 55: OpenAPI 3.2.0's `style: cookie` (RFC 6265's Cookie syntax): `name=value` pairs joined
// by `; `, no percent-encoding. A value must be what a cookie can carry as it is written.
const parameters = [
  { name: "session", in: "cookie", style: "cookie", schema: { type: "string" } },
  { name: "prefs", in: "cookie", style: "cookie", schema: { type: "object" } },
  { name: "ids", in: "cookie", style: "cookie", schema: { type: "array" } },
  { name: "flat", in: "cookie", style: "cookie", explode: false, schema: { type: "object" } },
  { name: "list", in: "cookie", style: "cookie", explode: false, schema: { type: "array" } },
];
const description = smallDescription("Cookies", {
  "/c": { get: { operationId: "c", parameters, responses: {} } },
});
const config = fromOpenAPI(description);
const cookie = (values: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const text = String(config.build("c", { ...values, headers }).headers.cookie);
  // What a client would send: a header value node accepts.
  validateHeaderValue("cookie", text);
  return text;
};

describe("style cookie", () => {
  it("is served in a cookie, and explodes by default", () => {
    const [operation] = compileOpenAPI(description).operations;
    expect(operation!.unserved).toBeUndefined();
    expect(operation!.parameters.map((parameter) => parameter.explode)).toEqual([true, true, true, false, false]);
  });

  it("is refused in another place, naming the style", () => {
    const query = smallDescription("Cookies", {
      "/q": { get: { parameters: [{ name: "q", in: "query", style: "cookie", schema: {} }], responses: {} } },
    });
    expect(compileOpenAPI(query).operations[0]!.unserved).toBe(
      'the query parameter "q" (#/paths/~1q/get/parameters/0) has style "cookie", which a query parameter cannot take',
    );
  });

  it("writes an exploded object as cookies of its own, a list as cookies of one name", () => {
    expect(cookie({ prefs: { theme: "dark", size: 2 } })).toBe("theme=dark; size=2");
    expect(cookie({ ids: ["a1", "b2"] })).toBe("ids=a1; ids=b2");
  });

  it("writes an unexploded object or list as one cookie, comma-joined", () => {
    expect(cookie({ flat: { theme: "dark", size: 2 } })).toBe("flat=theme,dark,size,2");
    expect(cookie({ list: ["a1", "b2"] })).toBe("list=a1,b2");
  });

  it("sends a value as given, without percent-encoding, after a cookie given in headers", () => {
    expect(cookie({ session: "Hello%2Cworld!", ids: ["a=b"] }, { cookie: "sid=1" })).toBe(
      "sid=1; session=Hello%2Cworld!; ids=a=b",
    );
    expect(cookie({ session: "" })).toBe("session=");
  });

  it("leaves out null and undefined items, and an empty list or object", () => {
    expect(cookie({ ids: ["a", null, undefined, "b"], prefs: { a: null, b: 1 } })).toBe("ids=a; ids=b; b=1");
    expect(config.build("c", { ids: [], prefs: {} }).headers.cookie).toBeUndefined();
  });

  it.each([
    ["a semicolon", "a;b"],
    ["a comma", "a,b"],
    ["a space", "a b"],
    ["a tab", "a\tb"],
    ["a double quote", 'a"b'],
    ["a backslash", "a\\b"],
    ["a control character", "a\u0001b"],
    ["DEL", "a\u007fb"],
    ["CR LF", "a\r\nx-evil: 1"],
    ["a character outside ASCII", "café"],
  ])("refuses a value holding %s, naming the parameter", (_, bad) => {
    for (const values of [{ session: bad }, { ids: ["ok", bad] }, { prefs: { k: bad } }, { list: [bad] }]) {
      const error = thrown(() => config.build("c", values));
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toContain(`The cookie parameter "${Object.keys(values)[0]}" cannot be sent`);
    }
  });

  it("refuses an exploded object's key that is no cookie name, and an unexploded one's that is no value", () => {
    const name = thrown(() => config.build("c", { prefs: { "a b": 1 } }));
    expect(name).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(name.message).toBe(
      'The cookie parameter "prefs" cannot be sent: "a b" is no cookie name (RFC 6265), and style cookie does not percent-encode',
    );
    expect(thrown(() => config.build("c", { flat: { "a;b": 1 } }))).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(cookie({ flat: { "a=b": 1 } })).toBe("flat=a=b,1");
  });

  it("refuses a nested list or object, and a value with no text, naming the parameter", () => {
    const nested = thrown(() => config.build("c", { ids: [["a"]] }));
    expect(nested).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(nested.message).toBe('Parameter "ids" cannot be used in a cookie: it nests a list or object inside another');
    expect(thrown(() => config.build("c", { session: new Map() }))).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
  });

  it("refuses a parameter whose own name is no cookie name (a hand-made table)", () => {
    const table = JSON.parse(JSON.stringify(compileOpenAPI(description))) as {
      operations: Array<{ parameters: Array<{ name: string }> }>;
    };
    table.operations[0]!.parameters[0]!.name = "se ssion";
    const error = thrown(() => fromOperationTable(table as unknown as OperationTable).build("c", { "se ssion": "x" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toContain('"se ssion" is no cookie name');
  });

  it("writes style form cookies as before: percent-encoded", () => {
    const form = fromOpenAPI(
      smallDescription("Cookies", {
        "/f": { get: { operationId: "f", parameters: [{ name: "f", in: "cookie", schema: {} }], responses: {} } },
      }),
    );
    expect(form.build("f", { f: "a b;c" }).headers.cookie).toBe("f=a%20b%3Bc");
  });
});
