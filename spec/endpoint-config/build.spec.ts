import { EndpointConfig, RequestOptions, endpoint } from "../../lib";

describe("EndpointConfig#build", () => {
  const config = new EndpointConfig().with({ headers: { authorization: "token t" } });

  it("builds frozen RequestOptions from a route", () => {
    const options = config.build("POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: "t",
      labels: ["a"],
    });
    expect(options).toBeInstanceOf(RequestOptions);
    expect(Object.isFrozen(options)).toBe(true);
    expect(Object.isFrozen(options.headers)).toBe(true);
    expect(Object.isFrozen(options.body)).toBe(true);
    expect(Object.isFrozen((options.body as { labels: string[] }).labels)).toBe(true);
    expect(options.toJSON()).toEqual({
      method: "post",
      url: "https://api.github.com/repos/o/r/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        authorization: "token t",
        "content-type": "application/json; charset=utf-8",
        "user-agent": expect.stringMatching(/^restkit-endpoint\.js\//),
      },
      body: { title: "t", labels: ["a"] },
    });
  });

  it("freezes the headers of every build: a config's first, later ones, and with headers per call", () => {
    const fresh = new EndpointConfig();
    const builds = [1, 2, 3].flatMap(() => [
      fresh.build("GET /orgs/{org}/repos", { org: "o" }),
      fresh.build("POST /orgs/{org}/repos", { org: "o", name: "n" }),
      fresh.build("GET /user", { headers: { "x-a": "1" } }),
      fresh.build({ method: "GET", url: "/user" }),
    ]);
    for (const options of builds) expect(Object.isFrozen(options.headers)).toBe(true);
    expect(builds[4]?.headers).toEqual(builds[0]?.headers);
    expect(builds[5]?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(builds[6]?.headers["x-a"]).toBe("1");
  });

  it("builds from an options object", () => {
    expect(config.build({ method: "GET", url: "/user" }).url).toBe("https://api.github.com/user");
  });

  it("freezes a copy, never the caller's parameter values", () => {
    const labels = ["a"];
    config.build("POST /x", { labels });
    expect(Object.isFrozen(labels)).toBe(false);
  });

  it("gives the same options as the facade over the same config", () => {
    const facade = config.toEndpoint();
    const args = ["GET /orgs/{org}/repos", { org: "o", per_page: 1 }] as const;
    expect(config.build(...args).toJSON()).toEqual(facade(...args));
    expect(JSON.parse(JSON.stringify(config.build(...args)))).toEqual(facade(...args));
  });

  it("has the default facade's behaviour when unconfigured", () => {
    expect(new EndpointConfig().toEndpoint()("GET /user")).toEqual(endpoint("GET /user"));
  });

  it("exposes vendor, apiVersion and defaultBaseUrl", () => {
    const plain = new EndpointConfig();
    expect([plain.vendor, plain.apiVersion, plain.defaultBaseUrl]).toEqual(["github", "v3", "https://api.github.com"]);
  });
});
