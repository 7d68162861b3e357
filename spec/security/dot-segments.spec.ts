import { endpoint } from "../../lib";

const invalid = expect.objectContaining({ code: "ERR_INVALID_PARAMETER" });

describe("parameter values as dot path segments", () => {
  it.each([".", ".."])("refuses %p as a whole path segment", (value) => {
    expect(() => endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: value })).toThrow(invalid);
  });

  it.each(["%2e%2e", "%2E.", ".%2e", "%2e"])("refuses %p where reserved expansion keeps it escaped", (value) => {
    expect(() => endpoint("GET /files/{+path}/raw", { path: value })).toThrow(invalid);
  });

  it("allows escaped dots that simple expansion escapes again", () => {
    expect(endpoint("GET /repos/o/{repo}", { repo: "%2e%2e" }).url).toBe("https://api.github.com/repos/o/%252e%252e");
  });

  it("refuses dot segments produced by reserved and path expansions", () => {
    expect(() => endpoint("GET /files/{+path}", { path: "a/../../admin" })).toThrow(invalid);
    expect(() => endpoint("GET /files{/segments*}", { segments: ["a", ".."] })).toThrow(invalid);
    expect(() => endpoint("GET /x/:id", { id: ".." })).toThrow(invalid);
  });

  it("allows dots that are not a whole segment, or not in the path", () => {
    expect(endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "rest.js" }).url).toBe(
      "https://api.github.com/repos/o/rest.js",
    );
    expect(endpoint("GET /x/{a}.json", { a: "." }).url).toBe("https://api.github.com/x/..json");
    expect(endpoint("GET /x{?a}", { a: ".." }).url).toBe("https://api.github.com/x?a=..");
    expect(endpoint("GET /x", { a: ".." }).url).toBe("https://api.github.com/x?a=..");
  });

  it("leaves dot segments written in the template itself to its author", () => {
    expect(endpoint("GET /a/../{b}", { b: "c" }).url).toBe("https://api.github.com/a/../c");
  });
});
