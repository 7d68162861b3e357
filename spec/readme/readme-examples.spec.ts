import { EndpointConfig, endpoint, toCurl, toFetchArgs } from "../../lib";

// The examples of README.md, with the results it promises.
describe("README examples", () => {
  it("the facade", () => {
    expect(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" })).toMatchObject({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
    });
    const myEndpoint = endpoint.defaults({
      baseUrl: "https://github.example/api/v3",
      headers: { authorization: "token secret" },
    });
    expect(
      myEndpoint("POST /repos/{owner}/{repo}/issues", { owner: "octokit", repo: "endpoint.js", title: "Found a bug" }),
    ).toMatchObject({
      method: "post",
      url: "https://github.example/api/v3/repos/octokit/endpoint.js/issues",
      body: { title: "Found a bug" },
    });
  });

  it("the class API", () => {
    const github = new EndpointConfig().with({ headers: { authorization: "token secret" }, per_page: 100 });
    const options = github.build("GET /orgs/{org}/repos", { org: "octokit" });
    expect(options.url).toBe("https://api.github.com/orgs/octokit/repos?per_page=100");
    expect(options.headers.authorization).toBe("token secret");
    expect(Object.isFrozen(options)).toBe(true);
  });

  it("sending the request", () => {
    const options = endpoint("PATCH /repos/{owner}/{repo}", {
      owner: "octokit",
      repo: "endpoint.js",
      description: "it's new",
    });
    const [url, init] = toFetchArgs(options);
    expect(url).toBe("https://api.github.com/repos/octokit/endpoint.js");
    expect(init).toMatchObject({ method: "PATCH", body: '{"description":"it\'s new"}' });
    expect(toCurl(options)).toContain(`--data-raw '{"description":"it'\\''s new"}'`);
  });
});
