import { AbsoluteUrlError, EndpointConfig, MissingParameterError } from "../../lib";
import { requireUnderBaseUrl } from "../../lib/request/url-policy";
import { loose } from "../support/loose";

describe("requireUnderBaseUrl (allowAbsoluteUrls: false)", () => {
  const base = "https://ghe.example.com/api/v3";

  it.each([[base], [`${base}/`], [`${base}/repos/o/r`], [`${base}?page=2`], [`${base}#top`]])("accepts %s", (url) => {
    expect(() => requireUnderBaseUrl(url, base)).not.toThrow();
    expect(() => requireUnderBaseUrl(url, `${base}//`)).not.toThrow();
  });

  it.each([
    ["https://evil.example/api/v3"],
    [`${base}x`],
    [`${base}.evil.example/x`],
    [`${base}@evil.example/x`],
    [`${base}:8443/x`],
    ["/api/v3/x"],
  ])("refuses %s, naming both URLs", (url) => {
    expect(() => requireUnderBaseUrl(url, base)).toThrow(
      new AbsoluteUrlError(
        `URL "${url}" is not under the configured base URL "${base}" ` +
          "and absolute URLs are not allowed (allowAbsoluteUrls: false)",
      ),
    );
    expect(() => requireUnderBaseUrl(url, base)).toThrow(AbsoluteUrlError);
  });

  it("lets a route of only a query or a fragment through on both paths", () => {
    for (const settings of [{ allowAbsoluteUrls: false }, { allowAbsoluteUrls: false, strict: true }]) {
      const config = new EndpointConfig(settings);
      expect(config.build(loose("GET ?page=2")).url).toBe("https://api.github.com?page=2");
      expect(config.build(loose("GET #top")).url).toBe("https://api.github.com#top");
      expect(config.build(loose("GET /")).url).toBe("https://api.github.com/");
    }
  });
});

describe("requireValues (strict mode)", () => {
  it("names the placeholder and carries the template", () => {
    let caught: unknown;
    try {
      new EndpointConfig({ strict: true }).build(loose("GET /orgs/{org}/repos"), {});
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(MissingParameterError);
    expect(caught).toMatchObject({
      template: "/orgs/{org}/repos",
      message: 'Missing value for placeholder "org" of URL template "/orgs/{org}/repos" (strict mode)',
    });
  });
});

describe("requireValues (strict mode) with a list in a path segment", () => {
  const strict = new EndpointConfig({ strict: true });
  const build = (owner: unknown) => strict.build(loose("GET /repos/{owner}/issues"), { owner }).url;

  it.each([
    [["a"], "a"],
    [["", "a"], ",a"],
    [["", ""], ","],
    [[null, "a"], "a"],
  ])("takes %p, which fills the segment with %p", (owner, segment) => {
    expect(build(owner)).toBe(`https://api.github.com/repos/${segment}/issues`);
  });

  it.each([[[""]], [[null, ""]], [[undefined, ""]], [[null, undefined, ""]]])(
    "refuses %p, which expands to nothing, saying it would empty the segment",
    (owner) => {
      expect(() => build(owner)).toThrow(
        new MissingParameterError(
          'Missing value for placeholder "owner" of URL template "/repos/{owner}/issues" ' +
            "(strict mode: an empty string would empty a path segment)",
        ),
      );
    },
  );
});

describe("requireUnderBaseUrl from a same-origin base", () => {
  it.each([["/"], [""]])("refuses from %p a protocol-relative URL, which names another host", (base) => {
    for (const url of ["//evil.example/x", "/\\evil.example/x", "//evil.example"]) {
      expect(new URL(url, "https://app.example/").host).toBe("evil.example");
      expect(() => requireUnderBaseUrl(url, base)).toThrow(AbsoluteUrlError);
    }
  });

  it.each([["/"], [""]])("accepts from %p a path on the page's own host", (base) => {
    for (const url of ["/user", "/", "?page=2", "#/x"]) {
      expect(() => requireUnderBaseUrl(url, base)).not.toThrow();
    }
  });
});
