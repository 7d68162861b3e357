import fc from "fast-check";
import { EndpointError, endpoint, type EndpointOptions } from "../../lib";
import { loose } from "../support/loose";
import { fuzzRuns } from "../support/fuzz-runs";

const NAMES = ["owner", "repo", "org", "path", "q", "page", "labels", "id"];

const name = fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 8 }));
const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.bigInt(),
  fc.constant(null),
  fc.constant(undefined),
);
const value = fc.oneof(
  scalar,
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
  fc.anything(),
);
const expression = fc
  .tuple(
    fc.constantFrom("", "+", "#", ".", "/", ";", "?", "&"),
    fc.array(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 3 }),
    fc.constantFrom("", "*", ":3"),
  )
  .map(([operator, names, modifier]) => `{${operator}${names.map((n) => n + modifier).join(",")}}`);
const segment = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.constantFrom(...NAMES).map((n) => `:${n}`),
  expression,
);
const path = fc.array(segment, { maxLength: 5 }).map((segments) => `/${segments.join("/")}`);
const method = fc.oneof(
  fc.constantFrom("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "get", "OPTIONS"),
  fc.string({ maxLength: 6 }),
);
const headers = fc.dictionary(
  fc.oneof(fc.constantFrom("accept", "Content-Type", "authorization"), fc.string({ maxLength: 8 })),
  fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined), fc.anything()),
  { maxKeys: 3 },
);
const mediaType = fc.oneof(
  fc.record(
    {
      format: fc.oneof(fc.constantFrom("raw", "diff", ""), fc.string()),
      previews: fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
    },
    { requiredKeys: [] },
  ),
  fc.anything(),
);
const options = fc
  .tuple(
    fc.dictionary(name, value, { maxKeys: 5 }),
    fc.option(headers, { nil: undefined }),
    fc.option(mediaType, { nil: undefined }),
    fc.option(fc.oneof(fc.string(), fc.anything()), { nil: undefined }),
  )
  .map(([parameters, headerOptions, mediaTypeOption, data]) => {
    const result: Record<string, unknown> = { ...parameters };
    if (headerOptions !== undefined) result.headers = headerOptions;
    if (mediaTypeOption !== undefined) result.mediaType = mediaTypeOption;
    if (data !== undefined) result.data = data;
    return result;
  });
const route = fc.tuple(method, path).map(([verb, url]) => `${verb} ${url}`);

function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    return undefined;
  }
}

// The keys the library writes: the result's own, its headers and the body object it builds.
// Values nested inside a parameter, and a `data` body, are the caller's and pass through as given.
function hasUndefined(result: Record<string, unknown>, bodyIsData: boolean): boolean {
  const written = [result, result.headers, bodyIsData ? undefined : result.body].filter(
    (part) => typeof part === "object" && part !== null,
  );
  return written.some((part) => Object.values(part).some((item) => item === undefined));
}

describe("endpoint() properties (fast-check)", () => {
  it("throws nothing but EndpointError, on any route, parameters, headers and mediaType", () => {
    fc.assert(
      fc.property(fc.oneof(route, fc.anything()), fc.oneof(options, fc.anything()), (anyRoute, anyOptions) => {
        attempt(() => endpoint(anyRoute as string, anyOptions as EndpointOptions));
        attempt(() => endpoint.merge(anyRoute as string, anyOptions as EndpointOptions));
        attempt(() => endpoint.defaults(anyOptions as EndpointOptions));
        attempt(() => endpoint.parse(anyOptions as never));
      }),
      fuzzRuns(500),
    );
  });

  it("gives endpoint(x) deep-equal to parse(merge(x)), an absolute WHATWG URL and no undefined value", () => {
    fc.assert(
      fc.property(route, options, (someRoute, someOptions) => {
        const result = attempt(() => endpoint(someRoute, someOptions));
        if (result === undefined) return;
        expect(endpoint.parse(endpoint.merge(someRoute, someOptions))).toEqual(result);
        expect(() => new URL(result.url)).not.toThrow();
        expect(new URL(result.url).origin).toBe("https://api.github.com");
        expect(hasUndefined(result as unknown as Record<string, unknown>, someOptions.data !== undefined)).toBe(false);
      }),
      fuzzRuns(500),
    );
  });

  it("round-trips query parameters through URLSearchParams", () => {
    const queryValue = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string(), { minLength: 1, maxLength: 3 }),
    );
    const queryName = fc.string({ minLength: 1, maxLength: 8 }).filter((key) => key !== "q" && key !== "__proto__");
    fc.assert(
      fc.property(fc.dictionary(queryName, queryValue, { maxKeys: 5 }), (parameters) => {
        const reserved = new Set(["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]);
        const result = endpoint(loose("GET /search/code"), parameters);
        const search = new URL(result.url).searchParams;
        for (const [key, sent] of Object.entries(parameters)) {
          if (reserved.has(key)) continue;
          const expected = Array.isArray(sent) ? sent.join(",") : String(sent);
          expect(search.get(key)).toBe(expected);
        }
      }),
      fuzzRuns(500),
    );
  });
});
