import fc from "fast-check";
import { produce } from "immer";
import { githubVendor as GITHUB_RULES } from "../../lib";
import { mergeOptions, type MergeTarget } from "../../lib/options/merge-options";
import { isDeeplyFrozen } from "../support/frozen";
import { fuzzRuns } from "../support/fuzz-runs";
import {
  EndpointConfig,
  RouteParser,
  Rfc6570Expander,
  endpoint,
  type EndpointOptions,
  type DefaultOptions,
  type Endpoint,
} from "../../lib";
import { loose } from "../support/loose";

// endpoint() and build() are parse(merge(x)), for defaults, routes and options of every shape.

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "get", "Bad Method"];
const URLS = [
  "/repos/{owner}/{repo}/issues",
  "/orgs/:org/repos",
  "/user",
  "/repos/o/r/issues/12/comments",
  "https://uploads.example.com/repos/{owner}/assets{?name,label}",
  "{+upload}/assets",
  "{owner}/x",
  "/search{?q}",
  "/a/{b}#frag",
  "/a?x=1",
  "/files{/path*}",
  "/x/{b}/",
  "",
  "relative/{b}",
  "/bad/{",
  "/with space/{b}",
];
const NAMES = [
  "owner",
  "repo",
  "org",
  "name",
  "label",
  "b",
  "q",
  "per_page",
  "path",
  "upload",
  "1",
  "constructor",
  "__proto__",
];

const value = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom("a/b", "x#y", "https://h.example/p", "é", "is:open+label:bug"),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.constantFrom("a", "b c", "d/e"), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom("k", "l"), fc.constantFrom("v", "w x"), { maxKeys: 2 }),
);
const parameters = fc.dictionary(fc.constantFrom(...NAMES), value, { maxKeys: 5 });
const reserved = fc.record(
  {
    method: fc.constantFrom(...METHODS),
    url: fc.constantFrom(...URLS),
    baseUrl: fc.constantFrom("https://ghe.example.com/api/v3/", "https://h.example?x=1", "http://localhost:8080"),
    headers: fc.dictionary(
      fc.constantFrom("Accept", "x-Trace", "content-type", "authorization"),
      fc.constantFrom("a", "text/plain", "token t", undefined),
      { maxKeys: 2 },
    ),
    mediaType: fc.record(
      {
        format: fc.constantFrom("", "raw", "diff"),
        previews: fc.array(fc.constantFrom("mercy", "squirrel-girl"), { maxLength: 2 }),
      },
      { requiredKeys: [] },
    ),
    data: fc.constantFrom("raw text", undefined, { k: 1 }),
    request: fc.constantFrom({ timeout: 5 }, { signal: "s" }),
  },
  { requiredKeys: [] },
);
// Reserved keys before or after the parameters: a `url` parameter of a route-string call must land
// in the same place either way (issue 29).
const options = fc
  .tuple(parameters, reserved, fc.boolean())
  .map(([p, r, reservedFirst]): EndpointOptions => (reservedFirst ? { ...r, ...p } : { ...p, ...r }));
const route = fc
  .tuple(fc.option(fc.constantFrom(...METHODS), { nil: undefined }), fc.constantFrom(...URLS))
  .map(([method, url]) => (method === undefined ? url : `${method} ${url}`));

function outcome(run: () => unknown): unknown {
  try {
    const result = run();
    return { result: JSON.parse(JSON.stringify(result)) };
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
}

describe("endpoint()", () => {
  it("equals parse(merge(x)) for any defaults, route and options", () => {
    fc.assert(
      fc.property(fc.array(options, { maxLength: 2 }), route, fc.option(options, { nil: undefined }), (chain, r, o) => {
        let facade: Endpoint<DefaultOptions> = endpoint;
        for (const defaults of chain) {
          try {
            facade = facade.defaults(defaults);
          } catch {
            return; // invalid defaults are the business of the with() specs
          }
        }
        expect(outcome(() => facade(r, o))).toEqual(outcome(() => facade.parse(facade.merge(r, o))));
      }),
      fuzzRuns(2000),
    );
  });

  it("merges per-call headers and request meta as merge() does", () => {
    const facade = endpoint.defaults({
      headers: { authorization: "token t" },
      mediaType: { format: "raw" },
      request: { timeout: 1 },
    });
    const call = {
      owner: "o",
      headers: { Accept: "application/vnd.github.v3+json", "X-Trace": "1" },
      request: { retries: 2 },
    };
    const result = facade("GET /repos/{owner}/readme", call);
    expect(result).toEqual(facade.parse(facade.merge("GET /repos/{owner}/readme", call)));
    expect(result.headers).toEqual({
      accept: "application/vnd.github.v3.raw",
      authorization: "token t",
      "user-agent": expect.stringMatching(/^restkit-endpoint\.js\//),
      "x-trace": "1",
    });
    expect(result.request).toEqual({ timeout: 1, retries: 2 });
    const posted = facade("POST /repos/{owner}/issues", { ...call, title: "t" });
    expect(posted.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(posted.headers["x-trace"]).toBe("1");
    expect(() => facade("GET /x", { headers: { "bad name": "1" } })).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_HEADER" }),
    );
    expect(() => facade("GET /x", { request: "r" as never })).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_OPTIONS" }),
    );
  });

  it("returns a fresh object each call, sharing nothing with the last one", () => {
    const facade = endpoint.defaults({ headers: { authorization: "token t" }, request: { timeout: 1 } });
    const first = facade("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    first.headers.authorization = "changed";
    (first.body as Record<string, unknown>).title = "changed";
    (first.request as Record<string, unknown>).timeout = 2;
    const second = facade("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    expect(second).toEqual({
      method: "post",
      url: "https://api.github.com/repos/o/r/issues",
      headers: {
        accept: "application/vnd.github.v3+json",
        "user-agent": expect.stringMatching(/^restkit-endpoint\.js\//),
        authorization: "token t",
        "content-type": "application/json; charset=utf-8",
      },
      body: { title: "t" },
      request: { timeout: 1 },
    });
  });
});

// with() merges at once but leaves freezing DEFAULTS and digesting the defaults for calls to
// first use (issue 11), so the order in which the links of a chain are used must not matter.
describe("defaults chains, whatever is used first", () => {
  // What each link of a chain is used for, before the next link is made: nothing, a call,
  // reading DEFAULTS, or both in either order.
  const touch = fc.constantFrom("none", "call", "DEFAULTS", "call then DEFAULTS", "DEFAULTS then call");
  const link = fc.tuple(options, touch);

  function use(facade: Endpoint<DefaultOptions>, how: string, r: string, o: EndpointOptions | undefined): void {
    for (const step of how.split(" then ")) {
      if (step === "DEFAULTS") void facade.DEFAULTS;
      if (step === "call") outcome(() => facade(r, o));
    }
  }

  // The eager rule the facade must agree with: immer merging every link into the frozen
  // defaults before it, as with() did before issue 11.
  function eagerDefaults(chain: readonly EndpointOptions[]): unknown {
    return chain.reduce<DefaultOptions>(
      (defaults, next) => produce(defaults, (draft) => mergeOptions(draft as MergeTarget, next, GITHUB_RULES)),
      new EndpointConfig().defaults,
    );
  }

  it("give endpoint(x) = parse(merge(x)) and DEFAULTS equal to merging every link eagerly", () => {
    fc.assert(
      fc.property(
        fc.array(link, { maxLength: 3 }),
        touch,
        route,
        fc.option(options, { nil: undefined }),
        (chain, last, r, o) => {
          let facade: Endpoint<DefaultOptions> = endpoint;
          const applied: EndpointOptions[] = [];
          for (const [defaults, how] of chain) {
            try {
              facade = facade.defaults(defaults);
            } catch {
              return;
            }
            applied.push(defaults);
            use(facade, how, r, o);
          }
          use(facade, last, r, o);
          expect(outcome(() => facade(r, o))).toEqual(outcome(() => facade.parse(facade.merge(r, o))));
          expect(facade.DEFAULTS).toEqual(eagerDefaults(applied));
          expect(isDeeplyFrozen(facade.DEFAULTS)).toBe(true);
        },
      ),
      fuzzRuns(1500),
    );
  });

  it("never let a call's result change the defaults or a later result", () => {
    const facade = endpoint.defaults({ labels: ["a"], request: { hooks: ["h"] }, data: { k: [1] } });
    const first = facade(loose("POST /repos/{owner}/{repo}/issues"), { owner: "o", repo: "r" });
    expect(() => (first.body as { labels: string[] }).labels.push("b")).toThrow(TypeError);
    expect(() => (first.request as { hooks: string[] }).hooks.push("x")).toThrow(TypeError);
    const second = facade(loose("POST /repos/{owner}/{repo}/issues"), { owner: "o", repo: "r" });
    expect(second.body).toEqual({ k: [1] });
    expect(second.request).toEqual({ hooks: ["h"] });
    expect(facade.DEFAULTS.labels).toEqual(["a"]);
  });

  it("leave the caller's options their own, whenever DEFAULTS is first read", () => {
    const options = { labels: ["a"], headers: { "X-A": "1" }, request: { timeout: 1 } };
    const facade = endpoint.defaults(options);
    options.labels.push("b");
    options.headers["X-A"] = "2";
    options.request.timeout = 2;
    expect(facade.DEFAULTS).toMatchObject({ labels: ["a"], headers: { "x-a": "1" }, request: { timeout: 1 } });
    expect(Object.isFrozen(options.labels)).toBe(false);
    expect(Object.isFrozen(options.request)).toBe(false);
  });
});

describe("EndpointConfig#build", () => {
  it("equals the facade's result for any defaults, route and options", () => {
    fc.assert(
      fc.property(fc.array(options, { maxLength: 2 }), route, fc.option(options, { nil: undefined }), (chain, r, o) => {
        let config = new EndpointConfig();
        for (const defaults of chain) {
          try {
            config = config.with(defaults);
          } catch {
            return;
          }
        }
        expect(outcome(() => config.build(r, o).toJSON())).toEqual(outcome(() => config.resolve(r, o)));
      }),
      fuzzRuns(1000),
    );
  });
});

describe("strategies are asked on every way in", () => {
  class BracketRouteParser extends RouteParser {
    override toTemplate(url: string): string {
      return super.toTemplate(url.replace(/\[(\w+)\]/g, "{$1}"));
    }
  }
  // The design card's class that reads routes: its own parse() decides the method and the URL.
  class LowercaseRouteParser extends RouteParser {
    override parse(route: string, method?: string) {
      const parsed = super.parse(route, method);
      return { method: parsed.method, url: parsed.url.toLowerCase() };
    }
  }
  class UpperCaseExpander extends Rfc6570Expander {
    override expand(template: string, parameters: Readonly<Record<string, unknown>>): string {
      return super.expand(template, parameters).toUpperCase();
    }
  }
  // Every way in: endpoint(), build(), merge() then parse(), a with() chain, and a second call.
  const waysIn = (config: EndpointConfig, route: string, parameters: EndpointOptions) => {
    const facade = config.toEndpoint();
    const chained = config.with({ headers: { "x-chain": "1" } }).with({ mediaType: { format: "" } });
    return [
      facade(loose(route), parameters).url,
      config.build(loose(route), parameters).url,
      config.build(loose(route), parameters).url,
      facade.parse(facade.merge(loose(route), parameters)).url,
      config.parse(config.merge(loose(route), parameters)).url,
      chained.build(loose(route), parameters).url,
      chained.toEndpoint()(loose(route), parameters).url,
    ];
  };

  it("asks an overridden RouteParser#parse() for the method and URL", () => {
    const config = new EndpointConfig({ routeParser: new LowercaseRouteParser() });
    for (const url of waysIn(config, "GET /Repos/{owner}/{repo}", { owner: "o", repo: "r" })) {
      expect(url).toBe("https://api.github.com/repos/o/r");
    }
    expect(config.merge(loose("GET /Repos/{owner}/{repo}")).url).toBe("/repos/{owner}/{repo}");
  });

  it("asks a RouteParser subclass for the template", () => {
    const config = new EndpointConfig({ routeParser: new BracketRouteParser() });
    for (const url of waysIn(config, "GET /orgs/[org]/repos", { org: "acme" })) {
      expect(url).toBe("https://api.github.com/orgs/acme/repos");
    }
    expect(config.with({ org: "acme" }).build(loose("GET /orgs/[org]/repos")).url).toBe(
      "https://api.github.com/orgs/acme/repos",
    );
  });

  it("asks an expander subclass for the URL", () => {
    const config = new EndpointConfig({ expander: new UpperCaseExpander() });
    for (const url of waysIn(config, "GET /orgs/{org}/repos", { org: "acme" })) {
      expect(url).toBe("https://api.github.com/ORGS/ACME/REPOS");
    }
  });

  it("asks an expander subclass for the URL also when it takes hyphenated names, as the stock one does", () => {
    const config = new EndpointConfig({ expander: new UpperCaseExpander({ hyphenatedNames: true }) });
    for (const url of waysIn(config, "GET /enterprises/{enterprise-team}", { "enterprise-team": "t" })) {
      expect(url).toBe("https://api.github.com/ENTERPRISES/T");
    }
  });

  it("refuses a RouteParser#parse() answer that is no route, naming it", () => {
    class BrokenParser extends RouteParser {
      override parse(): never {
        return null as never;
      }
    }
    const config = new EndpointConfig({ routeParser: new BrokenParser() });
    expect(() => config.build(loose("GET /user"))).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_OPTIONS", message: expect.stringContaining("RouteParser#parse()") }),
    );
  });
});

describe("EndpointConfig#build body", () => {
  it("freezes a body built from parameters without freezing the caller's lists", () => {
    const labels = ["bug"];
    const options = new EndpointConfig().build(loose("POST /repos/{owner}/{repo}/issues"), {
      owner: "o",
      repo: "r",
      labels,
    });
    const body = options.body as { labels: string[] };
    expect(Object.isFrozen(body)).toBe(true);
    expect(Object.isFrozen(body.labels)).toBe(true);
    expect(body.labels).toEqual(["bug"]);
    expect(body.labels).not.toBe(labels);
    expect(Object.isFrozen(labels)).toBe(false);
  });
});
