import { AbsoluteUrlError, EndpointConfig, endpoint } from "../../lib";
import { loose } from "../support/loose";

type Untyped = (options?: Record<string, unknown>) => { url: string };

// Issue 29 item 5: a request that carries credentials goes only to its base URL's origin, or to an
// origin its vendor or config trusts; allowAbsoluteUrls: false stays the stricter switch.
describe("credentials stay home", () => {
  const withToken = endpoint.defaults({ headers: { authorization: "token secret" } });

  it("refuses the REST-method form's `url` body field that redirects a request with a token", () => {
    // plugin-rest-endpoint-methods: request.defaults({ method, url }) called with the route's parameters.
    const updateWebhookConfig = withToken.defaults({
      method: "PATCH",
      url: "/repos/{owner}/{repo}/hooks/{hook_id}/config",
    });
    const restMethod = updateWebhookConfig as unknown as Untyped;
    const attempt = () => restMethod({ owner: "o", repo: "r", hook_id: 1, url: "https://evil.example/x" });
    expect(attempt).toThrow(AbsoluteUrlError);
    expect(attempt).toThrow(/"https:\/\/evil\.example\/x".*authorization.*route-string form/s);
  });

  it("keeps the route-string form, where `url` is a body field", () => {
    const options = withToken("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "o",
      repo: "r",
      hook_id: 1,
      url: "https://evil.example/x",
    });
    expect(options.url).toBe("https://api.github.com/repos/o/r/hooks/1/config");
    expect(options.body).toEqual({ url: "https://evil.example/x" });
  });

  it("refuses every credential header the vendor names, given anywhere, on another origin", () => {
    for (const header of ["authorization", "cookie", "proxy-authorization", "Authorization"]) {
      expect(() => endpoint({ method: "GET", url: "https://evil.example/", headers: { [header]: "x" } })).toThrow(
        AbsoluteUrlError,
      );
    }
    expect(() => withToken("GET https://evil.example/")).toThrow(AbsoluteUrlError);
    // A lookalike host, a userinfo trick and another port or scheme are other origins.
    for (const url of [
      "https://api.github.com.evil.example/",
      "https://api.github.com@evil.example/",
      "https://api.github.com:8443/",
      "http://api.github.com/",
    ]) {
      expect(() => withToken(loose(`GET ${url}`))).toThrow(AbsoluteUrlError);
    }
  });

  it("lets paginate's next pages and GitHub's upload host through, and any request without credentials", () => {
    expect(withToken({ method: "GET", url: "https://api.github.com/repositories/1/issues?page=2" }).url).toBe(
      "https://api.github.com/repositories/1/issues?page=2",
    );
    expect(
      withToken("POST https://uploads.github.com/repos/o/r/releases/1/assets{?name}", { name: "a", data: "x" }).url,
    ).toBe("https://uploads.github.com/repos/o/r/releases/1/assets?name=a");
    expect(withToken("GET https://API.GITHUB.COM:443/user").url).toBe("https://API.GITHUB.COM:443/user");
    expect(endpoint("GET https://elsewhere.example/x").url).toBe("https://elsewhere.example/x");
    const enterprise = withToken.defaults({ baseUrl: "https://ghe.example/api/v3" });
    expect(enterprise("POST https://ghe.example/api/uploads/x", { data: "x" }).url).toBe(
      "https://ghe.example/api/uploads/x",
    );
    expect(() => enterprise("GET https://api.github.com/user")).toThrow(AbsoluteUrlError);
  });

  it("never lets a same-origin base send credentials to the host a protocol-relative URL names", () => {
    const page = "https://app.example/";
    // Refused, or a URL the browser resolves on the page's own host (a backslash is encoded).
    const staysOnPage = (build: () => { url: string }) => {
      let url: string;
      try {
        url = build().url;
      } catch (error) {
        expect(error).toBeInstanceOf(AbsoluteUrlError);
        return "refused";
      }
      expect(new URL(url, page).host).toBe("app.example");
      return "kept";
    };
    for (const baseUrl of ["/", ""]) {
      const sameOrigin = endpoint.defaults({ baseUrl, headers: { authorization: "token secret" } });
      const config = new EndpointConfig().with({ baseUrl, headers: { authorization: "token secret" } });
      for (const url of ["//evil.example/x", "/\\evil.example/x", "//evil.example", "///evil.example/x"]) {
        expect(new URL(url, page).host).toBe("evil.example");
        const answers = [
          staysOnPage(() => sameOrigin({ method: "GET", url })),
          staysOnPage(() => sameOrigin(loose(`GET ${url}`))),
          staysOnPage(() => sameOrigin.parse(sameOrigin.merge({ method: "GET", url }))),
          staysOnPage(() => config.build(loose(`GET ${url}`))),
        ];
        // The ways to one request agree.
        expect(new Set(answers).size).toBe(1);
      }
      expect(() => sameOrigin({ method: "GET", url: "//evil.example/x" })).toThrow(AbsoluteUrlError);
      expect(new URL(sameOrigin("GET /user").url, page).host).toBe("app.example");
    }
    // No credentials, nothing to keep home.
    expect(endpoint.defaults({ baseUrl: "/" })({ method: "GET", url: "//cdn.example/x" }).url).toBe("//cdn.example/x");
  });

  it("applies to build() and parse(), and to another vendor without GitHub's upload host", () => {
    const config = new EndpointConfig().with({ headers: { authorization: "token secret" } });
    expect(() => config.build("GET https://evil.example/")).toThrow(AbsoluteUrlError);
    expect(() => config.parse({ ...config.merge("GET /user"), url: "https://evil.example/" })).toThrow(
      AbsoluteUrlError,
    );
    class Acme extends EndpointConfig {
      override get vendor(): string {
        return "acme";
      }
    }
    expect(() =>
      new Acme().with({ headers: { authorization: "t" } }).build("GET https://uploads.github.com/x"),
    ).toThrow(AbsoluteUrlError);
  });

  it("takes more trusted origins from the trustedOrigins setting, kept by with()", () => {
    const config = new EndpointConfig({ trustedOrigins: ["https://files.example"] }).with({
      headers: { authorization: "token secret" },
    });
    expect(config.build("GET https://files.example/a").url).toBe("https://files.example/a");
    expect(() => config.build("GET https://files.example.evil/a")).toThrow(AbsoluteUrlError);
    expect(() => new EndpointConfig({ trustedOrigins: ["files.example"] })).toThrow(/trustedOrigins/);
  });
});
