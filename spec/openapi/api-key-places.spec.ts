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
