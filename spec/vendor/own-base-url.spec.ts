// Issue 41, item 5: a vendor of its own never borrows GitHub's host. A config whose vendor is not
// GitHub's and that names no base URL (no defaultBaseUrl override, no baseUrl in with(),
// defaults() or the call) refuses to build a request to GitHub's API, naming the fix; judged by
// where a client would send the request and with which headers.
import { EndpointConfig, EndpointError, InvalidOptionsError } from "../../lib";
import { thrown } from "../support/thrown";

// The subclassing guide's shortest example.
class Acme extends EndpointConfig {
  override get vendor() {
    return "acme";
  }
}

const ACME_BASE = "https://api.acme.test";

describe("a vendor of its own without a base URL", () => {
  it("refuses a relative route, so its token never reaches GitHub, naming the fix", () => {
    for (const config of [new Acme(), new Acme().with({ headers: { authorization: "token acme-secret" } })]) {
      const error = thrown(() => config.build("GET /widgets"));
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
      expect(error.message).toMatch(/vendor "acme" names no base URL/);
      expect(error.message).toMatch(/https:\/\/api\.github\.com/);
      expect(error.message).toMatch(/override defaultBaseUrl .* or pass baseUrl to with\(\)/);
    }
  });

  it("refuses it on every way in: endpoint(), parse(merge()), an absolute URL on GitHub's API", () => {
    const endpoint = new Acme().toEndpoint();
    for (const call of [
      () => endpoint("GET /widgets"),
      () => endpoint.parse(endpoint.merge("GET /widgets")),
      () => new Acme().resolve("GET https://api.github.com/user"),
      () => new Acme().build("POST /widgets", { name: "w" }),
    ]) {
      const error = thrown(call);
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    }
  });

  it("builds once a base URL is named: with(), defaults(), the call, or the getter", () => {
    const named = [
      new Acme().with({ baseUrl: ACME_BASE }).build("GET /widgets"),
      new Acme().with({ baseUrl: ACME_BASE }).with({ per_page: 1 }).build("GET /widgets"),
      new Acme().toEndpoint().defaults({ baseUrl: ACME_BASE })("GET /widgets"),
      new Acme().build("GET /widgets", { baseUrl: ACME_BASE }),
      new (class extends Acme {
        override get defaultBaseUrl() {
          return ACME_BASE;
        }
      })().build("GET /widgets"),
    ];
    for (const options of named) {
      expect(new URL(options.url).origin).toBe(ACME_BASE);
      expect(options.headers.accept).toBe("application/vnd.acme.v3+json");
    }
  });

  it("sends a token only to the base it names", () => {
    const config = new Acme().with({ baseUrl: ACME_BASE, headers: { authorization: "token acme-secret" } });
    const options = config.build("GET /widgets");
    expect(new URL(options.url).origin).toBe(ACME_BASE);
    expect(options.headers.authorization).toBe("token acme-secret");
    expect(() => config.build("GET https://api.github.com/user")).toThrow(/carries authorization/);
  });

  it("leaves GitHub's own configs and subclasses as they are", () => {
    expect(new EndpointConfig().build("GET /user").url).toBe("https://api.github.com/user");
    class MyGitHub extends EndpointConfig {
      override get userAgent() {
        return "my-app/1.0";
      }
    }
    expect(new MyGitHub().build("GET /user").url).toBe("https://api.github.com/user");
  });
});
