import { AbsoluteUrlError, EndpointConfig, EndpointError, VendorRules, endpoint } from "../../lib";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";

// What may pass for the base URL's origin, or a trusted one, without being it: a request with a
// credential header is refused unless new URL() puts it on such an origin.
const withToken = endpoint.defaults({ headers: { authorization: "token secret" } });
const send = (url: string) => withToken({ method: "GET", url });

describe("credentials and lookalike origins", () => {
  it("names the URL without its query, the header, the base URL and both ways out", () => {
    expect(() => send("https://evil.example/steal?token=1#top")).toThrow(
      new AbsoluteUrlError(
        'Request to "https://evil.example/steal" carries authorization but is not on the origin of its base URL ' +
          '"https://api.github.com" nor a trusted one. If a `url` parameter (a webhook\'s, of ' +
          "octokit.rest.repos.updateWebhookConfigForRepo({ url }) and the like) replaced the request's URL, " +
          'call the route-string form, request("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { url }), ' +
          "where `url` stays a body field; to send credentials to that origin, add it to trustedOrigins",
      ),
    );
  });

  it.each([
    "https://evil.example/a/https://api.github.com",
    "https://evil.example/a?https://api.github.com",
    "https://evil.example/a#https://api.github.com",
    "https://evil.example/abcde/https://uploads.github.com",
  ])("refuses %p, which only ends with a trusted origin", (url) => {
    expect(new URL(url).host).toBe("evil.example");
    expect(() => send(url)).toThrow(AbsoluteUrlError);
  });

  it.each(["https://api.github.com:99999/x", "https://[::1/x", "https://evil.example:99999/x"])(
    "refuses %p, which no URL parser reads, as an origin it cannot vouch for",
    (url) => {
      expect(URL.canParse(url)).toBe(false);
      expect(() => send(url)).toThrow(AbsoluteUrlError);
    },
  );

  it("refuses a trustedOrigins entry no URL parser reads, naming it", () => {
    const error = thrown(() => new EndpointConfig({ trustedOrigins: ["https://files.example:99999"] }));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error.message).toBe(
      'Invalid trustedOrigins entry "https://files.example:99999" at index 0: expected an origin such as "https://files.example"',
    );
  });

  it('never trusts an opaque origin, even from a vendor that lists its serialization "null"', () => {
    const rules = new (class extends VendorRules {
      override get trustedOrigins(): readonly string[] {
        return ["null"];
      }
    })();
    class Acme extends EndpointConfig {
      override get vendor(): string {
        return "acme";
      }
      override get rules(): VendorRules {
        return rules;
      }
    }
    const acme = new Acme().with({ baseUrl: "https://api.acme.example", headers: { authorization: "token t" } });
    for (const url of ["git+ssh://evil.example/x", "file:///etc/passwd"]) {
      expect(new URL(url).origin).toBe("null");
      expect(() => acme.build(loose(`GET ${url}`))).toThrow(AbsoluteUrlError);
    }
    expect(acme.build(loose("GET https://api.acme.example/x")).url).toBe("https://api.acme.example/x");
  });

  it("carries only the request's own headers: a credential on Object.prototype is none", () => {
    Object.defineProperty(Object.prototype, "authorization", { value: "token polluted", configurable: true });
    try {
      const options = endpoint("GET https://elsewhere.example/x");
      expect(options.url).toBe("https://elsewhere.example/x");
      expect(Object.hasOwn(options.headers, "authorization")).toBe(false);
    } finally {
      delete (Object.prototype as Record<string, unknown>).authorization;
    }
    expect(({} as Record<string, unknown>).authorization).toBeUndefined();
  });
});
