import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { checkSync } from "recheck";
import ts from "typescript";
import { EndpointConfig, EndpointError, endpoint } from "../../lib";
import { StepCounter } from "../support/count-steps";

// The sizes the issue asks for; each input must be handled (or refused) at this size.
const HOSTILE_SIZE = 200_000;
// Step ratios are taken at smaller sizes: V8's 32-bit block counters would saturate on the
// billions of steps a quadratic bug makes at 200,000 characters and hide it.
const RATIO_SIZE = 20_000;

// Each hostile input is built at two sizes; linear work doubles, quadratic quadruples.
const hostile: Array<[string, (size: number) => void]> = [
  [
    "an accept header of letters, with previews and a format",
    (n) =>
      endpoint("GET /", {
        headers: { accept: `application/vnd.github.${"a".repeat(n)}` },
        mediaType: { previews: ["p"], format: "raw" },
      }),
  ],
  [
    "an accept header of dashes, with previews and a format",
    (n) =>
      endpoint("GET /", {
        headers: { accept: `application/vnd.github.${"-".repeat(n)}+json` },
        mediaType: { previews: ["p"], format: "raw" },
      }),
  ],
  [
    "an accept header of many short preview tokens",
    (n) => endpoint("GET /", { headers: { accept: "x-preview,".repeat(n / 10) }, mediaType: { previews: ["p"] } }),
  ],
  [
    "an accept header of repeated -preview",
    (n) =>
      endpoint("GET /", {
        headers: { accept: `application/vnd.github.${"-preview".repeat(n / 8)}` },
        mediaType: { previews: ["p"] },
      }),
  ],
  ["many :a in a route, with dotted values", (n) => endpoint(`GET /${":a/".repeat(n / 3)}`, { a: "x.y" })],
  ["many :a without slashes", (n) => endpoint(`GET /${":a".repeat(n / 2)}`, { a: 1 })],
  ["many { in a route", (n) => endpoint(`GET /${"{".repeat(n)}`)],
  ["many {a} expressions", (n) => endpoint(`GET /${"{a}".repeat(n / 3)}`, { a: "." })],
  ["long whitespace inside a route", (n) => endpoint(`GET${" ".repeat(n)}/x`)],
  ["a route of whitespace only", (n) => endpoint(" ".repeat(n))],
  ["long q", (n) => endpoint("GET /search/issues", { q: "a+".repeat(n / 2) })],
  ["a long literal that needs encoding", (n) => endpoint(`GET /${"ü ".repeat(n / 2)}`)],
  [
    "a long base URL of slashes",
    (n) =>
      new EndpointConfig({ allowAbsoluteUrls: false })
        .with({ baseUrl: `https://x${"/".repeat(n)}` })
        .build("GET https://y/"),
  ],
  [
    "many parameters filling many placeholders",
    (n) => {
      const names = Array.from({ length: n / 20 }, (_, index) => `p${index}`);
      endpoint(
        `GET /${names.map((name) => `{${name}}`).join("/")}`,
        Object.fromEntries(names.map((name) => [name, name])),
      );
    },
  ],
];

function runGuarded(action: () => void): void {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(EndpointError);
  }
}

describe("linear time on hostile input", () => {
  const counter = new StepCounter();
  beforeAll(() => counter.start());
  afterAll(() => counter.stop());

  it.each(hostile)(
    "%s: handled at 200,000 characters, and the work at most about doubles when the input doubles",
    async (_, run) => {
      runGuarded(() => run(HOSTILE_SIZE));
      const single = await counter.count(() => runGuarded(() => run(RATIO_SIZE)));
      const double = await counter.count(() => runGuarded(() => run(2 * RATIO_SIZE)));
      expect(single).toBeGreaterThan(0);
      expect(double / single).toBeLessThan(2.5);
    },
  );
});

describe("regular expressions in lib/", () => {
  const literals = libFiles().flatMap((file) => regexLiterals(file).map((literal) => [file, literal] as const));

  it("are found", () => {
    expect(literals.length).toBeGreaterThan(10);
  });

  it.each(literals)("%s: %s cannot backtrack super-linearly (recheck)", (_, literal) => {
    const end = literal.lastIndexOf("/");
    const result = checkSync(literal.slice(1, end), literal.slice(end + 1));
    expect(result.status).toBe("safe");
  });
});

function libFiles(dir = join(__dirname, "../../lib")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? libFiles(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

function regexLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) found.push(node.text);
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "RegExp") {
      throw new Error(`${file}: build regular expressions as literals so this spec can check them`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
