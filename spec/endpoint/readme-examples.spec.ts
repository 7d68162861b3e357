import { endpoint } from "../../lib";
import { ACCEPT, USER_AGENT } from "../support/user-agent";

// The examples of the product specification, as a user would write them.
describe("endpoint() with the specification's examples", () => {
  it("lists organisation repositories", () => {
    const options = endpoint("GET /orgs/{org}/repos", {
      headers: { authorization: "token 0000000000000000000000000000000000000001" },
      org: "octokit",
      type: "private",
    });
    expect(options).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: {
        accept: ACCEPT,
        authorization: "token 0000000000000000000000000000000000000001",
        "user-agent": USER_AGENT,
      },
    });
  });

  it("accepts the :placeholder path shape", () => {
    expect(endpoint("GET /orgs/:org/repos", { org: "octokit" }).url).toBe("https://api.github.com/orgs/octokit/repos");
  });

  it("renders markdown raw with a plain-text data body", () => {
    const options = endpoint("POST /markdown/raw", {
      data: "Hello world github/linguist#1 **cool**, and #1!",
      headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain" },
    });
    expect(options).toEqual({
      method: "post",
      url: "https://api.github.com/markdown/raw",
      headers: { accept: "text/html;charset=utf-8", "content-type": "text/plain", "user-agent": USER_AGENT },
      body: "Hello world github/linguist#1 **cool**, and #1!",
    });
  });

  it("uploads a release asset with query parameters and a data body", () => {
    const options = endpoint(
      "POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
      {
        owner: "octocat",
        repo: "hello-world",
        release_id: 1,
        name: "example.zip",
        label: "short description",
        headers: { "content-type": "text/plain", "content-length": 14, authorization: "token secret" },
        data: "Hello, world!\n",
      },
    );
    expect(options).toEqual({
      method: "post",
      url: "https://uploads.github.com/repos/octocat/hello-world/releases/1/assets?name=example.zip&label=short%20description",
      headers: {
        accept: ACCEPT,
        authorization: "token secret",
        "content-length": 14,
        "content-type": "text/plain",
        "user-agent": USER_AGENT,
      },
      body: "Hello, world!\n",
    });
  });

  it("cascades defaults: base URL, headers and a default parameter", () => {
    const myEndpoint = endpoint.defaults({
      baseUrl: "https://github-enterprise.acme-inc.com/api/v3",
      headers: { "user-agent": "myApp/1.2.3", authorization: "token 0000000000000000000000000000000000000001" },
      org: "my-project",
      per_page: 100,
    });
    expect(myEndpoint("GET /orgs/{org}/repos")).toEqual({
      method: "get",
      url: "https://github-enterprise.acme-inc.com/api/v3/orgs/my-project/repos?per_page=100",
      headers: {
        accept: ACCEPT,
        authorization: "token 0000000000000000000000000000000000000001",
        "user-agent": "myApp/1.2.3",
      },
    });
    expect(myEndpoint.defaults({ org: "other" })("GET /orgs/{org}/repos").url).toBe(
      "https://github-enterprise.acme-inc.com/api/v3/orgs/other/repos?per_page=100",
    );
  });

  it("exposes DEFAULTS with the base URL set through defaults()", () => {
    expect(endpoint.DEFAULTS).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT },
      mediaType: { format: "", previews: [] },
    });
    expect(endpoint.defaults({ baseUrl: "https://ghe.acme-inc.com/api/v3" }).DEFAULTS.baseUrl).toBe(
      "https://ghe.acme-inc.com/api/v3",
    );
  });

  it("merges without parsing: the url stays a template, the method as written", () => {
    const merged = endpoint.merge("GET /orgs/:org/repos", {
      headers: { "X-Foo": "bar" },
      org: "octokit",
      type: "private",
    });
    expect(merged).toEqual({
      method: "GET",
      baseUrl: "https://api.github.com",
      url: "/orgs/:org/repos",
      headers: { accept: ACCEPT, "user-agent": USER_AGENT, "x-foo": "bar" },
      mediaType: { format: "", previews: [] },
      org: "octokit",
      type: "private",
    });
  });

  it("passes the request option through by identity", () => {
    const request = { timeout: 100 };
    expect(endpoint("GET /", { request }).request).toBe(request);
  });
});
