import { EndpointError } from "../../lib";
import { parseArgs } from "../../lib/cli/parse-args";

function errorOf(argv: string[]): EndpointError {
  try {
    parseArgs(argv);
  } catch (error) {
    if (error instanceof EndpointError) return error;
    throw error;
  }
  throw new Error(`parseArgs(${JSON.stringify(argv)}) did not throw`);
}

describe("parseArgs", () => {
  it("reads the route and key=value parameters, parsing JSON-looking values", () => {
    expect(parseArgs(["GET /orgs/{org}/repos", "org=octokit", "per_page=100", 'labels=["a","b"]', "q=a=b"])).toEqual({
      help: false,
      version: false,
      allowMissing: false,
      route: "GET /orgs/{org}/repos",
      parameters: { org: "octokit", per_page: 100, labels: ["a", "b"], q: "a=b" },
      headers: {},
      previews: [],
      output: "json",
    });
  });

  it("reads headers, base URL, format, previews and the output choice, in either option form", () => {
    const command = parseArgs([
      "/repos/{owner}/{repo}",
      "-H",
      "Authorization: token a:b",
      "--header=X-Trace:  1 ",
      "--base-url",
      "https://ghe.example/api/v3",
      "--format=raw",
      "--preview",
      "mercy",
      "--preview=squirrel-girl",
      "--curl",
    ]);
    expect(command).toMatchObject({
      route: "/repos/{owner}/{repo}",
      headers: { Authorization: "token a:b", "X-Trace": "1" },
      baseUrl: "https://ghe.example/api/v3",
      format: "raw",
      previews: ["mercy", "squirrel-girl"],
      output: "curl",
    });
  });

  it("tells inline --data text from an @file", () => {
    expect(parseArgs(["POST /x", "--data", '{"a":1}']).data).toEqual({ text: '{"a":1}' });
    expect(parseArgs(["POST /x", "-d", "@body.json"]).data).toEqual({ file: "body.json" });
    expect(parseArgs(["POST /x", "--data=@-"]).data).toEqual({ file: "-" });
  });

  it("treats everything after -- as positional", () => {
    expect(parseArgs(["GET /search/issues", "--", "q=--draft"]).parameters).toEqual({ q: "--draft" });
  });

  it("reads --allow-missing", () => {
    expect(parseArgs(["GET /repos/{owner}/{repo}", "--allow-missing"]).allowMissing).toBe(true);
  });

  it("rejects a --base-url that is not an absolute http(s) URL, naming it", () => {
    expect(errorOf(["GET /x", "--base-url", "not a url"])).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: expect.stringContaining('--base-url "not a url"'),
    });
    expect(errorOf(["GET /x", "--base-url="]).message).toContain('--base-url ""');
  });

  it("rejects a value meant as JSON that does not parse, naming the parameter", () => {
    expect(errorOf(["POST /x", 'labels=["a",'])).toMatchObject({
      code: "ERR_INVALID_PARAMETER",
      message: expect.stringContaining('"labels"'),
    });
  });

  it("accepts --help and --version without a route", () => {
    expect(parseArgs(["--help"]).help).toBe(true);
    expect(parseArgs(["-v"]).version).toBe(true);
  });

  it("rejects a missing route", () => {
    expect(errorOf([])).toMatchObject({ code: "ERR_INVALID_ROUTE", message: expect.stringMatching(/Missing route/) });
  });

  it("rejects a parameter without =, naming it", () => {
    expect(errorOf(["GET /x", "org"])).toMatchObject({
      code: "ERR_INVALID_PARAMETER",
      message: 'Invalid parameter "org": expected key=value',
    });
    expect(errorOf(["GET /x", "=v"]).code).toBe("ERR_INVALID_PARAMETER");
  });

  it("rejects a header without a name, naming it", () => {
    expect(errorOf(["GET /x", "-H", "no colon"])).toMatchObject({
      code: "ERR_INVALID_HEADER",
      message: expect.stringContaining('"no colon"'),
    });
  });

  it("rejects unknown options, missing option values and two output formats", () => {
    expect(errorOf(["GET /x", "--bogus"])).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: expect.stringContaining('"--bogus"'),
    });
    expect(errorOf(["GET /x", "--base-url"]).message).toMatch(/--base-url needs a value/);
    expect(errorOf(["GET /x", "--curl", "--fetch"]).message).toMatch(/--curl and --fetch/);
  });
});
