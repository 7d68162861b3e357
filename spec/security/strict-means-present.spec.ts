import { EndpointConfig, endpoint } from "../../lib";
import { loose } from "../support/loose";

// Issue 30, item 2: in strict mode a placeholder is given only by an own property with a value
// RFC 6570 does not call undefined, and a path segment never goes empty.
describe("EndpointConfig strict mode: strict means present", () => {
  const strict = new EndpointConfig({ strict: true });
  const missing = (name: string): Error =>
    expect.objectContaining({ code: "ERR_MISSING_PARAMETER", message: expect.stringContaining(`"${name}"`) }) as Error;

  it("does not count names inherited from Object.prototype as given", () => {
    expect(() => strict.build(loose("GET /x/{constructor}"))).toThrow(missing("constructor"));
    expect(() => strict.build(loose("GET /x/:toString"))).toThrow(missing("toString"));
    expect(() => strict.build(loose("GET /x/{+hasOwnProperty}"), {})).toThrow(missing("hasOwnProperty"));
    expect(() => strict.with({ a: 1 }).build(loose("GET /x/{valueOf}"))).toThrow(missing("valueOf"));
  });

  it("still takes own properties of those names", () => {
    expect(strict.build(loose("GET /x/{constructor}"), { constructor: "c" }).url).toBe("https://api.github.com/x/c");
    expect(strict.with({ toString: "t" }).build(loose("GET /x/:toString")).url).toBe("https://api.github.com/x/t");
  });

  it.each([
    ["an empty list", []],
    ["a list of nothing", [null, undefined]],
    ["an empty object", {}],
    ["an object of nothing", { a: undefined, b: null }],
    ["null", null],
  ])("refuses %s, which RFC 6570 treats as undefined", (_, value) => {
    expect(() => strict.build(loose("GET /repos/{owner}/{repo}"), { owner: "o", repo: value })).toThrow(
      missing("repo"),
    );
    expect(() => strict.build(loose("GET /contents/{+path}"), { path: value })).toThrow(missing("path"));
  });

  it("refuses an empty string in a path segment", () => {
    // Changed expectation: this used to give "https://api.github.com/x" (issue 30 item 2).
    expect(() => strict.build(loose("GET /x/{a}"), { a: "" })).toThrow(missing("a"));
    expect(() => strict.build(loose("GET /repos/{owner}/{repo}"), { owner: "o", repo: "" })).toThrow(missing("repo"));
    expect(() => strict.build(loose("GET /repos/:owner/:repo"), { owner: "", repo: "r" })).toThrow(missing("owner"));
    expect(() => strict.build(loose("GET /contents/{+path}"), { path: "" })).toThrow(missing("path"));
    expect(() => strict.with({ a: "" }).build(loose("GET /x/{a}"))).toThrow(missing("a"));
    // Found by spec/security/attacker.spec.ts: a list of one empty string expands to nothing too.
    expect(() => strict.build(loose("GET /x/{a}/y"), { a: [""] })).toThrow(missing("a"));
    expect(() => strict.build(loose("GET /x/{a}/y"), { a: [null, ""] })).toThrow(missing("a"));
  });

  it("accepts an empty string where it fills no path segment", () => {
    expect(strict.build(loose("GET /search?q={q}"), { q: "" }).url).toBe("https://api.github.com/search?q=");
    expect(strict.build(loose("GET /x{?a}#{b}"), { b: "" }).url).toBe("https://api.github.com/x#");
    expect(strict.build(loose("GET /x{#a}{b}"), { a: "f", b: "" }).url).toBe("https://api.github.com/x#f");
  });

  it("accepts values that are present: non-empty lists and objects, numbers, false, 0", () => {
    expect(strict.build(loose("GET /x/{a}"), { a: ["p", "q"] }).url).toBe("https://api.github.com/x/p,q");
    expect(strict.build(loose("GET /x/{a}"), { a: { k: "v" } }).url).toBe("https://api.github.com/x/k,v");
    expect(strict.build(loose("GET /x/{a}/{b}"), { a: 0, b: false }).url).toBe("https://api.github.com/x/0/false");
  });

  it("leaves non-strict behaviour as octokit's", () => {
    expect(endpoint(loose("GET /repos/{owner}/{repo}"), { owner: "o", repo: "" }).url).toBe(
      "https://api.github.com/repos/o",
    );
    expect(endpoint(loose("GET /x/{constructor}")).url).toBe("https://api.github.com/x");
    expect(endpoint(loose("GET /x/{a}"), { a: [] }).url).toBe("https://api.github.com/x");
  });
});
