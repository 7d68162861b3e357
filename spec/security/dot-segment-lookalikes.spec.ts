import { EndpointConfig, InvalidParameterError } from "../../lib";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";
import { VerbatimExpander } from "../support/verbatim-expander";

// The path policy on its own (a custom expander that encodes nothing): a segment is refused only
// when WHATWG URL would resolve it away, "." or ".." in any percent-encoding, or when a server
// that reads path parameters would (".." before a ";"). Anything else that merely starts with a
// dot or an escape is an ordinary segment and stays.
const config = new EndpointConfig({ expander: new VerbatimExpander() });
const invalidParameter = expect.objectContaining({ code: "ERR_INVALID_PARAMETER" }) as Error;
const repoIssues = (repo: string) => config.build(loose("GET /repos/{repo}/issues"), { repo }).url;

describe("segments that look like dot segments but are not", () => {
  it.each([
    ["%", "a lone escape sign"],
    ["%3e", "an escape of another character"],
    ["%2f", "an escaped slash"],
    [".2e", "a dot and the digits of an escape"],
    [".git", "a dot file"],
    ["....", "four dots"],
    [".%2f", "a dot and an escaped slash"],
    ["%2ex", "an escaped dot and a letter"],
    ["%%2e", "an escape sign and an escaped dot"],
    ["%2e%2f", "an escaped dot and an escaped slash"],
  ])("keeps %p (%s), which WHATWG URL leaves in place", (repo) => {
    const url = repoIssues(repo);
    expect(url).toBe(`https://api.github.com/repos/${repo}/issues`);
    expect(new URL(url).pathname).toBe(`/repos/${repo}/issues`);
  });

  it.each(["%2e", "%2E", ".%2e", "%2E.", "%2e%2E"])("refuses %p, which WHATWG URL resolves away", (repo) => {
    expect(new URL(`https://api.github.com/repos/${repo}/issues`).pathname).not.toBe(`/repos/${repo}/issues`);
    expect(() => repoIssues(repo)).toThrow(invalidParameter);
  });

  it("names the template and the segment in the refusal, and carries the template", () => {
    const error = thrown(() => config.build(loose("GET /repos/{repo}/issues"), { repo: "a/%2e%2E?x=1" }));
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error).toMatchObject({
      code: "ERR_INVALID_PARAMETER",
      template: "/repos/{repo}/issues",
      message:
        'A parameter of URL template "/repos/{repo}/issues" makes "%2e%2E" a path segment, ' +
        "which would take the request outside its route",
    });
  });
});

describe("path parameters after a ';'", () => {
  it("keeps '..' inside a segment's parameters, which ends no segment", () => {
    const url = repoIssues("a;../b");
    expect(new URL(url).pathname).toBe("/repos/a;../b/issues");
  });

  it("finds a dot segment after a segment with parameters", () => {
    expect(() => repoIssues("a;x/../b")).toThrow(invalidParameter);
    expect(() => repoIssues("a;x=1;y/b/%2e%2e")).toThrow(invalidParameter);
  });

  it.each(["a;x?/..", "a;x#/.."])("stops at a query or fragment after the parameters of %p", (repo) => {
    const url = repoIssues(repo);
    expect(url).toBe(`https://api.github.com/repos/${repo}/issues`);
    expect(new URL(url).pathname).toBe("/repos/a;x");
  });
});

describe("dot segments the template writes", () => {
  it("does not take a template's '...' for one of its own, so a value's '..' after it is refused", () => {
    expect(config.build(loose("GET .../{x}"), { x: "a" }).url).toBe("https://api.github.com/.../a");
    expect(() => config.build(loose("GET .../{x}"), { x: ".." })).toThrow(invalidParameter);
  });

  it("leaves a relative route's own '..' to its author, even with an absolute URL in its query", () => {
    expect(config.build(loose("GET repos/../{x}?next=https://evil.example/"), { x: "a" }).url).toBe(
      "https://api.github.com/repos/../a?next=https://evil.example/",
    );
  });
});
