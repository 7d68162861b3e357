import { isAbsoluteUrl, joinUrl, withoutTrailingSlashes } from "../../lib/request/join-url";

describe("joinUrl", () => {
  const base = "https://ghe.example.com/api/v3/";

  it.each([
    ["", "https://ghe.example.com/api/v3"],
    ["/user", "https://ghe.example.com/api/v3/user"],
    ["user", "https://ghe.example.com/api/v3/user"],
    ["?page=2", "https://ghe.example.com/api/v3?page=2"],
    ["#top", "https://ghe.example.com/api/v3#top"],
    ["/redirect?to=https://evil.example/", "https://ghe.example.com/api/v3/redirect?to=https://evil.example/"],
  ])("puts the base URL before %p with one slash at most", (url, joined) => {
    expect(joinUrl(base, url)).toBe(joined);
  });

  it("keeps an absolute URL's own host", () => {
    expect(joinUrl(base, "https://uploads.example.com/x")).toBe("https://uploads.example.com/x");
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
