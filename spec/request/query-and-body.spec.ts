import { EndpointConfig, type EndpointOptions } from "../../lib";
import { loose } from "../support/loose";

// Where the query and the body go, whatever the base URL, the defaults and the template bring.
describe("placing the query and the body", () => {
  const config = new EndpointConfig();

  it("appends the query after a base URL that has a query of its own", () => {
    const withQuery = config.with({ baseUrl: "https://h.example/api?key=1" });
    expect(withQuery.build("GET /user", { page: 2 }).url).toBe("https://h.example/api?key=1/user&page=2");
  });

  it("appends the query before a fragment in the base URL", () => {
    const withFragment = config.with({ baseUrl: "https://h.example/api#f" });
    expect(withFragment.build("GET /user", { page: 2 }).url).toBe("https://h.example/api?page=2#f/user");
  });

  it("appends the query after a ? or before a # that a {+reserved} value brings", () => {
    expect(config.build("GET /x/{+path}", { path: "a?b=1", c: 2 }).url).toBe("https://api.github.com/x/a?b=1&c=2");
    expect(config.build("GET /x/{+path}", { path: "a#h", c: 2 }).url).toBe("https://api.github.com/x/a?c=2#h");
    expect(config.build("GET https://h.example/x{#frag}", { frag: "f", c: 2 }).url).toBe("https://h.example/x?c=2#f");
  });

  it("keeps a content-type from the defaults for a JSON body", () => {
    const patch = config.with({ headers: { "content-type": "application/merge-patch+json" } });
    expect(patch.build("POST /x", { a: 1 }).headers["content-type"]).toBe("application/merge-patch+json");
    // Issue 41: an object is never sent as JSON under another label.
    const plain = config.with({ headers: { "content-type": "text/plain" } });
    expect(() => plain.build("POST /x", { a: 1 })).toThrow(/cannot be sent as "text\/plain"/);
    expect(plain.build("POST /x", { data: "a" }).headers["content-type"]).toBe("text/plain");
    expect(config.build("POST /x", { a: 1 }).headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(config.build("GET /x", { a: 1 }).headers["content-type"]).toBeUndefined();
  });

  it("uses default parameters, never the default options, as parameters", () => {
    const withDefaults = config.with({
      org: "o",
      skipped: undefined,
      headers: { "x-a": "1" },
      mediaType: { format: "raw" },
      request: { timeout: 1 },
    });
    expect(withDefaults.build("GET /x").url).toBe("https://api.github.com/x?org=o");
    expect(withDefaults.build("GET /orgs/{org}").url).toBe("https://api.github.com/orgs/o");
    expect(withDefaults.build("POST /x").body).toEqual({ org: "o" });
  });

  it("matches parameters to the variables of a template with many of them", () => {
    const names = Array.from({ length: 20 }, (_, index) => `p${index}`);
    const template = `/x${names.map((name) => `/{${name}}`).join("")}`;
    const parameters = Object.fromEntries(names.map((name, index) => [name, index]));
    const many = config.with({ p3: "default", fromDefaults: "d" });
    expect(many.build(loose(`GET ${template}`), { ...parameters, extra: "e" }).url).toBe(
      `https://api.github.com/x/${names.map((_, index) => index).join("/")}?fromDefaults=d&extra=e`,
    );
  });

  it("expands numbers in the path as String() writes them, encoding the + of a large one", () => {
    const route = "GET /repos/{owner}/{repo}/issues/{issue_number}";
    expect(config.build(loose(route), { owner: "o", repo: "r", issue_number: 42 }).url).toBe(
      "https://api.github.com/repos/o/r/issues/42",
    );
    expect(config.build(loose(route), { owner: "o", repo: "r", issue_number: 1e21 }).url).toBe(
      "https://api.github.com/repos/o/r/issues/1e%2B21",
    );
  });

  it("ignores a __proto__ key in the options", () => {
    const options = JSON.parse('{"__proto__": {"a": 1}}') as EndpointOptions;
    const result = config.build(loose("POST /x"), options);
    expect("body" in result).toBe(false);
    expect(config.build(loose("GET /x"), options).url).toBe("https://api.github.com/x");
  });
});
