import { execFileSync } from "node:child_process";
import { join } from "node:path";
import fc from "fast-check";
import { catalogRoutes, placeholderNames } from "../support/github-catalog-routes";

// @restkit/octokit-endpoint must give what @octokit/endpoint 11 gives, call for call, apart from
// the differences its README lists. Calls run on both in one child process (run-both.mjs).

interface Call {
  route: string | Record<string, unknown>;
  parameters?: Record<string, unknown>;
  defaults?: Array<Record<string, unknown>>;
  change?: {
    top?: Record<string, unknown>;
    headers?: Record<string, string>;
    request?: Record<string, unknown>;
    remove?: string[];
  };
  afterGraphql?: boolean;
}
type Outcome = { value: unknown } | { error: string };
interface Results {
  DEFAULTS: Outcome;
  endpoint: Outcome;
  merge: Outcome;
  changed: Outcome;
  requested: Outcome;
}

function runBoth(calls: readonly Call[]): Array<{ octokit: Results; companion: Results }> {
  const output = execFileSync(process.execPath, [join(__dirname, "run-both.mjs")], {
    input: JSON.stringify(calls),
    maxBuffer: 256 * 1024 * 1024,
    encoding: "utf8",
  });
  return JSON.parse(output) as Array<{ octokit: Results; companion: Results }>;
}

// The one difference README.md lists that well-formed calls meet: the user-agent. A query
// variable without a value leaves octokit's stray `?` or `&` on both (issue 42).
function comparable(outcome: Outcome): string {
  return JSON.stringify(outcome, (key, value: unknown) => (key === "user-agent" ? "(either)" : value));
}

// README.md's credentials row: where octokit sends authorization (or a cookie) to another origin
// than the base URL's with a `url` that replaced the URL its defaults named (a REST method's), the
// companion refuses. A URL the caller named itself (a route string, or the `url` of an options
// object when the defaults name none) is built as octokit builds it, and so is GitHub's upload
// host beside an api. base.
function refusedForCredentials(
  call: Call | undefined,
  octokit: Results,
  companion: Results,
  aspect: keyof Results,
): boolean {
  const refusal = companion[aspect];
  if (!("error" in refusal) || !refusal.error.includes("ERR_ABSOLUTE_URL")) return false;
  if (!(call?.defaults ?? []).some((options) => options.url !== undefined)) return false;
  const sent = octokit[aspect];
  const merged = octokit.merge;
  if (!("value" in sent) || !("value" in merged)) return false;
  const { url, headers } = sent.value as { url: string; headers: Record<string, unknown> };
  const { baseUrl } = merged.value as { baseUrl: string };
  const credential = ["authorization", "cookie", "proxy-authorization"].some((name) => headers[name] !== undefined);
  const home = new URL(baseUrl).origin;
  return (
    credential &&
    new URL(url).origin !== home &&
    new URL(url).origin !== home.replace(/^https:\/\/api\./, "https://uploads.")
  );
}

const routes = catalogRoutes;

// Text that needs encoding in every position, never a whole "." or ".." (refused on purpose).
const text = fc
  .string({ unit: fc.constantFrom(..."aZ09 _-~/:+%?#&=.,;@!*'()[]é😀"), maxLength: 12 })
  .filter((value) => value !== "." && value !== "..");
const scalar = fc.oneof(text, fc.integer({ min: -5, max: 100000 }), fc.boolean());
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: fc.array(fc.oneof(text, fc.integer()), { maxLength: 3 }) },
);
const parameterName = fc.constantFrom(
  "per_page",
  "page",
  "state",
  "labels",
  "q",
  "sort",
  "title",
  "body",
  "data",
  "milestone",
);
const headers = fc.dictionary(
  fc.constantFrom("Accept", "x-Custom", "authorization", "content-type"),
  fc.constantFrom("a", "token t", "text/plain", "application/vnd.github.v3+json"),
  { maxKeys: 2 },
);
const mediaType = fc.record(
  {
    format: fc.constantFrom("", "raw", "diff", "html", "text+json"),
    previews: fc.array(fc.constantFrom("mercy", "squirrel-girl", "antiope-preview"), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);
const options = fc.record(
  {
    baseUrl: fc.constantFrom(
      "https://api.github.com",
      "https://ghe.example/api/v3",
      "https://ghe.example/api/v3/",
      "http://127.0.0.1:8080",
    ),
    headers,
    mediaType,
    request: fc.record(
      { timeout: fc.integer({ min: 0, max: 9 }), retries: fc.integer({ min: 0, max: 3 }) },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: [] },
);

const routeCall: fc.Arbitrary<Call> = fc
  .tuple(
    fc.constantFrom(
      ...routes,
      "POST /graphql",
      "GET /repos/{owner}/{repo}/contents/{path}/",
      "OPTIONS /x",
      "GET /search/issues",
    ),
    fc.dictionary(parameterName, value, { maxKeys: 3 }),
    options,
    fc.array(options, { maxLength: 2 }),
    fc.boolean(),
  )
  .chain(([route, extra, callOptions, defaults, withChange]) =>
    fc
      .tuple(fc.tuple(...placeholderNames(route).map(() => fc.option(text, { nil: undefined, freq: 6 }))))
      .map(([values]) => {
        const parameters: Record<string, unknown> = { ...extra, ...callOptions };
        placeholderNames(route).forEach((name, index) => {
          if (values[index] !== undefined) parameters[name] = values[index];
        });
        const call: Call = { route, parameters, defaults };
        if (withChange) {
          call.change = { headers: { "x-hook": "1" }, request: { retryCount: 1 }, top: { page: 2 } };
        }
        return call;
      }),
  );

// Paginate's next page and REST methods: an options object, not a route string.
const optionsCall: fc.Arbitrary<Call> = fc.record({
  route: fc.record({
    method: fc.constantFrom("GET", "get", "POST", "PATCH", "DELETE", "HEAD"),
    url: fc.constantFrom(
      "https://api.github.com/repositories/1/issues?per_page=100&page=7",
      "/repos/{owner}/{repo}/issues",
      "/user",
      "/graphql",
    ),
    headers,
  }),
  parameters: fc.dictionary(fc.constantFrom("owner", "repo", "per_page", "title"), scalar, { maxKeys: 3 }),
  defaults: fc.array(options, { maxLength: 1 }),
});

describe("@restkit/octokit-endpoint against @octokit/endpoint 11", () => {
  it("reads the catalog", () => {
    expect(routes.length).toBeGreaterThan(1000);
  });

  it("gives octokit's DEFAULTS, endpoint(), merge() and parse() of a changed merge on generated calls", () => {
    const calls = fc.sample(fc.oneof({ weight: 4, arbitrary: routeCall }, { weight: 1, arbitrary: optionsCall }), {
      numRuns: 1500,
      seed: 25,
    });
    const results = runBoth(calls);
    const aspects = ["DEFAULTS", "endpoint", "merge", "changed", "requested"] as const;
    const differing = results
      .map((pair, index) => ({ call: calls[index], ...pair }))
      // Inputs octokit itself cannot turn into a request (it throws) are not its contract.
      .filter(({ octokit }) => !("error" in octokit.endpoint))
      .flatMap(({ call, octokit, companion }) => {
        const aspect = aspects.find(
          (name) =>
            comparable(octokit[name]) !== comparable(companion[name]) &&
            !refusedForCredentials(call, octokit, companion, name),
        );
        if (aspect === undefined) return [];
        return [
          {
            call: JSON.stringify(call),
            aspect,
            octokit: comparable(octokit[aspect]),
            companion: comparable(companion[aspect]),
          },
        ];
      });
    expect(differing.slice(0, 4)).toEqual([]);
    // Most generated calls are well-formed for octokit, so the comparison covers them.
    expect(results.filter(({ octokit }) => !("error" in octokit.endpoint)).length).toBeGreaterThan(1200);
  });
});

// Octokit({ previews }), request.defaults(), endpoint.defaults() and a call's own mediaType, each
// with names written with or without "-preview", on GraphQL and REST routes.
describe("previews through chains of defaults", () => {
  const previewName = fc.constantFrom("jean-grey-preview", "jean-grey", "symmetra", "symmetra-preview", "mercy");
  const previewsOption = fc.record(
    {
      // One spelling of a name a list: octokit lists a name given twice twice, as the companion does.
      previews: fc.uniqueArray(previewName, { maxLength: 3, selector: (name) => name.replace("-preview", "") }),
      format: fc.constantFrom("", "raw"),
    },
    { requiredKeys: ["previews"] },
  );
  const chainCall: fc.Arbitrary<Call> = fc.record({
    // A route string, or options without a url after defaults that name "/graphql", as
    // @octokit/graphql sends them (its request function has { method: "POST", url: "/graphql" }).
    route: fc.constantFrom<Call["route"]>("POST /graphql", "/graphql", "GET /repos/{owner}/{repo}", {}),
    parameters: fc.option(previewsOption, { nil: undefined }).map((mediaType) => ({
      owner: "o",
      repo: "r",
      query: "{ viewer { login } }",
      ...(mediaType === undefined ? {} : { mediaType }),
    })),
    defaults: fc.array(
      fc.oneof(
        { weight: 3, arbitrary: previewsOption.map((mediaType) => ({ mediaType })) },
        { weight: 1, arbitrary: fc.constant({ method: "POST", url: "/graphql" }) },
      ),
      { minLength: 1, maxLength: 3 },
    ),
  });

  // octokit compares the defaults' previews with a call's as the defaults hold them, and its
  // first "/graphql" merge without mediaType rewrites those without "-preview" in the DEFAULTS
  // it shares: so each call runs on octokit fresh and after such a merge (`afterGraphql`), and
  // on the companion, whose defaults nothing rewrites, both ways too. `@octokit/request`'s hook
  // merges the result again (`requested`). The companion gives what octokit gives in one of its
  // two states, or the same previews in the same last places with fewer repeats (README.md,
  // `DEFAULTS`).
  function onceEach(outcome: Outcome): Outcome {
    return JSON.parse(
      JSON.stringify(outcome, (key, value: unknown) => {
        if (key === "accept" && typeof value === "string") return lastOfEach(value.split(",")).join(",");
        if (key === "previews" && Array.isArray(value)) return lastOfEach(value as string[]);
        return value;
      }),
    ) as Outcome;
  }
  const lastOfEach = (names: string[]) => names.filter((name, index) => !names.includes(name, index + 1));

  it("sends octokit's accept header on every route, merged once or again under a hook", () => {
    const calls = fc.sample(chainCall, { numRuns: 400, seed: 37 });
    const fresh = runBoth(calls);
    const warm = runBoth(calls.map((call) => ({ ...call, afterGraphql: true })));
    const aspects = ["endpoint", "merge", "requested"] as const;
    const differing = calls.flatMap((call, index) =>
      aspects
        .filter((aspect) => {
          const companion = comparable(fresh[index]!.companion[aspect]);
          if (companion !== comparable(warm[index]!.companion[aspect])) return true;
          const once = comparable(onceEach(fresh[index]!.companion[aspect]));
          return ![fresh[index]!.octokit[aspect], warm[index]!.octokit[aspect]].some(
            (outcome) =>
              comparable(outcome) === companion ||
              (comparable(onceEach(outcome)) === once && comparable(outcome).length > companion.length),
          );
        })
        .map((aspect) => ({
          call: JSON.stringify(call),
          aspect,
          octokit: comparable(fresh[index]!.octokit[aspect]),
          companion: comparable(fresh[index]!.companion[aspect]),
        })),
    );
    expect(differing.slice(0, 4)).toEqual([]);
    // The chains reach GraphQL accept headers with two or more previews, and octokit's repeats.
    const graphqlPreviews = fresh.filter(({ companion }) =>
      /-preview[^,]*,[^"]*-preview/.test(comparable(companion.requested)),
    );
    expect(graphqlPreviews.length).toBeGreaterThan(100);
    const repeated = [...fresh, ...warm].filter(
      ({ octokit }) => comparable(onceEach(octokit.requested)) !== comparable(octokit.requested),
    );
    expect(repeated.length).toBeGreaterThan(10);
  });

  it("sends the constructor's previews once each on /graphql (@octokit/core's previews option)", () => {
    const [pair] = runBoth([
      {
        route: "/graphql",
        parameters: { query: "{ viewer { login } }" },
        defaults: [{ mediaType: { previews: ["jean-grey-preview", "symmetra"], format: "" } }],
      },
    ]);
    const expected = "application/vnd.github.jean-grey-preview+json,application/vnd.github.symmetra-preview+json";
    for (const outcome of [pair?.octokit.requested, pair?.companion.requested]) {
      expect(outcome).toMatchObject({ value: { headers: { accept: expected } } });
    }
  });
});
