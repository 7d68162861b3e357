import { EndpointConfig, InvalidRouteError, type RequestOptions } from "../../lib";
import { loose } from "../support/loose";

describe("assembling merged options", () => {
  const general = new EndpointConfig();

  it("puts only parameters in the query, never reserved options or undefined values", () => {
    const options = general.build(loose("GET /x"), {
      a: 1,
      skipped: undefined,
      headers: { "x-a": "1" },
      mediaType: { format: "raw" },
      request: { timeout: 1 },
    });
    expect(options.url).toBe("https://api.github.com/x?a=1");
    expect(general.build(loose("POST /x"), { a: 1, skipped: undefined }).body).toEqual({ a: 1 });
  });

  it("leaves the parameters the template used out of the query, for short and long templates", () => {
    expect(general.build(loose("GET /x/{a}"), { a: 1, b: 2 }).url).toBe("https://api.github.com/x/1?b=2");
    const names = Array.from({ length: 20 }, (_, index) => `p${index}`);
    const template = `/x${names.map((name) => `/{${name}}`).join("")}`;
    const parameters = Object.fromEntries(names.map((name, index) => [name, index]));
    expect(general.build(loose(`GET ${template}`), { ...parameters, extra: "e" }).url).toBe(
      `https://api.github.com/x/${names.map((_, index) => index).join("/")}?extra=e`,
    );
  });

  it("sends options without a url to the base URL itself, as octokit does", () => {
    for (const config of [general, new EndpointConfig()]) {
      const build = (route: unknown) => (config.build as (route: unknown) => RequestOptions).call(config, route);
      expect(build({ method: "GET" }).url).toBe("https://api.github.com/");
      expect(build({ method: "GET", page: 2 }).url).toBe("https://api.github.com/?page=2");
      expect(() => build({ method: "GET", url: 5 })).toThrow(InvalidRouteError);
      expect(() => build({ method: "GET", url: 5 })).toThrow("Invalid url 5");
    }
  });
});
