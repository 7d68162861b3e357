import { toFetchArgs } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";

// Issue 54: a name a description gives (a style, an encoding) is read as an own key of the
// writers' tables, never as Object.prototype's member of that name.
const formWith = (encoding: Record<string, unknown>) =>
  fromOpenAPI(
    smallDescription("Keys", {
      "/f": {
        post: {
          operationId: "f",
          requestBody: {
            content: { "application/x-www-form-urlencoded": { schema: { type: "object" }, encoding } },
          },
          responses: {},
        },
      },
    }),
  );
const sent = (config: ReturnType<typeof formWith>, data: Record<string, unknown>) =>
  new Request(...toFetchArgs(config.build("f", { data }))).text();

describe("a form property's style read from its Encoding Object", () => {
  it.each(["constructor", "toString", "__proto__", "valueOf"])(
    "named %j is no style, not Object.prototype's member: the operation is not served, naming it",
    (style) => {
      const config = formWith(JSON.parse(`{ "l": { "style": "${style}" } }`) as Record<string, unknown>);
      expect(() => config.build("f", { data: { l: ["a", "b"] } })).toThrow(
        expect.objectContaining({ code: "ERR_INVALID_ROUTE", message: expect.stringContaining(`style "${style}"`) }),
      );
    },
  );

  it("pipeDelimited and spaceDelimited still join by their own delimiters", async () => {
    const config = formWith({ p: { style: "pipeDelimited" }, s: { style: "spaceDelimited" } });
    expect(await sent(config, { p: ["a", "b"], s: ["a", "b"] })).toBe("p=a%7Cb&s=a+b");
  });
});
