// What `npm pack` publishes may not unpack to more than the same job takes in octokit's packages
// (issue 27): @octokit/endpoint 84,062 + @octokit/types 336,393 + universal-user-agent 22,383
// bytes, source maps and both module formats included. npm test builds dist/ before jest runs.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const OCTOKIT_UNPACKED_BYTES = 84_062 + 336_393 + 22_383;
// The OpenAPI entry point (issue 48) has no counterpart in octokit's packages: its own files
// (dist/openapi.*, both module formats with their maps and declarations) and what it costs the
// rest (the library split into a chunk both entries share, the CLI's --openapi) are budgeted
// apart, measured at 103,460 and about 14,000 bytes at issue 48; issues 54 and 55 (the table
// reader and its server rules, OpenAPI 3.2, descriptions in several files, the route-twins rule
// and exact described catalogs) took them to 173,720 and about 25,300. Raise these only on purpose.
const OPENAPI_FILES_BYTES = 175_000;
const OPENAPI_ENTRY_BYTES = 200_000;

interface Packed {
  unpackedSize: number;
  files: { path: string; size: number }[];
}
const pack = (): Packed =>
  (
    JSON.parse(
      execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }),
    ) as [Packed]
  )[0];

describe("the published package", () => {
  let packed: Packed;
  beforeAll(() => {
    packed = pack();
  });

  it(`unpacks to at most octokit's figure, ${OCTOKIT_UNPACKED_BYTES.toLocaleString("en")} bytes, and the OpenAPI entry's ${OPENAPI_ENTRY_BYTES.toLocaleString("en")}`, () => {
    expect(packed.unpackedSize).toBeLessThanOrEqual(OCTOKIT_UNPACKED_BYTES + OPENAPI_ENTRY_BYTES);
  });

  it(`keeps the OpenAPI entry's own files within ${OPENAPI_FILES_BYTES.toLocaleString("en")} bytes`, () => {
    const own = packed.files.filter((file) => file.path.startsWith("dist/openapi."));
    expect(own.map((file) => file.path).sort()).toEqual(
      ["cjs", "cjs.map", "d.cts", "d.mts", "mjs", "mjs.map", "types.d.ts"].map((end) => `dist/openapi.${end}`).sort(),
    );
    expect(own.reduce((sum, file) => sum + file.size, 0)).toBeLessThanOrEqual(OPENAPI_FILES_BYTES);
  });

  it("carries both module formats, their source maps and their declarations", () => {
    const paths = packed.files.map((file) => file.path);
    for (const file of ["index.mjs", "index.cjs", "index.mjs.map", "index.cjs.map", "index.d.mts", "index.d.cts"]) {
      expect(paths).toContain(`dist/${file}`);
    }
  });

  // GitHub's routes come from @octokit/openapi-types (a dependency) through the compiler, so no
  // route literal is written into the package, and the declarations are written once.
  it("writes the declarations once, both module formats' entries re-exporting them", () => {
    const entry = 'export * from "./index.types.js";\n';
    expect(readFileSync(join(root, "dist/index.d.mts"), "utf8")).toBe(entry);
    expect(readFileSync(join(root, "dist/index.d.cts"), "utf8")).toBe(entry);
    const declarations = readFileSync(join(root, "dist/index.types.d.ts"), "utf8");
    expect(declarations).toContain("declare class EndpointConfig");
    // No table of routes (`  "GET /user": {` …), only the types that read `paths`.
    expect(declarations).not.toMatch(/^\s+"[A-Z]+ \/[^"]*": \{$/m);
  });
});
