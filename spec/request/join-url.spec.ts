import { isAbsoluteUrl } from "../../lib/util/origin";
import { isProtocolRelative, joinToBaseUrl, pathsStayOnBase, withoutTrailingSlashes } from "../../lib/vendors/join-url";

describe("joinToBaseUrl", () => {
  const base = "https://ghe.example.com/api/v3/";

  it.each([
    ["", "https://ghe.example.com/api/v3"],
    ["/user", "https://ghe.example.com/api/v3/user"],
    ["user", "https://ghe.example.com/api/v3/user"],
    ["?page=2", "https://ghe.example.com/api/v3?page=2"],
    ["#top", "https://ghe.example.com/api/v3#top"],
    ["/redirect?to=https://evil.example/", "https://ghe.example.com/api/v3/redirect?to=https://evil.example/"],
  ])("puts the base URL before %p with one slash at most", (url, joined) => {
    expect(joinToBaseUrl(base, url)).toBe(joined);
  });

  it("keeps an absolute URL's own host", () => {
    expect(joinToBaseUrl(base, "https://uploads.example.com/x")).toBe("https://uploads.example.com/x");
  });
});

describe("isAbsoluteUrl", () => {
  it.each([["https://a.example/"], ["git+ssh://a.example/"], ["HTTP://A.EXAMPLE"]])("is true for %s", (url) => {
    expect(isAbsoluteUrl(url)).toBe(true);
  });

  it.each([["/x?to=https://a.example/"], ["x/https://a.example/"], ["//a.example/x"], ["1http://a.example"]])(
    "is false for %s",
    (url) => {
      expect(isAbsoluteUrl(url)).toBe(false);
    },
  );
});

describe("withoutTrailingSlashes", () => {
  it.each([
    ["https://a.example/api///", "https://a.example/api"],
    ["https://a.example/api", "https://a.example/api"],
    ["///", ""],
    ["", ""],
  ])("turns %p into %p", (url, trimmed) => {
    expect(withoutTrailingSlashes(url)).toBe(trimmed);
  });
});

describe("isProtocolRelative", () => {
  // WHATWG URL reads a backslash as a slash: "/\\host" names a host as "//host" does.
  it.each([["//evil.example/x"], ["/\\evil.example/x"], ["//evil.example"]])(
    "is true for %p, which names a host",
    (url) => {
      expect(new URL(url, "https://app.example/").host).not.toBe("app.example");
      expect(isProtocolRelative(url)).toBe(true);
    },
  );

  it.each([["/repos/o/r"], ["/"], [""], ["?/x"], ["#/x"], ["x//evil.example"], ["https://evil.example/"]])(
    "is false for %p",
    (url) => {
      expect(isProtocolRelative(url)).toBe(false);
    },
  );
});

describe("pathsStayOnBase", () => {
  it.each([["https://api.github.com"], ["https://ghe.example/api/v3/"], ["http://localhost:3000"]])(
    "is true for the absolute base %p, whose host a path cannot replace",
    (baseUrl) => {
      expect(pathsStayOnBase(baseUrl)).toBe(true);
    },
  );

  it.each([[""], ["/"], ["/api"], ["/api/v3/"]])("is false for the same-origin base %p", (baseUrl) => {
    expect(pathsStayOnBase(baseUrl)).toBe(false);
  });
});
