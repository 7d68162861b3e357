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
    "named %j delimits nothing of Object.prototype's: its list is joined as style form's",
    async (style) => {
      const config = formWith(JSON.parse(`{ "l": { "style": "${style}" } }`) as Record<string, unknown>);
      expect(await sent(config, { l: ["a", "b"] })).toBe("l=a%2Cb");
    },
  );

  it("pipeDelimited and spaceDelimited still join by their own delimiters", async () => {
    const config = formWith({ p: { style: "pipeDelimited" }, s: { style: "spaceDelimited" } });
    expect(await sent(config, { p: ["a", "b"], s: ["a", "b"] })).toBe("p=a%7Cb&s=a+b");
  });
});
