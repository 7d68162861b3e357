import { RouteParser } from "../../lib";

describe("RouteParser#parse", () => {
  const parser = new RouteParser();

  it("reads the method and keeps the URL as written (merge() shows it so, spec 2.5)", () => {
    expect(parser.parse("POST /repos/:owner/:repo")).toEqual({ method: "POST", url: "/repos/:owner/:repo" });
  });

  it("defaults the method to GET, or to the one given, for a URL alone", () => {
    expect(parser.parse("/user")).toEqual({ method: "GET", url: "/user" });
    expect(parser.parse("/user", "POST")).toEqual({ method: "POST", url: "/user" });
    expect(parser.parse("PATCH /user", "POST")).toEqual({ method: "PATCH", url: "/user" });
  });

  it("tolerates surrounding and repeated whitespace", () => {
    expect(parser.parse("  DELETE   /gists/:gist_id  ")).toEqual({ method: "DELETE", url: "/gists/:gist_id" });
  });

  it("turns :placeholders into {placeholders} in toTemplate()", () => {
    expect(parser.toTemplate(parser.parse("POST /repos/:owner/:repo").url)).toBe("/repos/{owner}/{repo}");
  });

  it.each([
    ["http://localhost:8080/x", "http://localhost:8080/x"],
    ["https://user:secret@ghe.example.com/api/:owner", "https://user:secret@ghe.example.com/api/{owner}"],
    ["/repos/{owner}/{ref:7}", "/repos/{owner}/{ref:7}"],
    ["/search{?q,sort}", "/search{?q,sort}"],
    ["/repos/:owner.json", "/repos/{owner}.json"],
    ["/a/b:c", "/a/b:c"],
    [":org/repos", "{org}/repos"],
  ])("leaves colons that are not placeholders alone: %s", (url, template) => {
    expect(parser.toTemplate(parser.parse(`GET ${url}`).url)).toBe(template);
  });

  it("splits without touching the URL", () => {
    expect(parser.split("GET /orgs/:org")).toEqual({ method: "GET", url: "/orgs/:org" });
    expect(parser.split("/orgs/:org")).toEqual({ url: "/orgs/:org" });
  });
});
