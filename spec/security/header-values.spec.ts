import { validateHeaderValue } from "node:http";
import { EndpointConfig, endpoint } from "../../lib";
import { requireSendableHeaders } from "../../lib/request/header-policy";

// Issue 30, item 1 and 2, and issue 29, item 3: every header value passes one validation, and
// what feeds the accept header (media types, previews, vendor getters) is checked where it enters.
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
  const acme = (getters: Partial<Record<"vendor" | "apiVersion" | "userAgent", unknown>>) => {
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
    const Acme = acme({ vendor: "acme", apiVersion: "" });
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

describe("requireSendableHeaders, the one validation at the end of assembly", () => {
  it("passes sendable headers and refuses any other value", () => {
    expect(() => requireSendableHeaders({ accept: "a", "x-n": 1, "x-b": true })).not.toThrow();
    for (const value of ["a\r\nb: 1", "a\n", "a\0", {}, null, Symbol("s"), [1]]) {
      expect(() => requireSendableHeaders({ accept: "a", "x-a": value as never })).toThrow(
        expect.objectContaining({ code: "ERR_INVALID_HEADER" }),
      );
    }
  });

  it("holds for what both paths assemble", () => {
    const config = new EndpointConfig().with({
      headers: { authorization: "token t" },
      mediaType: { previews: ["mercy"] },
    });
    sendable(config.build("GET /user").headers);
    sendable(config.build("GET /user", { headers: { "x-a": "1" } }).headers);
    sendable(config.build("GET /user", { mediaType: { format: "raw" } }).headers);
  });
});
