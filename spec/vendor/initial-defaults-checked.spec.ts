// Issue 43, item 4: a vendor's initial defaults enter as a call's options do, every key by the
// one merge rule, so their method, base URL and mediaType pass the same checks as a call's.
import { EndpointConfig, EndpointError, VendorRules, type DefaultOptions } from "../../lib";
import { thrown } from "../support/thrown";

const configWith = (change: (defaults: DefaultOptions) => object) => {
  const rules = new (class extends VendorRules {
    override initialDefaults(vendor: Parameters<VendorRules["initialDefaults"]>[0]) {
      return change(super.initialDefaults(vendor)) as DefaultOptions;
    }
  })();
  return class Acme extends EndpointConfig {
    override get vendor() {
      return "acme";
    }
    override get defaultBaseUrl() {
      return "https://api.acme.test";
    }
    override get rules() {
      return rules;
    }
  };
};

describe("a vendor's initial defaults", () => {
  it.each([
    ["a method that is no HTTP token", (defaults: DefaultOptions) => ({ ...defaults, method: "GE T" }), /method/],
    [
      "a base URL that is no http(s) URL",
      (defaults: DefaultOptions) => ({ ...defaults, baseUrl: "ftp://files.acme.test" }),
      /baseUrl/,
    ],
    [
      "a format that is no media-type token",
      (defaults: DefaultOptions) => ({ ...defaults, mediaType: { format: "a b" } }),
      /format/,
    ],
    [
      "previews that are no list",
      (defaults: DefaultOptions) => ({ ...defaults, mediaType: { format: "", previews: "x" } }),
      /previews/,
    ],
    ["a request option that is no object", (defaults: DefaultOptions) => ({ ...defaults, request: 5 }), /request/],
  ])("refuse %s, as a call's options would be refused", (_what, change, named) => {
    const Acme = configWith(change);
    const error = thrown(() => new Acme());
    expect(error).toBeInstanceOf(EndpointError);
    // The code a call's options get for the same value.
    expect(error).toMatchObject({ code: named.source === "method" ? "ERR_INVALID_METHOD" : "ERR_INVALID_OPTIONS" });
    expect(error.message).toMatch(named);
  });

  it("take a sound answer as they did, parameters and all", () => {
    const Acme = configWith((defaults) => ({
      ...defaults,
      per_page: 50,
      headers: { ...defaults.headers, "X-Team": "core" },
    }));
    const config = new Acme();
    expect(config.defaults).toMatchObject({
      method: "GET",
      baseUrl: "https://api.acme.test",
      per_page: 50,
      headers: { "x-team": "core", accept: "application/vnd.acme.v3+json" },
      mediaType: { format: "", previews: [] },
    });
    expect(config.build("GET /widgets").url).toBe("https://api.acme.test/widgets?per_page=50");
  });

  it("start from the vendor's base URL when the answer names none, never from a same-origin one", () => {
    const Acme = configWith((defaults) => ({ ...defaults, baseUrl: undefined }));
    expect(new Acme().build("GET /widgets").url).toBe("https://api.acme.test/widgets");
  });
});
