import { EndpointConfig, UriExpander, endpoint } from "../../lib";
import { loose } from "../support/loose";

// Issue 30, item 1: the path rule is judged on the URL as WHATWG URL resolves it, what fetch,
// undici and browsers send.
const invalidParameter = expect.objectContaining({ code: "ERR_INVALID_PARAMETER" }) as Error;
const invalidOptions = expect.objectContaining({ code: "ERR_INVALID_OPTIONS" }) as Error;
const absolute = expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }) as Error;

describe("a parameter never contributes a dot segment to the resolved path", () => {
  it("refuses the issue's {+path} that ends its segment with a query", () => {
    expect(() =>
      endpoint("GET /repos/{owner}/{repo}/contents/{+path}", { owner: "o", repo: "r", path: "..?ref=main-branch" }),
    ).toThrow(invalidParameter);
  });

  it.each(["..?x=1", "..#top", ".?", ".#", "%2e%2E?ref=x", ".%2e#f", "%2E?", "a/..?ref=x", "a/%2e#x", "..;x", ".;a=b"])(
    "refuses %p in {+path}, whatever ends the segment",
    (path) => {
      expect(() => endpoint(loose("GET /files/{+path}"), { path })).toThrow(invalidParameter);
      expect(() => endpoint(loose("GET /files/{+path}/raw"), { path })).toThrow(invalidParameter);
    },
  );

  it("refuses a dot segment a {#frag} or {/x} value would make before the query", () => {
    expect(() => endpoint(loose("GET /files{/a}?x=1"), { a: ".." })).toThrow(invalidParameter);
    expect(() => endpoint(loose("GET /files/{.a}"), { a: "" })).toThrow(invalidParameter);
  });

  it("allows what WHATWG URL leaves in place", () => {
    for (const path of ["...", "..a", "a..", ".x?y", "%2e%2e%2e", "%252e%252e", "a/b.c?x=..", "x#/../.."]) {
      const { url } = endpoint(loose("GET /files/{+path}"), { path });
      expect(new URL(url).pathname.startsWith("/files/")).toBe(true);
    }
  });

  it("judges the URL a custom expander gives", () => {
    class Careless extends UriExpander {
      expand(template: string, parameters: Readonly<Record<string, unknown>>): string {
        return template.replace("{x}", String(parameters.x));
      }
      variableNames(): readonly string[] {
        return ["x"];
      }
    }
    const config = new EndpointConfig({ expander: new Careless() });
    expect(() => config.build(loose("GET /repos/{x}/issues"), { x: ".." })).toThrow(invalidParameter);
    expect(() => config.build(loose("GET /repos/{x}/issues"), { x: "%2e%2e?y" })).toThrow(invalidParameter);
    expect(config.build(loose("GET /repos/{x}/issues"), { x: "o" }).url).toBe("https://api.github.com/repos/o/issues");
    // Written in the template, a dot segment stays the author's choice.
    expect(config.build(loose("GET /a/../{x}"), { x: "o" }).url).toBe("https://api.github.com/a/../o");
  });
});

describe("a baseUrl with dot segments is refused", () => {
  it.each([
    "https://ghe.example/api/../admin",
    "https://ghe.example/api/%2e%2e/admin",
    "https://ghe.example/api/.",
    "https://ghe.example/..",
    "/api/..",
    "/./api",
  ])("refuses %p in with(), per call and from a subclass", (baseUrl) => {
    expect(() => new EndpointConfig().with({ baseUrl })).toThrow(invalidOptions);
    expect(() => endpoint("GET /user", { baseUrl })).toThrow(invalidOptions);
    class Acme extends EndpointConfig {
      override get defaultBaseUrl(): string {
        return baseUrl;
      }
    }
    expect(() => new Acme()).toThrow(expect.objectContaining({ message: expect.stringContaining("defaultBaseUrl") }));
  });
});

describe("allowAbsoluteUrls: false keeps the resolved origin and base path", () => {
  const closed = (baseUrl: string) =>
    new EndpointConfig({ allowAbsoluteUrls: false }).with({ baseUrl, headers: { authorization: "token t" } });

  it.each(["/", ""])("gives no protocol-relative URL from the same-origin base %p", (baseUrl) => {
    const config = closed(baseUrl);
    expect(() => config.build(loose("GET {+next}"), { next: "//evil.example/x" })).toThrow(absolute);
    expect(() => config.build(loose("GET /{+next}"), { next: "/evil.example/x" })).toThrow(absolute);
    expect(() => config.build(loose("GET //evil.example/x"))).toThrow(absolute);
    expect(config.build("GET /user").url).toBe("/user");
    expect(config.build(loose("GET {+next}"), { next: "/user?page=2" }).url).toBe("/user?page=2");
  });

  it("refuses a URL that resolves above the base path, even from the template", () => {
    const config = closed("https://ghe.example/api/v3");
    expect(() => config.build(loose("GET /../admin"))).toThrow(absolute);
    expect(() => config.build(loose("GET /%2e%2e/admin"))).toThrow(absolute);
    expect(() => config.build(loose("GET https://ghe.example/api/v3/../../admin"))).toThrow(absolute);
    expect(config.build(loose("GET /repos/{+path}"), { path: "a/b" }).url).toBe("https://ghe.example/api/v3/repos/a/b");
  });

  it("keeps every accepted URL under the base, as new URL() resolves it", () => {
    const base = new URL("https://ghe.example/api/v3/");
    const config = closed("https://ghe.example/api/v3");
    for (const next of ["/user", "?page=2", "#x", "/a/b/c", "/a%2Fb"]) {
      const resolved = new URL(config.build(loose("GET {+next}"), { next }).url);
      expect(resolved.origin).toBe(base.origin);
      expect(`${resolved.pathname}/`.startsWith(base.pathname)).toBe(true);
    }
  });
});
