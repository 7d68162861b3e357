import { compileOpenAPI, fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";

// A body property the schema marks readOnly is one the server writes (an id, a creation date): a
// request never sends it, so it never clashes with a parameter of the same name, and a flat value
// of that name alone has no place (issue 55, item 3).
const description = smallDescription("ReadOnly", {
  "/accounts/{id}": {
    put: {
      operationId: "putAccount",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      requestBody: {
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: {
                id: { type: "string", readOnly: true },
                created: { type: "string", readOnly: true },
                name: { type: "string" },
              },
            },
          },
        },
      },
      responses: {},
    },
  },
});
const config = fromOpenAPI(description);

describe("a readOnly body property", () => {
  it("never clashes with a parameter of its name: the flat value is the parameter's alone", () => {
    const options = config.build("putAccount", { id: "a1", name: "n" });
    expect([options.url, options.body]).toEqual(["https://readonly.test/accounts/a1", { name: "n" }]);
  });

  it("given flat without a parameter of its name, is refused naming it", () => {
    expect(() => config.build("putAccount", { id: "a1", created: "2020-01-01" })).toThrow(
      expect.objectContaining({
        code: "ERR_INVALID_PARAMETER",
        message: expect.stringContaining('"created"'),
      }),
    );
  });

  it("is listed apart from the properties a request sends", () => {
    const media = compileOpenAPI(description).operations[0]!.body!.mediaTypes[0]!;
    expect([media.properties, media.readOnly]).toEqual([["name"], ["id", "created"]]);
  });
});
