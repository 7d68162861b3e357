import { EndpointConfig } from "../../lib";
import { loose } from "../support/loose";
import { VerbatimExpander } from "../support/verbatim-expander";

// Where the path the dot-segment policy reads starts, for a URL a custom expander gives whole:
// after `scheme://authority`, or after `//authority` for a protocol-relative URL; a path from a
// same-origin base starts at once. Text of the authority (userinfo, host) is no path segment, and
// "://" later in a path or query starts no authority.
const absolute = new EndpointConfig({ expander: new VerbatimExpander() });
const sameOrigin = absolute.with({ baseUrl: "" });
type Base = "absolute" | "same-origin";
function build(base: Base, url: string): string {
  const config = base === "absolute" ? absolute : sameOrigin;
  return config.build(loose("GET {url}"), { url }).url;
}
const invalidParameter = expect.objectContaining({ code: "ERR_INVALID_PARAMETER" }) as Error;
const page = "https://app.example/";

describe("the authority is not part of the path", () => {
  it.each<[string, Base, string, string]>([
    ["https://..;x@files.example/x", "absolute", "files.example", "/x"],
    ["https://..;x@files.example", "absolute", "files.example", "/"],
    // A scheme of one letter (RFC 3986 section 3.1 allows it).
    ["a://..;x@files.example/x", "absolute", "files.example", "/x"],
    ["https://files.example?/..", "absolute", "files.example", "/"],
    ["https://files.example#/..", "absolute", "files.example", "/"],
    ["//..;x@files.example/x", "same-origin", "files.example", "/x"],
  ])(
    "keeps %p from the %s base: its userinfo, query or fragment only looks like a dot segment",
    (url, base, host, path) => {
      expect(build(base, url)).toBe(url);
      const resolved = new URL(url, page);
      expect(resolved.host).toBe(host);
      expect(resolved.pathname).toBe(path);
    },
  );
});

describe("the path after the authority", () => {
  it.each<[string, Base, string]>([
    // A host of one character: the path starts right after it.
    ["http://a/../x", "absolute", "/../x"],
    ["https://a/%2e%2e/x", "absolute", "/%2e%2e/x"],
    // A scheme with "+" (RFC 3986 section 3.1): WHATWG URL resolves its path too.
    ["git+ssh://files.example/../x", "absolute", "/../x"],
    ["//files.example/%2e%2e/x", "same-origin", "/%2e%2e/x"],
    // "://" in the query of a path names no scheme.
    ["/../redirect?to=https://evil.example/", "same-origin", "/../redirect"],
    // A path that ends in "//" is no protocol-relative URL.
    ["/..//", "same-origin", "/..//"],
  ])("refuses %p from the %s base, whose path %p WHATWG URL resolves", (url, base, path) => {
    expect(new URL(url, page).pathname).not.toBe(path);
    expect(() => build(base, url)).toThrow(invalidParameter);
  });
});
