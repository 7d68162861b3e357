import { EndpointConfig, endpoint } from "../../lib";

// Issue 29 item 3: a header given as null removes it, defaults included; undefined keeps meaning
// "not given", as in octokit.
describe("a header given as null", () => {
  it("removes a default header for one call, through endpoint(), build() and parse(merge())", () => {
    const options = endpoint("GET /user", { headers: { "User-Agent": null } });
    expect(options.headers).not.toHaveProperty("user-agent");
    expect(options.headers.accept).toBe("application/vnd.github.v3+json");
    expect(new EndpointConfig().build("GET /user", { headers: { "user-agent": null } }).headers).not.toHaveProperty(
      "user-agent",
    );
    expect(endpoint.parse(endpoint.merge("GET /user", { headers: { "user-agent": null } })).headers).not.toHaveProperty(
      "user-agent",
    );
  });

  it("removes it from defaults, for every later call, until a call sets it again", () => {
    const noAgent = endpoint.defaults({ headers: { "user-agent": null, authorization: "token t" } });
    expect(noAgent.DEFAULTS.headers).not.toHaveProperty("user-agent");
    expect(noAgent("GET /user").headers).toEqual({
      accept: "application/vnd.github.v3+json",
      authorization: "token t",
    });
    expect(noAgent("GET /user", { headers: { "user-agent": "mine" } }).headers["user-agent"]).toBe("mine");
  });

  it("leaves it alone when given as undefined", () => {
    expect(endpoint("GET /user", { headers: { "user-agent": undefined } }).headers["user-agent"]).toMatch(/^restkit/);
  });
});
