import { toFetchArgs, type RequestOptionsInit } from "../../lib";
import { compileOpenAPI, fromOpenAPI, fromOperationTable, OpenAPIVendor } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// Issue 55, item 1: OpenAPI leaves deepObject on a list undefined, and Stripe writes it on
// `expand`. A list is written with brackets, as Stripe's docs send it and qs, Rack and PHP read
// it back (`expand[]=a`); a list holding objects or lists by index (`items[0][price]=…`), as the
// main entry's forms write them. `formNesting: "indices"` writes every list by index.
const parameters = [
  { name: "expand", in: "query", style: "deepObject", explode: true, schema: { type: "array" } },
  { name: "items", in: "query", style: "deepObject", explode: true, schema: { type: "array" } },
  { name: "filter", in: "query", style: "deepObject", schema: { type: "object" } },
];
const form = {
  "application/x-www-form-urlencoded": {
    schema: { type: "object", properties: { meta: { type: "object" } } },
    encoding: { meta: { style: "deepObject", explode: true } },
  },
};
const description = smallDescription("Stripe", {
  "/charges": { get: { operationId: "listCharges", parameters, responses: {} } },
  "/forms": { post: { operationId: "postForm", requestBody: { content: form }, responses: {} } },
});
const query = (options: RequestOptionsInit) => new URL(options.url).search;
const sentBody = (options: RequestOptionsInit) => new Request(...toFetchArgs(options)).text();

describe("deepObject on a list, by default", () => {
  const config = fromOpenAPI(description);

  it("serves the operation: no deepObject on an array is unserved", () => {
    expect(compileOpenAPI(description).operations.map((operation) => operation.unserved)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("writes a list of scalars with brackets, percent-encoded as deepObject's object keys are", () => {
    expect(query(config.build("listCharges", { expand: ["customer", "invoice"] }))).toBe(
      "?expand%5B%5D=customer&expand%5B%5D=invoice",
    );
  });

  it("writes a list holding objects by index, so that each object's fields stay together", () => {
    const options = config.build("listCharges", { items: [{ price: "p1", quantity: 2 }, { price: "p2" }] });
    expect(decodeURIComponent(query(options))).toBe("?items[0][price]=p1&items[0][quantity]=2&items[1][price]=p2");
    expect([...new URL(options.url).searchParams.keys()]).toEqual([
      "items[0][price]",
      "items[0][quantity]",
      "items[1][price]",
    ]);
  });

  it("writes a list inside an object with brackets, and a list of lists by index", () => {
    const options = config.build("listCharges", { filter: { tags: ["a", "b"] }, items: [["x"], ["y"]] });
    expect(decodeURIComponent(query(options))).toBe("?filter[tags][]=a&filter[tags][]=b&items[0][]=x&items[1][]=y");
  });

  it("leaves out null and undefined items and an empty list", () => {
    expect(query(config.build("listCharges", { expand: ["a", null, undefined, "b"] }))).toBe(
      "?expand%5B%5D=a&expand%5B%5D=b",
    );
    expect(query(config.build("listCharges", { expand: [] }))).toBe("");
  });

  it('writes a scalar as name=value, where a schema takes one beside an object (Stripe\'s anchor "now")', () => {
    expect(query(config.build("listCharges", { expand: "now" }))).toBe("?expand=now");
  });

  it("writes a described form property of style deepObject by the same rule", async () => {
    const options = config.build("postForm", { meta: { tags: ["a", "b"], lines: [{ n: 1 }] } });
    expect(decodeURIComponent(await sentBody(options))).toBe("meta[tags][]=a&meta[tags][]=b&meta[lines][0][n]=1");
  });
});

describe("deepObject without explode (OpenAPI 3.2: explode has no effect on deepObject)", () => {
  it("is served and written as with explode", () => {
    expect(compileOpenAPI(description).operations[0]!.unserved).toBeUndefined();
    expect(query(fromOpenAPI(description).build("listCharges", { filter: { status: "open" } }))).toBe(
      "?filter%5Bstatus%5D=open",
    );
  });
});

describe("the formNesting setting", () => {
  it('"indices" writes every list by index, in deepObject and in described and plain forms', async () => {
    const config = fromOpenAPI(description, { formNesting: "indices" });
    expect(decodeURIComponent(query(config.build("listCharges", { expand: ["a", "b"], filter: { l: ["x"] } })))).toBe(
      "?expand[0]=a&expand[1]=b&filter[l][0]=x",
    );
    expect(decodeURIComponent(await sentBody(config.build("postForm", { meta: { tags: ["a"] } })))).toBe(
      "meta[tags][0]=a",
    );
    // A route the description does not have is a form of the vendor's, by the same setting.
    const plain = config.build("POST /other", {
      data: { tags: ["a"] },
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(decodeURIComponent(await sentBody(plain))).toBe("tags[0]=a");
  });

  it('"brackets" is the default, and may be given', () => {
    const config = fromOperationTable(compileOpenAPI(description), { formNesting: "brackets" });
    expect(query(config.build("listCharges", { expand: ["a"] }))).toBe("?expand%5B%5D=a");
  });

  it('refuses "repeat", which would write a deepObject list as a form list, naming the setting', () => {
    for (const make of [
      () => fromOpenAPI(description, { formNesting: "repeat" as never }),
      () => fromOperationTable(compileOpenAPI(description), { formNesting: "repeat" as never }),
      () => new OpenAPIVendor({ operations: compileOpenAPI(description), formNesting: "repeat" }),
      () => new OpenAPIVendor({ operations: compileOpenAPI(description) }).with({ formNesting: "repeat" }),
    ]) {
      const error = thrown(make);
      expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
      expect(error.message).toBe(
        'Invalid formNesting "repeat": a described API takes "brackets" or "indices", as its deepObject parameters nest by brackets',
      );
    }
  });

  it("refuses a value that is no nesting, naming the setting", () => {
    const error = thrown(() => fromOpenAPI(description, { formNesting: "dots" as never }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe(
      'Invalid formNesting "dots": a described API takes "brackets" or "indices", as its deepObject parameters nest by brackets',
    );
  });

  it("is kept by with() of the config", () => {
    const config = fromOpenAPI(description, { formNesting: "indices" }).with({ headers: { "x-a": "1" } });
    expect(decodeURIComponent(query(config.build("listCharges", { expand: ["a"] })))).toBe("?expand[0]=a");
  });
});
