import { EndpointConfig, VendorRules } from "../../lib";
import { VerbatimExpander } from "../support/verbatim-expander";

// WHATWG URL parsing (fetch, undici, browsers) reads a "\" as "/" in an http(s) URL, drops every
// tab, LF and CR, and trims C0 controls and spaces at both ends: what a custom expander or a
// vendor's joinUrl lets through must be judged as that parser will read it, not as written.
const PAGE = "https://app.example/page";
const resolved = (url: string) => new URL(url, PAGE);
const verbatim = new EndpointConfig({ expander: new VerbatimExpander() });
const refused = (code: string) => expect.objectContaining({ code }) as Error;

describe("a URL that URL parsing would read otherwise", () => {
  it.each(["..\\x", "x\\..\\..", "%2e%2e\\x", ".\\x"])("refuses %p, a dot segment behind a backslash", (repo) => {
    expect(() => verbatim.build("GET /repos/{repo}/issues", { repo })).toThrow(refused("ERR_INVALID_PARAMETER"));
  });

  it.each([".\t.", "\n..", "..\r", "a\tb"])(
    "refuses %p, which holds a tab or a line break that URL parsing drops",
    (repo) => {
      expect(() => verbatim.build("GET /repos/{repo}/issues", { repo })).toThrow(refused("ERR_INVALID_PARAMETER"));
    },
  );

  it("names the template and the URL, and carries the template", () => {
    let error: unknown;
    try {
      verbatim.build("GET /repos/{repo}/issues", { repo: "a\tb" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toMatchObject({
      code: "ERR_INVALID_PARAMETER",
      template: "/repos/{repo}/issues",
      message:
        'A parameter of URL template "/repos/{repo}/issues" makes URL "https://api.github.com/repos/a\\tb/issues" hold ' +
        "a tab, a line break, or a control character or space at an end, which URL parsing drops: the request would go elsewhere",
    });
  });

  it("refuses a URL that would start or end with a control character or a space", () => {
    // A vendor whose joinUrl puts the base before the expanded URL as it is, as octokit's does.
    const concatenating = new (class extends VendorRules {
      override joinUrl(baseUrl: string, expanded: string) {
        return baseUrl + expanded;
      }
    })();
    class Concatenating extends EndpointConfig {
      override get vendor() {
        return "acme";
      }
      override get rules() {
        return concatenating;
      }
    }
    const bare = new Concatenating({ expander: new VerbatimExpander() }).with({ baseUrl: "" });
    for (const next of [" //evil.example/x", "\u0001//evil.example/x", "/x "]) {
      expect(() => bare.build("GET {next}", { next })).toThrow(refused("ERR_INVALID_PARAMETER"));
    }
    expect(bare.build("GET {next}", { next: "/x" }).url).toBe("/x");
  });

  it("keeps credentials home from a same-origin base, whatever a tab hides", () => {
    const config = verbatim.with({ baseUrl: "/", headers: { authorization: "token secret" } });
    for (const next of ["/\t/evil.example/steal", "/\\\t/evil.example/steal"]) {
      let url: string | undefined;
      try {
        url = config.build("GET {next}", { next }).url;
      } catch {
        continue; // refused: nothing is sent
      }
      expect(resolved(url).origin).toBe(new URL(PAGE).origin);
    }
  });

  it("keeps allowAbsoluteUrls: false under the base path, backslashes read as slashes", () => {
    const strict = new EndpointConfig({ expander: new VerbatimExpander(), allowAbsoluteUrls: false }).with({
      baseUrl: "https://ghe.example/api/v3",
    });
    for (const p of ["..\\..\\admin", "x\\..\\..\\..\\admin"]) {
      let url: string | undefined;
      try {
        url = strict.build("GET /{p}", { p }).url;
      } catch {
        continue;
      }
      expect(resolved(url).pathname.startsWith("/api/v3/")).toBe(true);
    }
  });

  it("still sends a backslash that stays inside its segment as the parser reads it", () => {
    const url = verbatim.build("GET /repos/{repo}", { repo: "a.b\\c" }).url;
    expect(resolved(url).pathname).toBe("/repos/a.b/c");
  });
});

describe("a vendor's credential headers", () => {
  class KeyRules extends VendorRules {
    override get credentialHeaders() {
      return ["X-Api-Key"];
    }
  }
  const KEY_RULES = new KeyRules();
  class Acme extends EndpointConfig {
    override get vendor() {
      return "acme";
    }
    override get defaultBaseUrl() {
      return "https://api.acme.example";
    }
    override get rules() {
      return KEY_RULES;
    }
  }

  it("count as written in any case: a request with one goes nowhere but home", () => {
    const acme = new Acme().with({ headers: { "X-Api-Key": "secret" } });
    expect(() => acme.build("GET https://evil.example/steal")).toThrow(refused("ERR_ABSOLUTE_URL"));
    expect(acme.build("GET /widgets").headers["x-api-key"]).toBe("secret");
  });
});
