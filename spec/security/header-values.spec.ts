import { validateHeaderValue } from "node:http";
import {
  EndpointConfig,
  GitHubRules,
  VendorRules,
  endpoint,
  type DefaultOptions,
  type VendorDefaults,
} from "../../lib";

// Every header value is checked where it enters (options, defaults, a vendor's answers), and
// what feeds the accept header (media types, previews, vendor getters) too.
const invalidOptions = expect.objectContaining({ code: "ERR_INVALID_OPTIONS" }) as Error;

const sendable = (headers: Readonly<Record<string, unknown>>): void => {
  for (const [name, value] of Object.entries(headers)) validateHeaderValue(name, String(value));
};

describe("mediaType format and previews are media-type tokens", () => {
  it.each(["raw\r\nX-Injected: 1", "raw\n", "ra w", "raw,x", "raw;q=1", "ráw", "\0"])(
    "refuses the format %p per call and in defaults",
    (format) => {
      expect(() => endpoint("GET /user", { mediaType: { format } })).toThrow(invalidOptions);
      expect(() => endpoint.defaults({ mediaType: { format } })).toThrow(invalidOptions);
      expect(() => new EndpointConfig().with({ mediaType: { format } })).toThrow(invalidOptions);
    },
  );

  it.each(["", "a b", "mercy\r\nx-injected: 1", "-preview", "x,y", "ü"])("refuses the preview name %p", (name) => {
    expect(() => endpoint("GET /user", { mediaType: { previews: [name] } })).toThrow(invalidOptions);
    expect(() => endpoint.defaults({ mediaType: { previews: ["mercy", name] } })).toThrow(invalidOptions);
  });

  it("keeps the formats and previews GitHub uses", () => {
    const { headers } = endpoint("GET /user", {
      mediaType: { format: "raw", previews: ["mercy", "symmetra-preview"] },
    });
    expect(headers.accept).toBe("application/vnd.github.mercy-preview.raw,application/vnd.github.symmetra-preview.raw");
    expect(endpoint("GET /user", { mediaType: { format: "" } }).headers.accept).toBe("application/vnd.github.v3+json");
    sendable(headers);
  });
});

describe("vendor getters are checked where they enter", () => {
  const acme = (getters: Partial<Record<"vendor" | "apiVersion" | "userAgent" | "defaultBaseUrl", unknown>>) => {
    class Acme extends EndpointConfig {}
    for (const [name, value] of Object.entries(getters)) {
      Object.defineProperty(Acme.prototype, name, { get: () => value });
    }
    return Acme;
  };

  it.each(["ac me", "", "acme\r\nx: 1", "acme/x", "a,b"])("refuses the vendor %p, naming the getter", (vendor) => {
    const Acme = acme({ vendor });
    expect(() => new Acme()).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_OPTIONS", message: expect.stringContaining("vendor") }),
    );
  });

  it.each(["v 1", "v1\r\n", "v1/x"])("refuses the apiVersion %p, naming the getter", (apiVersion) => {
    const Acme = acme({ vendor: "acme", apiVersion });
    expect(() => new Acme()).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_OPTIONS", message: expect.stringContaining("apiVersion") }),
    );
  });

  it("says what a vendor and an apiVersion must be", () => {
    expect(() => new (acme({ vendor: "ac me" }))()).toThrow(
      'Invalid vendor getter result "ac me": expected a media-type token such as "github"',
    );
    expect(() => new (acme({ vendor: "acme", apiVersion: "v 1" }))()).toThrow(
      'Invalid apiVersion getter result "v 1": expected a media-type token such as "v3", or ""',
    );
  });

  it("takes an empty apiVersion as none", () => {
    // A vendor of its own names its base URL (issue 41).
    const Acme = acme({ vendor: "acme", apiVersion: "", defaultBaseUrl: "https://api.acme.test" });
    expect(new Acme().build("GET /widgets").headers.accept).toBe("application/vnd.acme+json");
    expect(new Acme().build("GET /widgets", { mediaType: { format: "raw" } }).headers.accept).toBe(
      "application/vnd.acme.raw",
    );
    expect(new Acme().build("GET /widgets", { mediaType: { previews: ["beta"] } }).headers.accept).toBe(
      "application/vnd.acme.beta-preview+json",
    );
  });

  it.each(["acme\r\nx-injected: 1", "acme\n", {}, Symbol("ua"), undefined])("refuses the userAgent %p", (userAgent) => {
    const Acme = acme({ userAgent });
    expect(() => new Acme()).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_OPTIONS", message: expect.stringContaining("userAgent") }),
    );
  });
});

describe("header values a client cannot send", () => {
  it.each([
    ["U+2028", "a\u2028b"],
    ["U+2029", "a\u2029b"],
    ["a vertical tab", "a\u000bb"],
    ["DEL", "a\u007fb"],
    ["a character past U+00FF", "a\u0100b"],
    ["an emoji", "a\u{1f600}"],
  ])("refuses %s, which Node's validateHeaderValue refuses too", (_, value) => {
    expect(() => validateHeaderValue("x-a", value)).toThrow();
    expect(() => endpoint("GET /user", { headers: { "x-a": value } })).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_HEADER", message: expect.stringContaining("U+") }),
    );
  });

  it("keeps tabs and Latin-1 text, which Node sends", () => {
    for (const value of ["a\tb", "caf\u00e9", "\u00ff"]) {
      expect(() => validateHeaderValue("x-a", value)).not.toThrow();
      expect(endpoint("GET /user", { headers: { "x-a": value } }).headers["x-a"]).toBe(value);
    }
  });
});

describe("header values a vendor's rules answer", () => {
  const unsendable = ["a\r\nx-injected: 1", "a\n", "a\0", "caf\u00e9\u2028"];

  it.each(unsendable)("refuses %p as a header of the vendor's initial defaults", (value) => {
    const rules = new (class extends VendorRules {
      override initialDefaults(vendor: VendorDefaults): DefaultOptions {
        const defaults = super.initialDefaults(vendor);
        return { ...defaults, headers: { ...defaults.headers, "x-vendor": value } };
      }
    })();
    class Acme extends EndpointConfig {
      override get vendor() {
        return "acme";
      }
      override get rules() {
        return rules;
      }
    }
    expect(() => new Acme()).toThrow(expect.objectContaining({ code: "ERR_INVALID_HEADER" }));
  });

  it("refuses a header name of the vendor's initial defaults that is no HTTP token", () => {
    const rules = new (class extends GitHubRules {
      override initialDefaults(vendor: VendorDefaults): DefaultOptions {
        const defaults = super.initialDefaults(vendor);
        return { ...defaults, headers: { ...defaults.headers, "x vendor": "1" } };
      }
    })();
    class Broken extends EndpointConfig {
      override get rules() {
        return rules;
      }
    }
    expect(() => new Broken()).toThrow(expect.objectContaining({ code: "ERR_INVALID_HEADER" }));
  });

  it.each(unsendable)("refuses %p as the accept header the vendor's amendAccept answers", (value) => {
    const rules = new (class extends GitHubRules {
      override amendAccept() {
        return value;
      }
    })();
    class Amending extends EndpointConfig {
      override get rules() {
        return rules;
      }
    }
    const config = new Amending();
    expect(() => config.build("GET /user", { mediaType: { format: "raw" } })).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_HEADER", message: expect.stringContaining('"accept"') }),
    );
    // A media type that asks nothing of accept does not ask the vendor.
    sendable(config.build("GET /user").headers);
  });

  it("every result's headers are sendable", () => {
    const config = new EndpointConfig().with({
      headers: { authorization: "token t" },
      mediaType: { previews: ["mercy"] },
    });
    sendable(config.build("GET /user").headers);
    sendable(config.build("GET /user", { headers: { "x-a": "1" } }).headers);
    sendable(config.build("GET /user", { mediaType: { format: "raw" } }).headers);
  });
});
