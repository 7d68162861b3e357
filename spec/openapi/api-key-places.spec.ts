import { fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";

// An apiKey security scheme says where its key goes: a flat value of its name goes there, on any
// method, never into a body (issue 55, item 3).
const description = smallDescription(
  "Keys",
  {
    "/notes": {
      post: {
        operationId: "createNote",
        requestBody: {
          content: { "application/json": { schema: { type: "object", properties: { text: { type: "string" } } } } },
        },
        responses: {},
      },
    },
  },
  {
    components: {
      securitySchemes: {
        query: { type: "apiKey", in: "query", name: "api_key" },
        header: { type: "apiKey", in: "header", name: "X-Api-Key" },
        cookie: { type: "apiKey", in: "cookie", name: "sid" },
      },
    },
  },
);
const config = fromOpenAPI(description);

describe("an apiKey scheme's name given flat", () => {
  it("goes to the query, a header or a cookie as its scheme says, not into the body", () => {
    const options = config.build("createNote", { text: "hi", api_key: "k 1", "X-Api-Key": "h", sid: "s" });
    expect(options.url).toBe("https://keys.test/notes?api_key=k%201");
    expect(options.headers["x-api-key"]).toBe("h");
    expect(options.headers.cookie).toBe("sid=s");
    expect(options.body).toEqual({ text: "hi" });
  });

  // Form's default explode (OpenAPI 3.2.0, "Style Values"): each item its own pair.
  it("writes a key given as a list one pair an item, in the query and in the cookie", () => {
    const options = config.build("createNote", { text: "hi", api_key: ["a", "b"], sid: ["x", "y"] });
    expect(options.url).toBe("https://keys.test/notes?api_key=a&api_key=b");
    expect(options.headers.cookie).toBe("sid=x; sid=y");
  });

  it("still carries a credential only home", () => {
    expect(() => config.build("createNote", { text: "hi", api_key: "k", baseUrl: "https://evil.example" })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
  });

  // A route the description does not describe sends a flat value to its query: a header or cookie
  // scheme's name there is still the key, which may not leave home (a described route puts it in
  // its header, which the policy guards the same way).
  it.each([
    ["X-Api-Key", "a header"],
    ["sid", "a cookie"],
    ["api_key", "the query"],
  ])("refuses %p, a key for %s, in the query of an undescribed route to another origin", (name) => {
    expect(() => config.build("GET https://evil.example/x", { [name]: "k" })).toThrow(
      expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }),
    );
    expect(config.build("GET /x", { [name]: "k" }).url).toBe(`https://keys.test/x?${name}=k`);
  });
});

// A parameter that has the scheme's name is the key's one place: a header's name in any case (as
// headers are), any other only as written. Each description has one scheme and one parameter.
describe("an apiKey scheme beside a parameter of its name", () => {
  const keyed = (scheme: Record<string, string>, parameter: Record<string, unknown>, strict = false) =>
    fromOpenAPI(
      smallDescription(
        "Keys",
        {
          "/notes": {
            post: {
              operationId: "createNote",
              parameters: [{ schema: { type: "string" }, ...parameter }],
              requestBody: {
                content: {
                  "application/json": { schema: { type: "object", properties: { text: { type: "string" } } } },
                },
              },
              responses: {},
            },
          },
        },
        { components: { securitySchemes: { key: { type: "apiKey", ...scheme } } } },
      ),
      { strict },
    );
  const sent = (options: { url: string; headers: Record<string, unknown>; body?: unknown }) => ({
    url: options.url,
    key: options.headers["x-api-key"],
    body: options.body,
  });

  it("a header key is the header parameter of its name in another case, as the description writes it", () => {
    const config = keyed(
      { in: "header", name: "X-Api-Key" },
      { in: "header", name: "x-api-key", required: true },
      true,
    );
    expect(sent(config.build("createNote", { text: "hi", "X-Api-Key": "k" }))).toEqual({
      url: "https://keys.test/notes",
      key: "k",
      body: { text: "hi" },
    });
  });

  it("a header key beside a header parameter of another name still goes to its header", () => {
    const config = keyed({ in: "header", name: "X-Api-Key" }, { in: "header", name: "X-Trace" });
    expect(sent(config.build("createNote", { text: "hi", "X-Api-Key": "k" }))).toEqual({
      url: "https://keys.test/notes",
      key: "k",
      body: { text: "hi" },
    });
  });

  it("a query key is the query parameter of its exact name, once", () => {
    const config = keyed({ in: "query", name: "api_key" }, { in: "query", name: "api_key" });
    expect(sent(config.build("createNote", { text: "hi", api_key: "k" }))).toEqual({
      url: "https://keys.test/notes?api_key=k",
      key: undefined,
      body: { text: "hi" },
    });
  });

  it("a query key is not a query parameter of its name in another case: each has its own place", () => {
    const config = keyed({ in: "query", name: "api_key" }, { in: "query", name: "API_KEY" });
    expect(sent(config.build("createNote", { text: "hi", api_key: "k", API_KEY: "p" }))).toEqual({
      url: "https://keys.test/notes?api_key=k&API_KEY=p",
      key: undefined,
      body: { text: "hi" },
    });
  });

  it("a header key is not a query parameter of its name in another case", () => {
    const config = keyed({ in: "header", name: "X-Api-Key" }, { in: "query", name: "x-api-key" });
    expect(sent(config.build("createNote", { text: "hi", "X-Api-Key": "k" }))).toEqual({
      url: "https://keys.test/notes",
      key: "k",
      body: { text: "hi" },
    });
  });

  it("a query key is not a header parameter of its name in another case: a flat value goes to both", () => {
    const config = keyed({ in: "query", name: "x-api-key" }, { in: "header", name: "X-Api-Key" });
    expect(sent(config.build("createNote", { text: "hi", "x-api-key": "k" }))).toEqual({
      url: "https://keys.test/notes?x-api-key=k",
      key: "k",
      body: { text: "hi" },
    });
  });
});
