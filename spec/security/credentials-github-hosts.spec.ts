import { AbsoluteUrlError, EndpointConfig, endpoint } from "../../lib";
import { loose } from "../support/loose";

// Issue 42, item 2, on the main package: GitHub's upload host stands beside its API host, so a
// base URL on https://api.<host> trusts https://uploads.<host> (github.com, and GHE.com's data
// residency hosts, https://api.SUBDOMAIN.ghe.com); GitHub Enterprise Server serves uploads on its
// API's own origin. Any other host gets no credential unless trustedOrigins names it, however the
// caller names the URL. Judged by what a client sends: new URL() of the result, and its headers.
const API = "https://api.octo-corp.ghe.com";
const UPLOADS = "https://uploads.octo-corp.ghe.com";
const ASSETS = "/repos/o/r/releases/1/assets{?name,label}";

const withToken = endpoint.defaults({ baseUrl: API, headers: { authorization: "token secret" } });
const config = new EndpointConfig().with({ baseUrl: API, headers: { authorization: "token secret" } });

// Every way a caller names the request's own URL, on the facade and on a config.
function sent(url: string): Array<{ url: URL; authorization: unknown }> {
  const upload = { name: "a.zip", label: "A", data: "bytes" };
  const results = [
    withToken(loose(`POST ${url}`), upload),
    withToken({ method: "POST", url, ...upload }),
    withToken.parse(withToken.merge({ method: "POST", url, ...upload })),
    config.build(loose(`POST ${url}`), upload),
    config.resolve(loose(`POST ${url}`), upload),
    config.parse(config.merge({ method: "POST", url, ...upload })),
  ];
  return results.map((result) => ({ url: new URL(result.url), authorization: result.headers.authorization }));
}

function refusedEverywhere(url: string): void {
  const upload = { name: "a.zip", data: "bytes" };
  const attempts = [
    () => withToken(loose(`POST ${url}`), upload),
    () => withToken({ method: "POST", url, ...upload }),
    () => withToken.parse(withToken.merge({ method: "POST", url, ...upload })),
    () => config.build(loose(`POST ${url}`), upload),
    () => config.parse(config.merge({ method: "POST", url, ...upload })),
    // The REST-method form: a `url` that replaces the URL the defaults named.
    () => withToken.defaults({ method: "POST", url: `/repos/{owner}/{repo}${ASSETS}` })({ url, ...upload }),
  ];
  for (const attempt of attempts) expect(attempt).toThrow(AbsoluteUrlError);
}

describe("the main package and GitHub's hosts", () => {
  it("sends an upload to uploads.SUBDOMAIN.ghe.com with its token, from a base on api.SUBDOMAIN.ghe.com", () => {
    for (const { url, authorization } of sent(`${UPLOADS}${ASSETS}`)) {
      expect(url.origin).toBe(UPLOADS);
      expect(url.pathname).toBe("/repos/o/r/releases/1/assets");
      expect(url.searchParams.get("name")).toBe("a.zip");
      expect(authorization).toBe("token secret");
    }
  });

  it("reads the hosts as URL parsing does: case and the default port do not matter", () => {
    for (const url of ["https://UPLOADS.Octo-Corp.GHE.com/x", "https://uploads.octo-corp.ghe.com:443/x"]) {
      const result = withToken(loose(`POST ${url}`), { data: "bytes" });
      expect(new URL(result.url).origin).toBe(UPLOADS);
      expect(result.headers.authorization).toBe("token secret");
    }
    const upperBase = endpoint.defaults({ baseUrl: "https://API.Octo-Corp.ghe.com", headers: { authorization: "t" } });
    expect(new URL(upperBase(loose(`POST ${UPLOADS}/x`)).url).origin).toBe(UPLOADS);
  });

  it("sends the REST-method form to the upload host beside its base", () => {
    const uploadReleaseAsset = withToken.defaults({ method: "POST", url: `/repos/{owner}/{repo}${ASSETS}` });
    const result = uploadReleaseAsset({ url: `${UPLOADS}/repos/o/r/releases/1/assets{?name}`, name: "a", data: "x" });
    expect(new URL(result.url).href).toBe(`${UPLOADS}/repos/o/r/releases/1/assets?name=a`);
    expect(result.headers.authorization).toBe("token secret");
  });

  it.each([
    "https://uploads.other-corp.ghe.com/x",
    "https://uploads.ghe.com/x",
    "https://octo-corp.ghe.com/x",
    "https://uploads.octo-corp.ghe.com.evil.example/x",
    "https://uploads.octo-corp.ghe.com@evil.example/x",
    "https://evil.example/uploads.octo-corp.ghe.com",
    "http://uploads.octo-corp.ghe.com/x",
    "https://uploads.octo-corp.ghe.com:8443/x",
    "https://uploads.github.com/x",
    "https://api.github.com/x",
  ])("refuses %p from a base on api.octo-corp.ghe.com, however the URL is named", (url) => {
    refusedEverywhere(url);
  });

  it("trusts uploads.github.com from api.github.com, and no GHE.com host from there", () => {
    const github = endpoint.defaults({ headers: { authorization: "token secret" } });
    expect(new URL(github("POST https://uploads.github.com/repos/o/r/releases/1/assets").url).origin).toBe(
      "https://uploads.github.com",
    );
    expect(() => github(loose(`POST ${UPLOADS}/x`))).toThrow(AbsoluteUrlError);
  });

  it("keeps a GitHub Enterprise Server token on its own origin, where its uploads are", () => {
    const enterprise = endpoint.defaults({
      baseUrl: "https://ghe.example.com/api/v3",
      headers: { authorization: "token secret" },
    });
    const upload = enterprise("POST https://ghe.example.com/api/uploads/repos/o/r/releases/1/assets", { data: "x" });
    expect(new URL(upload.url).origin).toBe("https://ghe.example.com");
    for (const url of ["https://uploads.ghe.example.com/x", "https://uploads.github.com/x"]) {
      expect(() => enterprise(loose(`POST ${url}`))).toThrow(AbsoluteUrlError);
    }
  });

  it("applies GitHub's layout to https only, and from a base that is a host's api. subdomain", () => {
    const http = endpoint.defaults({ baseUrl: "http://api.octo-corp.ghe.com", headers: { authorization: "t" } });
    expect(() => http(loose("POST http://uploads.octo-corp.ghe.com/x"))).toThrow(AbsoluteUrlError);
    const notApi = endpoint.defaults({ baseUrl: "https://apis.octo-corp.ghe.com", headers: { authorization: "t" } });
    expect(() => notApi(loose("POST https://uploads.octo-corp.ghe.com/x"))).toThrow(AbsoluteUrlError);
    const sameOrigin = endpoint.defaults({ baseUrl: "/", headers: { authorization: "t" } });
    expect(() => sameOrigin(loose(`POST ${UPLOADS}/x`))).toThrow(AbsoluteUrlError);
  });

  it("keeps the layout GitHub's: another vendor's api. host trusts no uploads. host", () => {
    class Acme extends EndpointConfig {
      override get vendor(): string {
        return "acme";
      }
      override get defaultBaseUrl(): string {
        return "https://api.acme.example";
      }
    }
    const acme = new Acme().with({ headers: { authorization: "token t" } });
    expect(() => acme.build(loose("POST https://uploads.acme.example/x"))).toThrow(AbsoluteUrlError);
    expect(new URL(acme.build(loose("POST https://api.acme.example/x")).url).origin).toBe("https://api.acme.example");
  });

  it("sends another host the token only when trustedOrigins names it", () => {
    const trusting = new EndpointConfig({ trustedOrigins: ["https://files.example"] }).with({
      baseUrl: API,
      headers: { authorization: "token secret" },
    });
    expect(trusting.build("POST https://files.example/a").headers.authorization).toBe("token secret");
    expect(new URL(trusting.build(loose(`POST ${UPLOADS}/a`)).url).origin).toBe(UPLOADS);
    expect(() => trusting.build("POST https://files.example.evil/a")).toThrow(AbsoluteUrlError);
  });
});
