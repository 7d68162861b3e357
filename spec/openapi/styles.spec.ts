import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fromOpenAPI } from "../../lib/openapi";
import { thrown } from "../support/thrown";

// OpenAPI 3.1.2's "Style Examples" table, read from the specification's own text: 3.1.2 is the
// last 3.1 patch release, which corrected 3.1.0's label and percent-encoding entries. Each cell
// is one parameter `color` written in one style; "n/a" cells must be refused, never guessed.
const TABLE = readFileSync(join(__dirname, "../fixtures/openapi-style-examples/style-examples-3.1.2.md"), "utf8");
const VALUES = {
  // The table's "undefined" column is what RFC 6570 writes for an empty value.
  undefined: "",
  string: "blue",
  array: ["blue", "black", "brown"],
  object: { R: 100, G: 200, B: 150 },
} as const;
const COLUMNS = Object.keys(VALUES) as Array<keyof typeof VALUES>;
const PATH_STYLES = new Set(["matrix", "label", "simple"]);

interface Cell {
  style: string;
  explode: boolean;
  column: keyof typeof VALUES;
  expected: string | undefined;
}

function tableCells(): Cell[] {
  const rows = TABLE.split("\n").filter((line) => /^\| [a-zA-Z]+(<\/span>)? \| (true|false) \|/.test(line));
  return rows.flatMap((row) => {
    const cells = row
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.replace(/<[^>]+>/g, "").trim());
    const [style, explode, ...written] = cells;
    return COLUMNS.map((column, index) => {
      const text = written[index]!;
      return {
        style: style!,
        explode: explode === "true",
        column,
        expected: text === "_n/a_" ? undefined : text === "_empty_" ? "" : text,
      };
    });
  });
}

// One operation whose parameter `color` has the cell's style: in the path for the path styles,
// in the query for the others. In the path it follows a literal in its segment, as a lone "."
// segment (label style, empty value) is a dot segment, which the library refuses on every route.
function configFor(style: string, explode: boolean) {
  const inPath = PATH_STYLES.has(style);
  return fromOpenAPI({
    openapi: "3.1.0",
    info: { title: "Colors", version: "1" },
    servers: [{ url: "https://api.colors.test" }],
    paths: {
      [inPath ? "/colors/paint{color}" : "/colors"]: {
        get: {
          operationId: "paint",
          parameters: [{ name: "color", in: inPath ? "path" : "query", required: inPath, style, explode, schema: {} }],
          responses: { "204": { description: "painted" } },
        },
      },
    },
  });
}

function written(style: string, url: string): string {
  const { pathname, search } = new URL(url);
  return PATH_STYLES.has(style) ? pathname.slice("/colors/paint".length) : search.slice(1);
}

describe("OpenAPI 3.1.2's style examples, each cell", () => {
  const cells = tableCells();

  it("refuses a label parameter's empty value that would make a dot segment", () => {
    const config = fromOpenAPI({
      openapi: "3.1.0",
      info: { title: "Colors", version: "1" },
      servers: [{ url: "https://api.colors.test" }],
      paths: {
        "/colors/{color}": {
          get: {
            operationId: "paint",
            parameters: [{ name: "color", in: "path", required: true, style: "label", schema: {} }],
            responses: {},
          },
        },
      },
    });
    expect(thrown(() => config.build("paint", { color: "" }))).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
  });

  it("reads all 14 rows of the table (56 cells)", () => {
    expect(cells).toHaveLength(56);
  });

  it.each(
    cells.filter((cell) => cell.expected !== undefined).map((cell) => [cell.style, cell.explode, cell.column, cell]),
  )("%s, explode %p, %s value: written as the table says", (style, explode, _, cell) => {
    const options = configFor(style, explode).build("paint", { color: VALUES[cell.column] });
    expect(written(style, options.url)).toBe(cell.expected);
  });

  it.each(
    cells.filter((cell) => cell.expected === undefined).map((cell) => [cell.style, cell.explode, cell.column, cell]),
  )("%s, explode %p, %s value: n/a, refused", (style, explode, _, cell) => {
    const error = thrown(() => configFor(style, explode).build("paint", { color: VALUES[cell.column] }));
    expect(error).toMatchObject({ name: expect.stringMatching(/Error$/), code: expect.stringMatching(/^ERR_/) });
    expect(error.message).toContain("color");
  });
});
