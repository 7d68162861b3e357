import { endpoint, type EndpointOptions } from "../../lib";
import { loose } from "../support/loose";
import { octokitResults, type OctokitCall } from "../support/octokit-results";

// Each row of docs/migrating-from-octokit.md's table, checked against the real @octokit/endpoint:
// octokit's column is what octokit does, ours is what we do.
// What both libraries return, as far as the rows read it.
interface Result {
  readonly method: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, unknown>>;
  readonly body?: unknown;
}

interface Row {
  readonly difference: string;
  readonly call: OctokitCall;
  readonly octokit: (result: Result) => unknown;
  readonly restkit: (result: Result) => unknown;
  readonly expected: readonly [octokit: unknown, restkit: unknown];
}

const url = (result: Result) => result.url;
const accept = (result: Result) => result.headers["accept"];

const rows: Row[] = [
  {
    difference: "result method",
    call: { route: "GET /user" },
    octokit: (result) => result.method,
    restkit: (result) => result.method,
    expected: ["GET", "get"],
  },
  {
    difference: "default user-agent",
    call: { route: "GET /user" },
    octokit: (result) => String(result.headers["user-agent"]).startsWith("octokit-endpoint.js/"),
    restkit: (result) => String(result.headers["user-agent"]).startsWith("restkit-endpoint.js/"),
    expected: [true, true],
  },
  {
    difference: "baseUrl ending in /",
    call: { route: "GET /user", parameters: { baseUrl: "https://ghe.example.com/api/v3/" } },
    octokit: url,
    restkit: url,
    expected: ["https://ghe.example.com/api/v3//user", "https://ghe.example.com/api/v3/user"],
  },
  {
    difference: "relative URL without /",
    call: { route: "GET user" },
    octokit: url,
    restkit: url,
    expected: ["https://api.github.comuser", "https://api.github.com/user"],
  },
  {
    difference: "null parameter in the query",
    call: { route: "GET /x", parameters: { a: null } },
    octokit: url,
    restkit: url,
    expected: ["https://api.github.com/x?a=null", "https://api.github.com/x"],
  },
  {
    difference: "array in the query",
    call: { route: "GET /x", parameters: { a: ["a", "b"] } },
    octokit: url,
    restkit: url,
    expected: ["https://api.github.com/x?a=a%2Cb", "https://api.github.com/x?a=a,b"],
  },
  {
    difference: "trailing slash",
    call: { route: "GET /x/" },
    octokit: url,
    restkit: url,
    expected: ["https://api.github.com/x", "https://api.github.com/x/"],
  },
  {
    difference: "mediaType.previews",
    call: { route: "GET /x", parameters: { mediaType: { previews: ["mercy"] } } },
    octokit: accept,
    restkit: accept,
    expected: ["application/vnd.github.v3+json", "application/vnd.github.mercy-preview+json"],
  },
  {
    difference: "format on a non-v3 vendor type",
    call: {
      route: "GET /x",
      parameters: { headers: { accept: "application/vnd.github.v4+json" }, mediaType: { format: "raw" } },
    },
    octokit: accept,
    restkit: accept,
    expected: ["application/vnd.github.raw", "application/vnd.github.v3.raw"],
  },
  {
    difference: "verbs other than GET/HEAD/POST/PUT/PATCH/DELETE",
    call: { route: "OPTIONS /x", parameters: { a: 1 } },
    octokit: (result) => [result.url, result.body],
    restkit: (result) => [result.url, result.body],
    expected: [
      ["https://api.github.com/x", { a: 1 }],
      ["https://api.github.com/x?a=1", undefined],
    ],
  },
  {
    difference: "data on GET",
    call: { route: "GET /x", parameters: { data: "text" } },
    octokit: url,
    restkit: (result) => [result.url, result.body],
    expected: ["https://api.github.com/x?data=text", ["https://api.github.com/x", undefined]],
  },
  {
    difference: "url key in the options of a route-string call",
    call: { route: "PATCH /app/hook/config", parameters: { url: "https://hooks.example/x" } },
    octokit: (result) => [result.url, result.body],
    restkit: (result) => [result.url, result.body],
    expected: [
      ["https://hooks.example/x", ""],
      ["https://api.github.com/app/hook/config", { url: "https://hooks.example/x" }],
    ],
  },
];

describe("docs/migrating-from-octokit.md, row by row", () => {
  const theirs = octokitResults(rows.map((row) => row.call));

  it.each(rows.map((row, index) => [row.difference, row, index] as const))("%s", (_, row, index) => {
    const { route, parameters } = row.call;
    const ours = endpoint(loose(route as string), parameters as EndpointOptions);
    expect([row.octokit(theirs[index] as unknown as Result), row.restkit(ours)]).toEqual(row.expected);
  });
});
