import { toFetchArgs, type RequestOptionsInit } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// Issue 55, item 4: in an application/x-www-form-urlencoded body, a property whose Encoding
// Object names a `contentType` and none of `style`, `explode`, `allowReserved` is that media
// type's text in one field (OpenAPI 3.1.1 and 3.2.0, Encoding Object): a JSON list is one field.
const encoding = {
  delete: { contentType: "application/json" },
  meta: { contentType: "application/vnd.acme+json; charset=utf-8" },
  styled: { contentType: "application/json", style: "form", explode: true },
  plain: { contentType: "text/plain" },
};
const properties = Object.fromEntries(["delete", "meta", "styled", "plain", "bare"].map((name) => [name, {}]));
const config = fromOpenAPI(
  smallDescription("Chat", {
    "/messages": {
      post: {
        operationId: "update",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": { schema: { type: "object", properties }, encoding },
            "multipart/form-data": { schema: { type: "object", properties }, encoding },
          },
        },
        responses: {},
      },
    },
  }),
);
const sent = (options: RequestOptionsInit) => new Request(...toFetchArgs(options)).text();
const form = (values: Record<string, unknown>) => sent(config.build("update", values));

describe("a form property whose Encoding Object names a JSON contentType", () => {
  it("is one field of JSON text, a list included", async () => {
    expect(await form({ delete: [10] })).toBe("delete=%5B10%5D");
    expect(await form({ delete: [10, 11], meta: { a: [1], b: "x y" } })).toBe(
      "delete=%5B10%2C11%5D&meta=%7B%22a%22%3A%5B1%5D%2C%22b%22%3A%22x+y%22%7D",
    );
    expect(new URLSearchParams(await form({ delete: [{ id: 1 }] })).getAll("delete")).toEqual(['[{"id":1}]']);
  });

  it("writes a scalar as its JSON text too", async () => {
    expect(new URLSearchParams(await form({ delete: "x", meta: 3 })).getAll("delete")).toEqual(['"x"']);
    expect(new URLSearchParams(await form({ meta: 3 })).get("meta")).toBe("3");
  });

  it("leaves out null and undefined, as every field", async () => {
    expect(await form({ delete: null, meta: undefined, bare: "b" })).toBe("bare=b");
  });

  it("refuses a value with no JSON text or that holds itself, naming the field", () => {
    const cyclic: unknown[] = [];
    cyclic.push(cyclic);
    for (const value of [cyclic, [1n]]) {
      const error = thrown(() => config.build("update", { delete: value }));
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toMatch(/^The form cannot be sent: its field "delete(\[0\])?" /);
    }
  });
});

describe("a form property written as before", () => {
  it("with style, explode or allowReserved: the style decides and the contentType is ignored", async () => {
    expect(await form({ styled: [1, 2] })).toBe("styled=1&styled=2");
  });

  it("with another contentType or none: a list item by item, an object as JSON text", async () => {
    expect(await form({ plain: ["a", "b"], bare: ["c"] })).toBe("plain=a&plain=b&bare=c");
    expect(await form({ bare: { k: 1 } })).toBe("bare=%7B%22k%22%3A1%7D");
  });

  it("in multipart, as today: a part per list item, of the contentType", async () => {
    const body = await sent(
      config.build("update", { delete: [10, 11], headers: { "content-type": "multipart/form-data" } }),
    );
    expect(body.match(/name="delete"/g)).toHaveLength(2);
    expect(body).toContain("Content-Type: application/json");
  });
});
