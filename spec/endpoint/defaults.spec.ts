import { endpoint, type DefaultOptions, type Endpoint } from "../../lib";
import { deepFreeze, isDeeplyFrozen } from "../support/frozen";

describe("endpoint.defaults()", () => {
  it("returns a function with the same interface", () => {
    const configured = endpoint.defaults({ per_page: 1 });
    expect(typeof configured).toBe("function");
    expect(typeof configured.defaults).toBe("function");
    expect(typeof configured.merge).toBe("function");
    expect(typeof configured.parse).toBe("function");
    expect(configured.DEFAULTS).toBeDefined();
  });

  it("cascades without limit, later keys overriding earlier ones", () => {
    let configured: Endpoint<DefaultOptions> = endpoint;
    for (let depth = 0; depth < 50; depth++) configured = configured.defaults({ [`p${depth}`]: depth, level: depth });
    const { url } = configured("GET /x");
    expect(url).toContain("level=49");
    expect(url).toContain("p0=0");
    expect(url).toContain("p49=49");
  });

  it("merges headers across defaults and keeps accept unless replaced", () => {
    const configured = endpoint.defaults({ headers: { a: "1" } }).defaults({ headers: { B: "2" } });
    expect(configured.DEFAULTS.headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": expect.any(String),
      a: "1",
      b: "2",
    });
    expect(configured.defaults({ headers: { accept: "text/plain" } }).DEFAULTS.headers.accept).toBe("text/plain");
  });

  it("uses a default parameter for placeholders, the query and the body", () => {
    const configured = endpoint.defaults({ org: "acme", per_page: 100 });
    expect(configured("GET /orgs/{org}/repos").url).toBe("https://api.github.com/orgs/acme/repos?per_page=100");
    expect(configured("POST /orgs/{org}/repos", { name: "n" }).body).toEqual({ per_page: 100, name: "n" });
  });

  it("lets a call parameter override the default of the same name", () => {
    const configured = endpoint.defaults({ org: "acme" });
    expect(configured("GET /orgs/{org}", { org: "other" }).url).toBe("https://api.github.com/orgs/other");
  });

  it("leaves earlier functions unchanged", () => {
    const first = endpoint.defaults({ org: "a" });
    first.defaults({ org: "b" });
    expect(first("GET /orgs/{org}").url).toBe("https://api.github.com/orgs/a");
    expect(endpoint.DEFAULTS).not.toHaveProperty("org");
  });

  it("keeps DEFAULTS deeply frozen with mediaType always complete", () => {
    const configured = endpoint.defaults({
      headers: { a: "1" },
      nested: { list: [1, 2] },
      mediaType: { format: "raw" },
    });
    expect(isDeeplyFrozen(configured.DEFAULTS)).toBe(true);
    expect(isDeeplyFrozen(endpoint.DEFAULTS)).toBe(true);
    expect(configured.DEFAULTS.mediaType).toEqual({ format: "raw", previews: [] });
  });

  it("never mutates or freezes the caller's objects", () => {
    const nested = { list: [1, 2] };
    endpoint.defaults({ nested });
    expect(Object.isFrozen(nested)).toBe(false);
    const frozenInput = deepFreeze({ headers: { A: "1" }, mediaType: { previews: ["x"] } });
    expect(() => endpoint.defaults(frozenInput)("GET /x")).not.toThrow();
  });

  it("shares no mutable object between results and DEFAULTS", () => {
    const request = { retries: 1 };
    const configured = endpoint.defaults({ request });
    const result = configured("GET /x");
    expect(result.request).toEqual({ retries: 1 });
    result.request!.retries = 2;
    expect(configured.DEFAULTS.request).toEqual({ retries: 1 });
    expect(configured("GET /x").request).toEqual({ retries: 1 });
  });

  it("merges request meta information one level deep", () => {
    const configured = endpoint.defaults({ request: { a: 1 } });
    expect(configured("GET /x", { request: { b: 2 } }).request).toEqual({ a: 1, b: 2 });
  });
});
