// An application that both imports and requires the package loads two copies of it
// (dist/index.mjs and dist/index.cjs). An error thrown by either copy must be `instanceof` the
// EndpointError and the subclass for its code of both (issue 12). Checked in one Node process
// that loads both builds, with a real failing call for every code.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ErrorCodes } from "../../lib";

const root = join(__dirname, "..", "..");

// The class of each code, as docs/errors.md lists them.
const CLASS_OF_CODE: Record<string, string> = {
  [ErrorCodes.INVALID_ROUTE]: "InvalidRouteError",
  [ErrorCodes.INVALID_OPTIONS]: "InvalidOptionsError",
  [ErrorCodes.INVALID_METHOD]: "InvalidMethodError",
  [ErrorCodes.INVALID_TEMPLATE]: "InvalidTemplateError",
  [ErrorCodes.INVALID_HEADER]: "InvalidHeaderError",
  [ErrorCodes.INVALID_PARAMETER]: "InvalidParameterError",
  [ErrorCodes.MISSING_PARAMETER]: "MissingParameterError",
  [ErrorCodes.ABSOLUTE_URL]: "AbsoluteUrlError",
};
const CLASSES = ["EndpointError", ...Object.values(CLASS_OF_CODE)];

// Runs in a separate Node process: jest's module system would not load the .mjs build.
const PROBE = `
import { createRequire } from "node:module";
const copies = {
  cjs: createRequire(process.cwd() + "/")("./dist/index.cjs"),
  esm: await import(process.cwd() + "/dist/index.mjs"),
};
const CLASSES = ${JSON.stringify(CLASSES)};
// One real failing call per code (the examples of docs/errors.md).
const failures = ({ endpoint, EndpointConfig }) => [
  () => endpoint(42),
  () => endpoint("GET /", "page=1"),
  () => endpoint({ method: "GET /x", url: "/" }),
  () => endpoint("GET /repos/{owner"),
  () => endpoint("GET /", { headers: { "x-a": "1\\r\\nx-b: 2" } }),
  () => endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: ".." }),
  () => new EndpointConfig({ strict: true }).build("GET /orgs/{org}"),
  () => new EndpointConfig({ allowAbsoluteUrls: false }).build("GET https://evil.example/"),
];
const caught = (fail) => { try { fail(); } catch (error) { return error; } throw new Error("did not throw"); };
const results = [];
for (const [from, copy] of Object.entries(copies)) {
  for (const error of failures(copy).map(caught)) {
    for (const [against, other] of Object.entries(copies)) {
      for (const name of CLASSES) results.push({ from, code: error.code, against, name, instance: error instanceof other[name] });
    }
  }
}
// Not every object with a code is an EndpointError, and an application's own subclass keeps
// ordinary instanceof.
class AppError extends copies.esm.InvalidRouteError {}
const foreign = caught(() => copies.cjs.endpoint(42));
const own = new AppError("mine");
const others = {
  lookalike: { code: "ERR_INVALID_ROUTE", name: "InvalidRouteError", message: "x" } instanceof copies.cjs.InvalidRouteError,
  plainError: new Error("x") instanceof copies.cjs.EndpointError,
  nullValue: copies.cjs.EndpointError[Symbol.hasInstance](null),
  foreignIsAppError: foreign instanceof AppError,
  appErrorIsOtherCopys: own instanceof copies.cjs.InvalidRouteError && own instanceof copies.cjs.EndpointError,
  appErrorIsNotOtherCode: own instanceof copies.cjs.InvalidOptionsError,
};
console.log(JSON.stringify({ results, others }));
`;

describe("errors of the ES module and CommonJS copies", () => {
  const { results, others } = JSON.parse(
    execFileSync(process.execPath, ["--input-type=module", "-e", PROBE], { cwd: root, encoding: "utf8" }),
  ) as {
    results: { from: string; code: string; against: string; name: string; instance: boolean }[];
    others: Record<string, boolean>;
  };

  it("throws one error per code from each copy", () => {
    const codes = new Set(results.map((result) => `${result.from} ${result.code}`));
    expect(codes.size).toBe(2 * Object.keys(CLASS_OF_CODE).length);
  });

  it("are instanceof EndpointError and the class of their code in both copies, and of no other class", () => {
    const wrong = results.filter(
      ({ code, name, instance }) => instance !== (name === "EndpointError" || CLASS_OF_CODE[code] === name),
    );
    expect(wrong).toEqual([]);
    // Across copies in both directions, not only within one.
    expect(results.filter((r) => r.from !== r.against && r.instance).length).toBe(
      2 * 2 * Object.keys(CLASS_OF_CODE).length,
    );
  });

  it("keep other objects out and an application's own subclasses ordinary", () => {
    expect(others).toEqual({
      lookalike: false,
      plainError: false,
      nullValue: false,
      foreignIsAppError: false,
      appErrorIsOtherCopys: true,
      appErrorIsNotOtherCode: false,
    });
  });
});
