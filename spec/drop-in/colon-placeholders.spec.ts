import { RouteParser, endpoint } from "../../lib";
import { loose } from "../support/loose";

// octokit reads ":name" wherever it appears after a character that cannot be part of a name.
describe(":name placeholders after any non-name character", () => {
  it("fills :base...:head in a compare route", () => {
    const options = endpoint(loose("GET /repos/:owner/:repo/compare/:base...:head"), {
      owner: "octokit",
      repo: "endpoint.js",
      base: "main",
      head: "feature",
    });
    expect(options.url).toBe("https://api.github.com/repos/octokit/endpoint.js/compare/main...feature");
  });

  it.each([
    ["/repos/:owner/:repo/compare/:base...:head", "/repos/{owner}/{repo}/compare/{base}...{head}"],
    ["/search/issues?q=:query", "/search/issues?q={query}"],
    ["/files/:name.:ext", "/files/{name}.{ext}"],
    ["/a/:x-:y", "/a/{x}-{y}"],
    ["/a/(:x)", "/a/({x})"],
    ["http://localhost:8080/users/:id", "http://localhost:8080/users/{id}"],
    ["http://user:pass@example.com/:id", "http://user:pass@example.com/{id}"],
    ["/a::b", "/a::b"],
    ["/a/b:c", "/a/b:c"],
    ["/a/:1", "/a/:1"],
    ["/a/:_x", "/a/:_x"],
    ["/repos{/name:3}", "/repos{/name:3}"],
    [":org/repos", "{org}/repos"],
    ["/time/12:30", "/time/12:30"],
  ])("RouteParser#toTemplate(%j) is %j", (url, template) => {
    expect(new RouteParser().toTemplate(url)).toBe(template);
  });

  it("reads a :name in the query of a route", () => {
    expect(endpoint(loose("GET /search/issues?q=:query"), { query: "is:open" }).url).toBe(
      "https://api.github.com/search/issues?q=is%3Aopen",
    );
  });
});
