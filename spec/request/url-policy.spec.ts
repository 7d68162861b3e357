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
