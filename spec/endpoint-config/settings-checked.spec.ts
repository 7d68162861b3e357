import { EndpointConfig, endpoint } from "../../lib";

// Issue 29, item 3: settings and base URLs are checked where they enter.
const invalidOptions = (text: string): Error =>
  expect.objectContaining({ code: "ERR_INVALID_OPTIONS", message: expect.stringContaining(text) }) as Error;

describe("EndpointConfig settings", () => {
  it.each(["strcit", "allowAbsoluteURLs", "expanders"])("refuses the unknown setting %p, naming it", (key) => {
    expect(() => new EndpointConfig({ [key]: true })).toThrow(invalidOptions(`"${key}"`));
  });

  it.each([
    ["baseUrl", "https://ghe.example.com/api/v3"],
    ["headers", { authorization: "token t" }],
    ["mediaType", { format: "raw" }],
    ["method", "POST"],
    ["per_page", 100],
  ])("says that %p belongs in with()", (key, value) => {
    expect(() => new EndpointConfig({ [key]: value })).toThrow(invalidOptions("with("));
    expect(() => new EndpointConfig({ [key]: value })).toThrow(invalidOptions(`"${key}"`));
  });

  it("says in full where a setting that is a parameter goes, and what trustedOrigins holds", () => {
    expect(() => new EndpointConfig({ per_page: 100 } as never)).toThrow(
      'Unknown EndpointConfig setting "per_page": the settings are vendor, expander, routeParser, strict, allowAbsoluteUrls, ' +
        "trustedOrigins; options and parameters belong in with()",
    );
    expect(() => new EndpointConfig({ trustedOrigins: "https://files.example" as never })).toThrow(
      'Invalid trustedOrigins setting "https://files.example": expected an array of origins',
    );
  });

  it("takes the four settings, and keeps them through with()", () => {
    const config = new EndpointConfig({ strict: true, allowAbsoluteUrls: false, expander: undefined });
    expect(() => config.with({ baseUrl: "https://ghe.example/api/v3" }).with({ per_page: 1 })).not.toThrow();
  });
});

describe("baseUrl is an absolute http(s) URL or a same-origin path", () => {
  it.each([
    "api.acme.test",
    "ftp://files.acme.test",
    "file:///etc/passwd",
    "javascript:alert(1)",
    "//evil.example",
    "https:evil.example",
    "https://",
    "https://ghe.example/api v3",
    "https://ghe.example\\@evil.example",
    "https://ghe.example/\r\nx",
    "relative/path",
  ])("refuses %p in with(), defaults() and per call", (baseUrl) => {
    expect(() => new EndpointConfig().with({ baseUrl })).toThrow(invalidOptions("baseUrl"));
    expect(() => endpoint.defaults({ baseUrl })).toThrow(invalidOptions("baseUrl"));
    expect(() => endpoint("GET /user", { baseUrl })).toThrow(invalidOptions("baseUrl"));
  });

  it.each([
    [42, "Invalid baseUrl 42: expected a string"],
    [
      "https://ghe.example/api v3",
      'Invalid baseUrl "https://ghe.example/api v3": it holds a space, a control character or a backslash',
    ],
    [
      "ftp://files.acme.test",
      'Invalid baseUrl "ftp://files.acme.test": expected an absolute http(s) URL, or a path starting with "/"',
    ],
    [
      "https://ghe.example/api/../admin",
      'Invalid baseUrl "https://ghe.example/api/../admin": it has a "." or ".." path segment',
    ],
  ])("says why it refuses %p, naming it", (baseUrl, message) => {
    expect(() => endpoint("GET /user", { baseUrl: baseUrl as string })).toThrow(new Error(message));
    expect(() => new EndpointConfig().with({ baseUrl: baseUrl as string })).toThrow(new Error(message));
  });

  it.each([
    ["https://ghe.example.com/api/v3", "https://ghe.example.com/api/v3/user"],
    ["http://127.0.0.1:8080/", "http://127.0.0.1:8080/user"],
    ["HTTPS://API.GITHUB.COM", "HTTPS://API.GITHUB.COM/user"],
    ["/api", "/api/user"],
    ["/", "/user"],
    ["", "/user"],
  ])("accepts %p", (baseUrl, url) => {
    expect(endpoint("GET /user", { baseUrl }).url).toBe(url);
    expect(new EndpointConfig().with({ baseUrl }).build("GET /user").url).toBe(url);
  });
});
