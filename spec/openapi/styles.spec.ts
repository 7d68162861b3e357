import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RequestOptionsInit } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { thrown } from "../support/thrown";

// The "Style Examples" tables of OpenAPI 3.1.2 and 3.2.0, read from the specification's own text:
// 3.1.2 is the last 3.1 patch release, which corrected 3.1.0's label and percent-encoding entries;
// 3.2.0 adds the cookie style and says explode has no effect on deepObject (its row's explode is
// n/a). Each cell is one parameter `color` written in one style; "n/a" cells must be refused,
// never guessed, but for those this library defines (DEFINED_HERE).
const fixture = (version: string) =>
  readFileSync(join(__dirname, `../fixtures/openapi-style-examples/style-examples-${version}.md`), "utf8");
const VALUES = {
  // The table's "undefined" column is what RFC 6570 writes for an empty value.
  undefined: "",
  string: "blue",
  array: ["blue", "black", "brown"],
  object: { R: 100, G: 200, B: 150 },
} as const;
const COLUMNS = Object.keys(VALUES) as Array<keyof typeof VALUES>;
const PATH_STYLES = new Set(["matrix", "label", "simple"]);
// The n/a cells this library writes, each by a decision of its own: deepObject on a list with
// brackets, as Stripe writes `expand` (issue 55), deepObject without explode as with it, as
// 3.2.0 says (explode has no effect on deepObject), and a scalar for deepObject as a form field,
// `name=value` (Stripe's `billing_cycle_anchor` takes an object or "now"; the empty string too).
const DEFINED_HERE: Readonly<Record<string, string>> = {
  "deepObject false undefined": "color=",
  "deepObject true undefined": "color=",
  "deepObject false string": "color=blue",
  "deepObject true string": "color=blue",
  "deepObject false array": "color%5B%5D=blue&color%5B%5D=black&color%5B%5D=brown",
  "deepObject true array": "color%5B%5D=blue&color%5B%5D=black&color%5B%5D=brown",
  "deepObject false object": "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150",
};

interface Cell {
  style: string;
  explode: boolean;
  column: keyof typeof VALUES;
  /** What the table writes: `undefined` for n/a. */
  tabled: string | undefined;
  /** What the library writes: the table's text, or DEFINED_HERE's for an n/a cell; `undefined`: refused. */
  expected: string | undefined;
}

// A row whose explode is n/a (3.2.0's deepObject) is a cell for each explode.
function tableCells(table: string): Cell[] {
  const rows = table.split("\n").filter((line) => /^\| [a-zA-Z]+(<\/span>)? \| (true|false|_n\/a_) \|/.test(line));
  return rows.flatMap((row) => {
    const cells = row
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.replace(/<[^>]+>/g, "").trim());
    const [style, explode, ...written] = cells;
    const explodes = explode === "_n/a_" ? [false, true] : [explode === "true"];
    return explodes.flatMap((exploded) =>
      COLUMNS.map((column, index) => {
        const text = written[index]!;
        const tabled = text === "_n/a_" ? undefined : text === "_empty_" ? "" : text;
        return {
          style: style!,
          explode: exploded,
          column,
          tabled,
          expected: tabled ?? DEFINED_HERE[`${style} ${exploded} ${column}`],
        };
      }),
    );
  });
}

// One operation whose parameter `color` has the cell's style: in the path for the path styles, a
// cookie for the cookie style, in the query for the others. In the path it follows a literal in
// its segment, as a lone "." segment (label style, empty value) is a dot segment, which the
// library refuses on every route.
function configFor(style: string, explode: boolean) {
  const place = PATH_STYLES.has(style) ? "path" : style === "cookie" ? "cookie" : "query";
  return fromOpenAPI({
    openapi: "3.1.0",
    info: { title: "Colors", version: "1" },
    servers: [{ url: "https://api.colors.test" }],
    paths: {
      [place === "path" ? "/colors/paint{color}" : "/colors"]: {
        get: {
          operationId: "paint",
          parameters: [{ name: "color", in: place, required: place === "path", style, explode, schema: {} }],
          responses: { "204": { description: "painted" } },
        },
      },
    },
  });
}

function written(style: string, options: RequestOptionsInit): string {
  if (style === "cookie") return String(options.headers.cookie ?? "");
  const { pathname, search } = new URL(options.url);
  return PATH_STYLES.has(style) ? pathname.slice("/colors/paint".length) : search.slice(1);
}

function eachCell(cells: Cell[]): void {
  it.each(
    cells.filter((cell) => cell.expected !== undefined).map((cell) => [cell.style, cell.explode, cell.column, cell]),
  )("%s, explode %p, %s value: written as the table says", (style, explode, _, cell) => {
    const options = configFor(style, explode).build("paint", { color: VALUES[cell.column] });
    expect(written(style, options)).toBe(cell.expected);
  });

  it.each(
    cells.filter((cell) => cell.expected === undefined).map((cell) => [cell.style, cell.explode, cell.column, cell]),
  )("%s, explode %p, %s value: n/a, refused", (style, explode, _, cell) => {
    const error = thrown(() => configFor(style, explode).build("paint", { color: VALUES[cell.column] }));
    expect(error).toMatchObject({ name: expect.stringMatching(/Error$/), code: expect.stringMatching(/^ERR_/) });
    expect(error.message).toContain("color");
  });
}

const definedHere = (cells: Cell[]) =>
  cells
    .filter((cell) => cell.tabled === undefined && cell.expected !== undefined)
    .map((cell) => `${cell.style} ${cell.explode} ${cell.column}`);

describe("OpenAPI 3.1.2's style examples, each cell", () => {
  const cells = tableCells(fixture("3.1.2"));

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

  it("reads all 14 rows of the table (56 cells), and writes seven n/a cells as this library defines them", () => {
    expect(cells).toHaveLength(56);
    expect(definedHere(cells)).toEqual([
      "deepObject false undefined",
      "deepObject false string",
      "deepObject false array",
      "deepObject false object",
      "deepObject true undefined",
      "deepObject true string",
      "deepObject true array",
    ]);
  });

  eachCell(cells);
});

describe("OpenAPI 3.2.0's style examples, each cell", () => {
  const cells = tableCells(fixture("3.2.0"));

  it("reads all 15 rows of the table (60 cells), deepObject's for each explode, and defines its scalar and array cells", () => {
    expect(cells).toHaveLength(64);
    expect(new Set(cells.map((cell) => cell.style)).size).toBe(8);
    expect(definedHere(cells)).toEqual([
      "deepObject false undefined",
      "deepObject false string",
      "deepObject false array",
      "deepObject true undefined",
      "deepObject true string",
      "deepObject true array",
    ]);
  });

  it("differs from 3.1.2's only in deepObject's row and the new cookie rows", () => {
    const key = (cell: Cell) => `${cell.style} ${cell.explode} ${cell.column} ${cell.tabled}`;
    const older = new Set(tableCells(fixture("3.1.2")).map(key));
    const changed = cells
      .filter((cell) => !older.has(key(cell)))
      .map((cell) => `${cell.style} ${cell.explode} ${cell.column}`);
    expect(changed).toEqual([
      "deepObject false object",
      ...["false", "true"].flatMap((explode) => COLUMNS.map((column) => `cookie ${explode} ${column}`)),
    ]);
  });

  eachCell(cells);
});
