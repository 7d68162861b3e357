import fc from "fast-check";
import { validateHeaderName, validateHeaderValue } from "node:http";
import { EndpointConfig, EndpointError, endpoint } from "../../lib";
import { runCli } from "../../lib/cli/run-cli";
import { fuzzRuns } from "../support/fuzz-runs";

// Issue 30, item 7: the promises of docs/security.md tried as an attacker would, with hostile
// values in every input position, the results judged by the real validators: WHATWG `new URL()`
// (what fetch, undici and browsers resolve), Node's header validators, `instanceof EndpointError`.
// Seeded, so a run is repeatable (FUZZ_RUNS=20000 searches longer, with a fresh seed).
const SEED = 30;
const runs = (standard: number): fc.Parameters<unknown> => {
  const parameters = fuzzRuns(standard);
  return process.env.FUZZ_RUNS === undefined ? { seed: SEED, ...parameters } : parameters;
};

const HUGE = `${"a".repeat(100_000)}/..?x#${"%2e".repeat(30_000)}`;

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function throwing(thrown: unknown): object {
  return Object.defineProperty({}, "x", {
    enumerable: true,
    get() {
      throw thrown;
    },
  });
}

// Pieces an attacker puts together: dot segments in every spelling, what ends a segment, what
// changes a URL's authority or a header's line, names Object.prototype already has.
const PIECES = [
  ".",
  "..",
  "%2e",
  "%2E",
  "%2e%2e",
  "%2E%2e",
  ".%2e",
  "%2e.",
  "/",
  "//",
  "?",
  "#",
  ";",
  "\\",
  "@",
  ":",
  "%",
  "%2f",
  "\r",
  "\n",
  "\r\n",
  "\0",
  "\u2028",
  "\u2029",
  " ",
  "\t",
  ",",
  "x",
  "evil.example",
  "https://evil.example",
  "constructor",
  "toString",
  "__proto__",
];
const hostileText = fc.oneof(
  { weight: 4, arbitrary: fc.array(fc.constantFrom(...PIECES), { maxLength: 6 }).map((parts) => parts.join("")) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
  { weight: 1, arbitrary: fc.constant(HUGE) },
);
const hostileValue = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileText, hostileText, { maxKeys: 2 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(null, undefined, 0, "", [], {}, [null], true, Symbol("s"), () => 1),
  },
  // fast-check itself cannot hold a revoked Proxy (it inspects what it generates): a mark stands
  // for one, and `materialize` makes it inside the property.
  {
    weight: 1,
    arbitrary: fc.constantFrom<Mark["kind"]>("revoked", "throws", "throws undefined").map((kind) => new Mark(kind)),
  },
);

class Mark {
  constructor(readonly kind: "revoked" | "throws" | "throws undefined") {}
}

// The value with every Mark, at the top or one level down, made into its hostile object.
function materialize(value: unknown, depth = 0): unknown {
  if (value instanceof Mark) {
    if (value.kind === "revoked") return revoked();
    return throwing(value.kind === "throws" ? new Error("boom") : undefined);
  }
  if (depth > 1 || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => materialize(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    Object.defineProperty(copy, key, {
      value: materialize((value as Record<string, unknown>)[key], depth + 1),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
}

// Templates whose own text has no dot segment: any dot segment in a URL came from a value.
const ROUTES = [
  "GET /repos/{owner}/{repo}/contents/{+path}",
  "DELETE /repos/{owner}/{repo}/contents/{+path}",
  "GET /repos/{owner}/{repo}",
  "GET /repos/:owner/:repo/issues",
  "GET /files{/segments*}",
  "GET /files/{.ext}/x",
  "GET /files/{;p}/x",
  "GET /files/x.{a}/y",
  "GET /files/{a}{b}/y",
  "GET /search{?q,sort}",
  "GET {+next}",
  "POST /markdown",
];
const NAMES = [
  "owner",
  "repo",
  "path",
  "segments",
  "ext",
  "p",
  "a",
  "b",
  "q",
  "sort",
  "next",
  "constructor",
  "toString",
];
const parameters = fc.dictionary(fc.constantFrom(...NAMES), hostileValue, { maxKeys: 6 });

const ORIGIN = "http://origin.invalid";

// The members under test without their route-aware types: the inputs are hostile on purpose.
interface Untyped {
  build(route?: unknown, options?: unknown): unknown;
  resolve(route?: unknown, options?: unknown): unknown;
  merge(route?: unknown, options?: unknown): unknown;
}
const untyped = (target: object): Untyped => target as Untyped;

function caught(action: () => unknown): { error?: unknown; result?: unknown } {
  try {
    return { result: action() };
  } catch (error) {
    return { error };
  }
}

function requireEndpointError(error: unknown): void {
  expect(error).toBeInstanceOf(EndpointError);
  // Cut as errors.md says: no input is quoted whole.
  expect((error as Error).message.length).toBeLessThan(1000);
}

// The path as WHATWG URL resolves it has every "/" the raw URL's path has: no dot segment was
// resolved away and no "\" became a separator. And no segment is a dot segment before a ";".
function requireNoDotSegments(url: string): void {
  // A value that makes the URL absolute may give it a host no client accepts ({+next} =
  // "https://a,b"): such a URL is never sent, so it cannot leave its route either.
  if (!URL.canParse(url, ORIGIN)) return;
  const resolved = new URL(url, ORIGIN);
  // The same for another scheme ({+next} = "x://host"): only http(s) URLs are fetched.
  if (resolved.protocol !== "http:" && resolved.protocol !== "https:") return;
  const rawPath = rawPathOf(url);
  expect(resolved.pathname.split("/").length).toBe(rawPath.split("/").length);
  for (const segment of resolved.pathname.split("/")) {
    const beforeParameters = (segment.split(";")[0] ?? "").replace(/%2e/gi, ".");
    expect([".", ".."]).not.toContain(beforeParameters);
  }
}

function rawPathOf(url: string): string {
  const afterOrigin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url);
  const start = afterOrigin === null ? 0 : afterOrigin[0].length;
  const path = url.slice(start).split(/[?#]/)[0] ?? "";
  return path === "" || path[0] !== "/" ? `/${path}` : path;
}

function requireSendable(headers: Readonly<Record<string, unknown>>): void {
  for (const [name, value] of Object.entries(headers)) {
    validateHeaderName(name);
    expect(["string", "number", "boolean"]).toContain(typeof value);
    validateHeaderValue(name, String(value));
  }
}

const configs = {
  default: new EndpointConfig(),
  strict: new EndpointConfig({ strict: true }),
  closed: new EndpointConfig({ allowAbsoluteUrls: false }).with({
    baseUrl: "https://api.example/base",
    headers: { authorization: "token t" },
  }),
  "closed, same-origin /": new EndpointConfig({ allowAbsoluteUrls: false }).with({ baseUrl: "/" }),
  'closed, same-origin ""': new EndpointConfig({ allowAbsoluteUrls: false }).with({ baseUrl: "" }),
};

describe("an attacker's parameters", () => {
  it.each(Object.entries(configs))("never leave the route's path (%s config, endpoint() and build())", (_, config) => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), parameters, fc.boolean(), (route, values, useBuild) => {
        const call = () =>
          useBuild
            ? untyped(config).build(route, materialize(values))
            : untyped(config).resolve(route, materialize(values));
        const { error, result } = caught(call);
        if (error !== undefined) return requireEndpointError(error);
        const { url, headers } = result as { url: string; headers: Record<string, unknown> };
        requireNoDotSegments(url);
        requireSendable(headers);
        if (config !== configs.default && config !== configs.strict) expect(URL.canParse(url, ORIGIN)).toBe(true);
        if (config === configs.closed) {
          const resolved = new URL(url);
          expect(resolved.origin).toBe("https://api.example");
          expect(`${resolved.pathname}/`.startsWith("/base/")).toBe(true);
        } else if (config === configs["closed, same-origin /"] || config === configs['closed, same-origin ""']) {
          expect(new URL(url, ORIGIN).origin).toBe(ORIGIN);
        }
      }),
      runs(150),
    );
  });

  it("never empty a path segment in strict mode", () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, (owner, repo) => {
        const { error, result } = caught(() =>
          configs.strict.build("GET /repos/{owner}/{repo}/issues", {
            owner: materialize(owner),
            repo: materialize(repo),
          } as never),
        );
        if (error !== undefined) return requireEndpointError(error);
        const { pathname } = new URL((result as { url: string }).url);
        const segments = pathname.split("/");
        expect(segments.length).toBe(5);
        expect(segments.slice(1).every((segment) => segment !== "")).toBe(true);
      }),
      runs(200),
    );
  });
});

describe("an attacker's options, defaults, headers and media types", () => {
  const headerSet = fc.dictionary(hostileText, hostileValue, { maxKeys: 3 });
  const mediaType = fc.record(
    {
      format: fc.oneof(fc.constantFrom("raw", "diff"), hostileValue),
      previews: fc.array(hostileValue, { maxLength: 2 }),
    },
    { requiredKeys: [] },
  );
  const optionsAt = fc.record(
    {
      headers: fc.oneof(headerSet, hostileValue),
      mediaType: fc.oneof(mediaType, hostileValue),
      baseUrl: hostileValue,
      method: hostileValue,
      request: hostileValue,
      data: hostileValue,
      url: hostileValue,
    },
    { requiredKeys: [] },
  );

  it("give only EndpointErrors, or headers a client sends as they are", () => {
    fc.assert(
      fc.property(
        fc.option(optionsAt, { nil: undefined }),
        fc.oneof(optionsAt, hostileValue),
        fc.constantFrom(...ROUTES),
        (defaults, options, route) => {
          const { error, result } = caught(() => {
            const config =
              defaults === undefined ? configs.default : configs.default.with(materialize(defaults) as never);
            return config.build(route as never, materialize(options) as never);
          });
          if (error !== undefined) return requireEndpointError(error);
          const { url, headers } = result as { url: string; headers: Record<string, unknown> };
          requireNoDotSegments(url);
          requireSendable(headers);
        },
      ),
      runs(200),
    );
  });

  it("reach the facade's defaults(), merge() and parse() with the same guarantees", () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, (hostileDefaults, hostileOptions) => {
        const defaults = materialize(hostileDefaults);
        const options = materialize(hostileOptions);
        for (const action of [
          () => endpoint.defaults(defaults as never),
          () => untyped(endpoint).merge("GET /x", options),
          () => endpoint.parse(options as never),
          () => (endpoint as unknown as (options: unknown) => unknown)(options),
          () => new EndpointConfig(options as never),
        ]) {
          const { error } = caught(action);
          if (error !== undefined) requireEndpointError(error);
        }
      }),
      runs(150),
    );
  });
});

describe("an attacker's subclass getters", () => {
  it("are refused where they enter, or give sendable headers", () => {
    fc.assert(
      fc.property(hostileValue, hostileValue, hostileValue, hostileValue, (vendor, apiVersion, userAgent, baseUrl) => {
        class Hostile extends EndpointConfig {}
        const getters = { vendor, apiVersion, userAgent, defaultBaseUrl: baseUrl };
        for (const [name, value] of Object.entries(getters)) {
          const made = materialize(value);
          Object.defineProperty(Hostile.prototype, name, { get: () => made });
        }
        const { error, result } = caught(() =>
          new Hostile().build("GET /widgets/{id}", { id: 1, mediaType: { format: "raw", previews: ["beta"] } }),
        );
        if (error !== undefined) return requireEndpointError(error);
        const { url, headers } = result as { url: string; headers: Record<string, unknown> };
        requireNoDotSegments(url);
        requireSendable(headers);
      }),
      runs(200),
    );
  });
});

describe("an attacker's command line", () => {
  const argument = fc.oneof(
    hostileText.filter((text) => text.length < 1000),
    fc.constantFrom("-H", "--format", "--preview", "--vendor", "--api-version", "--base-url"),
    fc
      .tuple(fc.constantFrom("baseUrl", "headers", "mediaType", "owner", "repo", "path", "constructor"), hostileText)
      .filter(([, text]) => text.length < 1000)
      .map(([key, text]) => `${key}=${text}`),
    fc.constantFrom('headers={"x-a":"1\\r\\nx-b: 2"}', 'mediaType={"format":"raw\\nx"}', "baseUrl=ftp://x"),
  );

  it("prints sendable requests or an EndpointError's message, never throws", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), fc.array(argument, { maxLength: 6 }), (route, args) => {
        // --json first: an option at the end of `args` that wants a value would take it otherwise.
        const result = runCli(["--json", route, ...args]);
        if (result.exitCode !== 0) {
          expect(result.stdout).toBe("");
          expect(result.stderr).toMatch(/\[ERR_[A-Z_]+\]\n$/);
          expect(result.stderr.length).toBeLessThan(2000);
          return;
        }
        const { url, headers } = JSON.parse(result.stdout) as { url: string; headers: Record<string, unknown> };
        requireNoDotSegments(url);
        expect(["http:", "https:"]).toContain(new URL(url).protocol);
        requireSendable(headers);
      }),
      runs(150),
    );
  });
});
