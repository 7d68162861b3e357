import { EndpointConfig, ErrorCodes, endpoint } from "../../lib";
import { untypedEndpoint } from "../support/loose";

describe("merge() with no arguments, parse() without a url", () => {
  it("merge() returns the merged defaults, with no url", () => {
    const merged = endpoint.merge();
    expect(merged).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: endpoint.DEFAULTS.headers,
      mediaType: { format: "", previews: [] },
    });
    expect(merged).not.toHaveProperty("url");
  });

  it("parse() of merged options without a url builds the base URL", () => {
    const parsed = endpoint.parse({
      method: "GET",
      baseUrl: "https://example.com",
      headers: { accept: "application/json" },
      mediaType: { format: "", previews: [] },
    });
    expect(parsed.url).toBe("https://example.com/");
  });

  it("endpoint() with no arguments uses the url from the defaults", () => {
    const user = endpoint.defaults({ url: "/user" });
    expect(user()).toMatchObject({ method: "get", url: "https://api.github.com/user" });
    const config = new EndpointConfig().with({ url: "/user" });
    expect(config.build().url).toBe("https://api.github.com/user");
    expect(config.resolve()).toEqual(config.parse(config.merge()));
  });

  it("endpoint() equals parse(merge()) with no arguments", () => {
    const user = endpoint.defaults({ url: "/user", per_page: 2 });
    expect(user()).toEqual(user.parse(user.merge()));
  });

  it("a number or an array as the route is still an EndpointError", () => {
    expect(() => untypedEndpoint(42)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ROUTE }));
    expect(() => untypedEndpoint(["GET /x"])).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ROUTE }));
    expect(() => untypedEndpoint(null)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ROUTE }));
  });
});
