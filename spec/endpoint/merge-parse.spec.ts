import { endpoint, EndpointConfig, type Endpoint, type EndpointOptions } from "../../lib";
import { deepFreeze } from "../support/frozen";
import { loose } from "../support/loose";

describe("endpoint.merge() and endpoint.parse()", () => {
  it("merge keeps the url template and the method as written", () => {
    const merged = endpoint.merge(loose("patch /repos/:owner/:repo"), { owner: "o" });
    expect(merged.method).toBe("patch");
    expect(merged.url).toBe("/repos/:owner/:repo");
  });

  it("merge lowercases header names and drops undefined values", () => {
    const merged = endpoint.merge({
      method: "GET",
      url: "/x",
      headers: { "X-A": "1", "X-B": undefined },
      p: undefined,
    });
    expect(merged.headers["x-a"]).toBe("1");
    expect(merged.headers).not.toHaveProperty("x-b");
    expect(merged).not.toHaveProperty("p");
  });

  it("merge accepts an options object with method and url", () => {
    expect(endpoint.merge({ method: "POST", url: "/x", a: 1 })).toMatchObject({ method: "POST", url: "/x", a: 1 });
  });

  it("lets options give the method of a route string that names none (issue 48: never another one)", () => {
    expect(endpoint("/x", { method: "POST", a: 1 })).toMatchObject({ method: "post", body: { a: 1 } });
  });

  it("merge output is the caller's to change", () => {
    const merged = endpoint.merge("GET /x");
    (merged.headers as Record<string, string>).accept = "changed";
    (merged.mediaType.previews as string[]).push("p");
    expect(endpoint.DEFAULTS.headers.accept).toBe("application/vnd.github.v3+json");
    expect(endpoint.DEFAULTS.mediaType.previews).toEqual([]);
  });

  it("parse turns merged options into request options, statelessly", () => {
    const merged = endpoint.merge("GET /orgs/:org/repos", { org: "octokit", type: "private" });
    expect(endpoint.parse(merged)).toEqual({
      method: "get",
      url: "https://api.github.com/orgs/octokit/repos?type=private",
      headers: merged.headers,
    });
    expect(endpoint.defaults({ org: "other" }).parse(merged).url).toBe(endpoint.parse(merged).url);
  });

  type Input = { route?: string; options?: EndpointOptions };
  const inputs: Array<[string, Input]> = [
    ["a route only", { route: "GET /user" }],
    ["path and query", { route: "GET /orgs/{org}/repos", options: { org: "o", type: "all", per_page: 2 } }],
    [
      "a body",
      { route: "POST /repos/{owner}/{repo}/issues", options: { owner: "o", repo: "r", title: "t", labels: ["a"] } },
    ],
    ["data", { route: "POST /markdown/raw", options: { data: "# hi", headers: { "content-type": "text/plain" } } }],
    ["previews and format", { route: "GET /x", options: { mediaType: { previews: ["mercy"], format: "raw" } } }],
    ["an options object", { options: { method: "PUT", url: "/user/starred/:owner/:repo", owner: "o", repo: "r" } }],
    ["request meta", { route: "GET /x", options: { request: { timeout: 1 } } }],
  ];
  // Untyped on purpose: the table mixes both call forms, which the route-aware types keep apart.
  type Loose = (...args: unknown[]) => unknown;
  const argsOf = ({ route, options }: Input) => (route === undefined ? [options] : [route, options]);
  const call = (facade: Endpoint, input: Input) => (facade as unknown as Loose)(...argsOf(input));
  const merge = (facade: Endpoint, input: Input) => (facade.merge as unknown as Loose)(...argsOf(input)) as never;

  it.each(inputs)("endpoint(x) deep-equals parse(merge(x)) for %s", (_, input) => {
    expect(call(endpoint, input)).toEqual(endpoint.parse(merge(endpoint, input)));
    const configured = endpoint.defaults({
      headers: { authorization: "token t" },
      mediaType: { previews: ["p"] },
      per_page: 3,
    });
    expect(call(configured, input)).toEqual(configured.parse(merge(configured, input)));
  });

  it("never mutates its inputs", () => {
    const options = deepFreeze({
      org: "o",
      headers: { "X-A": "1" },
      mediaType: { previews: ["p"] },
      request: { r: 1 },
    });
    expect(() => endpoint("GET /orgs/{org}", options)).not.toThrow();
    const merged = deepFreeze(endpoint.merge("GET /orgs/{org}", options));
    expect(() => endpoint.parse(merged)).not.toThrow();
  });
});

describe("a url parameter between merge() and parse()", () => {
  // docs/security.md names this key: another copy or version of the library reads it too.
  const key = Symbol.for("@restkit/endpoint.urlParameter");

  it("is kept by merge() under its registered symbol, the route in url", () => {
    const merged = endpoint.merge("PATCH /app/hook/config", { url: "https://hooks.example/x" });
    expect(merged.url).toBe("/app/hook/config");
    expect((merged as unknown as Record<symbol, unknown>)[key]).toBe("https://hooks.example/x");
  });

  it("is read by parse() from that symbol, as another copy's merge() leaves it", () => {
    const merged = {
      ...endpoint.merge("PATCH /app/hook/config", { content_type: "json" }),
      [key]: "https://hooks.example/y",
    };
    expect(endpoint.parse(merged).body).toEqual({ url: "https://hooks.example/y", content_type: "json" });
  });
});

describe("null options", () => {
  it("count as no options, on every entry point", () => {
    const plain = endpoint("GET /x");
    expect(endpoint("GET /x", null as never)).toEqual(plain);
    expect(endpoint.merge("GET /x", null as never)).toEqual(endpoint.merge("GET /x"));
    expect(new EndpointConfig().build("GET /x", null as never)).toEqual(plain);
  });
});

describe("a url parameter of a route-string call", () => {
  // Issue 29: endpoint() and parse(merge()) put it in one place, after the other parameters.
  it.each([
    ["GET /x", { url: "u", a: 1 }],
    ["GET /x", { a: 1, url: "u" }],
    ["POST /x", { url: "u", a: 1 }],
    ["GET /x/{url}", { url: "u", a: 1 }],
  ])("lands in the same place through endpoint() and parse(merge()): %s", (route, options) => {
    const direct = endpoint(loose(route), options);
    expect(direct).toEqual(endpoint.parse(endpoint.merge(loose(route), options)));
    expect(new EndpointConfig().build(loose(route), options).toJSON()).toEqual(direct);
  });

  it("goes after the other parameters", () => {
    expect(endpoint("GET /x", { url: "u", a: 1 }).url).toBe("https://api.github.com/x?a=1&url=u");
    expect(Object.keys(endpoint("POST /x", { url: "u", a: 1 }).body as object)).toEqual(["a", "url"]);
  });
});
