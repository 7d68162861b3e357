import { fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";

// A path key may carry a literal query (`/responses/{response_id}?beta=true`), as real
// descriptions write a variant of an operation: it is sent, and the described query parameters
// join it with `&`.
const include = { name: "include", in: "query", schema: { type: "array", items: { type: "string" } } };
const config = fromOpenAPI(
  smallDescription("Literal", {
    "/responses/{response_id}?beta=true": {
      get: {
        operationId: "getResponse",
        parameters: [{ name: "response_id", in: "path", required: true, schema: { type: "string" } }, include],
        responses: {},
      },
      post: {
        operationId: "updateResponse",
        parameters: [{ name: "response_id", in: "path", required: true, schema: { type: "string" } }],
        requestBody: {
          content: { "application/json": { schema: { type: "object", properties: { note: { type: "string" } } } } },
        },
        responses: {},
      },
    },
    "/things?kind=a": { get: { operationId: "thingsA", responses: {} } },
    "/things?kind=b": { get: { operationId: "thingsB", parameters: [include], responses: {} } },
  }),
);

describe("a path key with a literal query", () => {
  it("sends the literal query, and the described query parameters after it with &", () => {
    const url = config.build("getResponse", { response_id: "r1", include: ["a", "b"] }).url;
    expect(url).toBe("https://literal.test/responses/r1?beta=true&include=a&include=b");
    expect([...new URL(url).searchParams]).toEqual([
      ["beta", "true"],
      ["include", "a"],
      ["include", "b"],
    ]);
  });

  it("sends it alone when no parameter joins it", () => {
    expect(config.build("getResponse", { response_id: "r1" }).url).toBe("https://literal.test/responses/r1?beta=true");
  });

  it("joins names the description does not give to it too", () => {
    const url = config.build("getResponse", { response_id: "r1", extra: "x y" }).url;
    expect(new URL(url).searchParams.get("beta")).toBe("true");
    expect(new URL(url).searchParams.get("extra")).toBe("x y");
  });

  it("finds the operation by the route as the description writes it", () => {
    const options = config.build("POST /responses/{response_id}?beta=true", { response_id: "r1", note: "n" });
    expect([options.method, options.url, options.body]).toEqual([
      "post",
      "https://literal.test/responses/r1?beta=true",
      { note: "n" },
    ]);
  });

  it("tells apart two operations that differ only in their literal query", () => {
    expect(config.build("GET /things?kind=a").url).toBe("https://literal.test/things?kind=a");
    expect(config.build("GET /things?kind=b", { include: ["x"] }).url).toBe(
      "https://literal.test/things?kind=b&include=x",
    );
    expect(config.build("thingsB").url).toBe("https://literal.test/things?kind=b");
  });
});
