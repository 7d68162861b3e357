import fc from "fast-check";
import { endpoint, type Endpoint, type EndpointOptions, type MergedOptions } from "../../lib";
import { endpoint as companion } from "../../packages/octokit-endpoint/src";
import { fuzzRuns } from "../support/fuzz-runs";

// @octokit/request calls merge() and then parse(); between the two, its hooks and the plugins
// change the merged object (issue 26). parse() remembers what the reserved keys of earlier
// merged objects came to; these properties pin it to the answer a config that has seen nothing
// gives for the object as it is at the moment of the call, however it was changed, and after
// the same object was parsed before its change.

type Merged = Record<string, unknown> & { headers?: unknown; mediaType?: unknown; request?: unknown };
type Mutation = (merged: Merged) => void;

const ROUTES = [
  "GET /repos/{owner}/{repo}/issues",
  "POST /repos/{owner}/{repo}/issues",
  "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config",
  "GET /search/issues",
  "GET /orgs/:org/repos",
  "HEAD /user",
];
const PARAMETERS = { owner: "octokit", repo: "rest.js", state: "open", per_page: 50, org: "o", q: "a+b", hook_id: 1 };

const headerName = fc.constantFrom(
  "accept",
  "Accept",
  "authorization",
  "x-github-api-version",
  "If-None-Match",
  "user-agent",
);
const headerValue = fc.constantFrom("token t", "application/vnd.github.v3.raw", "2022-11-28", 'W/"1"', "", 7, null);
const parameterValue = fc.constantFrom<unknown>("x", 2, ["a", "b"], undefined, "https://evil.example/x");
const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.tuple(headerName, headerValue).map(([name, value]): Mutation => (merged) => {
    if (typeof merged.headers === "object" && merged.headers !== null) {
      (merged.headers as Record<string, unknown>)[name] = value;
    }
  }),
  headerName.map((name): Mutation => (merged) => {
    if (typeof merged.headers === "object" && merged.headers !== null)
      delete (merged.headers as Record<string, unknown>)[name];
  }),
  fc.dictionary(headerName, headerValue, { maxKeys: 3 }).map((headers): Mutation => (merged) => {
    merged.headers = headers;
  }),
  // A header renamed in place, its value kept: the same values in the same order, other names.
  fc.tuple(headerName, headerName).map(([from, to]): Mutation => (merged) => {
    const headers = merged.headers as Record<string, unknown> | undefined;
    if (typeof headers !== "object" || headers === null || !Object.hasOwn(headers, from)) return;
    const value = headers[from];
    delete headers[from];
    headers[to] = value;
  }),
  // Not an object at all: refused, however empty (a string, a number and a list hold no keys).
  fc
    .tuple(fc.constantFrom("headers", "mediaType"), fc.constantFrom<unknown>("", 0, [], "x"))
    .map(([key, value]): Mutation => (merged) => {
      merged[key] = value;
    }),
  fc.constantFrom<unknown>(1, true, "retry").map((value): Mutation => (merged) => {
    if (typeof merged.request === "object" && merged.request !== null)
      (merged.request as Record<string, unknown>).retryCount = value;
    else merged.request = { retryCount: value };
  }),
  fc.constantFrom("POST", "get", "PUT", "DELETE", "HEAD").map((method): Mutation => (merged) => {
    merged.method = method;
  }),
  fc
    .constantFrom(
      "https://api.github.com/repositories/1/issues?per_page=100&page=7",
      "/repos/{owner}/{repo}/pulls",
      "/graphql",
      "https://uploads.github.com/repos/{owner}/{repo}/releases/1/assets{?name}",
      "/user",
    )
    .map((url): Mutation => (merged) => {
      merged.url = url;
    }),
  fc
    .constantFrom("https://ghe.example.com/api/v3", "https://api.github.com/", "/api")
    .map((baseUrl): Mutation => (merged) => {
      merged.baseUrl = baseUrl;
    }),
  fc.constantFrom("", "raw", "diff").map((format): Mutation => (merged) => {
    if (typeof merged.mediaType === "object" && merged.mediaType !== null)
      (merged.mediaType as { format: string }).format = format;
  }),
  fc.constantFrom("mercy", "squirrel-girl-preview").map((preview): Mutation => (merged) => {
    const mediaType = merged.mediaType as { previews?: string[] } | undefined;
    if (mediaType?.previews !== undefined) mediaType.previews.push(preview);
    else merged.mediaType = { ...(mediaType ?? { format: "" }), previews: [preview] };
  }),
  fc
    .constantFrom(
      "owner",
      "per_page",
      "state",
      "title",
      "url",
      "data",
      "mediaType",
      "headers",
      "request",
      "baseUrl",
      "method",
    )
    .map((key): Mutation => (merged) => {
      delete merged[key];
    }),
  fc
    .tuple(fc.constantFrom("owner", "per_page", "title", "labels", "data", "since"), parameterValue)
    .map(([key, value]): Mutation => (merged) => {
      merged[key] = value;
    }),
);

function outcome(run: () => unknown): unknown {
  try {
    return { result: JSON.parse(JSON.stringify(run())) };
  } catch (error) {
    return { code: (error as { code?: string }).code, message: (error as Error).message };
  }
}

// A config's parse() after a history of calls, and the same config made anew for every call.
const facades: Array<[string, () => Endpoint]> = [
  ["main package", () => endpoint.defaults({ headers: { "user-agent": "octokit-request.js/10.0.16" } })],
  [
    "companion package",
    () => companion.defaults({ headers: { "user-agent": "octokit-request.js/10.0.16" } }) as unknown as Endpoint,
  ],
];

describe.each(facades)("parse() of merged objects that hooks changed, on the %s", (_name, make) => {
  it("equals the answer of a config that has seen no call, after any history", () => {
    const seasoned = make();
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ROUTES), fc.array(mutation, { maxLength: 4 })), {
          minLength: 1,
          maxLength: 4,
        }),
        (calls) => {
          for (const [route, mutations] of calls) {
            const merged = seasoned.merge(route as "GET /user", PARAMETERS as EndpointOptions) as unknown as Merged;
            // Parsed once as merge() left it, then after each change, like a retried request.
            expect(outcome(() => seasoned.parse(merged as MergedOptions))).toEqual(
              outcome(() => make().parse(merged as MergedOptions)),
            );
            for (const change of mutations) {
              change(merged);
              expect(outcome(() => seasoned.parse(merged as MergedOptions))).toEqual(
                outcome(() => make().parse(merged as MergedOptions)),
              );
            }
          }
        },
      ),
      fuzzRuns(300),
    );
  });

  it("reads a header written into the headers of an object it parsed before", () => {
    const facade = make();
    const merged = facade.merge("GET /user") as unknown as Merged;
    expect(facade.parse(merged as MergedOptions).headers).not.toHaveProperty("authorization");
    (merged.headers as Record<string, string>).authorization = "token t";
    expect(facade.parse(merged as MergedOptions).headers).toHaveProperty("authorization", "token t");
    (merged.headers as Record<string, string>).authorization = "token\r\nx-injected: 1";
    expect(() => facade.parse(merged as MergedOptions)).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_HEADER" }),
    );
  });

  it("reads a header renamed with its value kept, and refuses headers that became a non-object", () => {
    const facade = make();
    const merged = facade.merge("GET /user", { headers: { "x-a": "1" } }) as unknown as Merged;
    expect(facade.parse(merged as MergedOptions).headers).toHaveProperty("x-a", "1");
    const headers = merged.headers as Record<string, string>;
    delete headers["x-a"];
    headers["x-b"] = "1";
    expect(facade.parse(merged as MergedOptions).headers).not.toHaveProperty("x-a");
    expect(facade.parse(merged as MergedOptions).headers).toHaveProperty("x-b", "1");
    const empty = facade.merge("GET /user", { headers: {} }) as unknown as Merged;
    // The defaults' headers only: no key of the caller's is left to compare.
    empty.headers = {};
    facade.parse(empty as MergedOptions);
    empty.headers = "";
    expect(() => facade.parse(empty as MergedOptions)).toThrow(
      expect.objectContaining({ code: "ERR_INVALID_OPTIONS" }),
    );
  });

  it("reads a format changed in the mediaType of an object it parsed before", () => {
    const facade = make();
    const merged = facade.merge("GET /user", { mediaType: { format: "raw" } }) as unknown as Merged;
    expect(facade.parse(merged as MergedOptions).headers.accept).toBe("application/vnd.github.v3.raw");
    (merged.mediaType as { format: string }).format = "diff";
    expect(facade.parse(merged as MergedOptions).headers.accept).toBe("application/vnd.github.v3.diff");
  });

  it("never hands out headers another call gets", () => {
    const facade = make();
    const first = facade.parse(facade.merge("GET /user"));
    (first.headers as Record<string, string>)["x-changed"] = "1";
    expect(facade.parse(facade.merge("GET /user")).headers).not.toHaveProperty("x-changed");
  });
});
