// Builds the published package:
// - dist/index.mjs and dist/index.cjs: the library, with rfc6570-uri-template (a dependency) left
//   as an import so applications deduplicate it, and immer (a devDependency) inlined in its
//   production form: immer's own entry reads `process.env.NODE_ENV` when it loads, which Deno
//   refuses without --allow-env;
// - dist/index.types.d.ts: the library's declarations, once; dist/index.d.mts and dist/index.d.cts,
//   each one line that re-exports them, are what the exports map names for each module format;
// - dist/cli.mjs: the `restkit-endpoint` command, importing the library from ./index.mjs;
// - dist/restkit-endpoint.browser.min.mjs: one self-contained, minified ES module for a
//   <script type="module"> without a bundler, dependencies inlined.
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { dirname, resolve } from "node:path";
import { dts } from "rollup-plugin-dts";
import { lineSourceMaps } from "./scripts/line-source-maps.mjs";
import pkg from "./package.json" with { type: "json" };

const runtimeDependencies = Object.keys(pkg.dependencies ?? {});
const isRuntimeDependency = (id) => runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));

// lib/cli/*.ts import the library only as "../index" and "../openapi/index", which the CLI build
// links to ./index.mjs and ./openapi.mjs.
const libraryEntries = { [resolve("lib/index")]: "./index.mjs", [resolve("lib/openapi/index")]: "./openapi.mjs" };
const libraryEntryOf = (id, importer) => {
  const path = importer && id.startsWith(".") ? resolve(dirname(importer), id) : id;
  return libraryEntries[path.replace(/\.ts$/, "")];
};
const isLibraryIndex = (id, importer) => libraryEntryOf(id, importer) !== undefined;

// A module of lib/ outside lib/openapi/, which the subpath's declarations import from the main entry.
const openapiFolder = resolve("lib/openapi");
const isCoreModule = (id, importer) => {
  const path = importer && id.startsWith(".") ? resolve(dirname(importer), id) : id;
  return path.startsWith(resolve("lib")) && !path.startsWith(openapiFolder);
};

// lib/version.ts imports `{ version }` from package.json; named exports plus tree-shaking keep
// only that field in the output, never the rest of the manifest.
const packageVersion = () => json({ preferConst: true, compact: true, include: "package.json" });

// The CLI entry is checked against Node's types under its own tsconfig (lib/ proper is not, so
// it cannot reach for Node-only APIs by accident).
const compile = (tsconfig = "./tsconfig.json") =>
  typescript({
    tsconfig,
    include: ["lib/**/*.ts"],
    exclude: ["spec/**"],
    noEmit: false,
    declaration: false,
    removeComments: true,
  });

// immer picks between its development and production code on `process.env.NODE_ENV`, which
// exists in Node and in bundlers but not in a browser loading the file directly, and which Deno
// reads only with --allow-env. Every build inlines immer with that choice made: production.
export const productionEnv = () => ({
  name: "production-env",
  transform(code) {
    if (!code.includes("process.env.NODE_ENV")) return null;
    return { code: code.replaceAll("process.env.NODE_ENV", JSON.stringify("production")), map: null };
  },
});

// immer makes its default instance, and reads `produce` off it, when it loads: a `new` and a
// property read that rollup must keep, and with them all of produce's machinery, though this
// library uses only immer's deep freeze (issue 11: about 3 KB gzipped of the browser bundle).
// immer marks its other exports pure already; marked pure too, these two drop out when unused.
// The build fails if immer stops writing them this way, rather than silently growing.
const IMMER_INSTANCE = /var immer = new (\w+)\(\);\s*var produce = immer\.produce;/;
export const immerInstancePure = () => ({
  name: "immer-instance-pure",
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]immer[\\/]/.test(id)) return null;
    if (!IMMER_INSTANCE.test(code)) this.error(`immer-instance-pure: immer's default instance not found in ${id}`);
    const marked = code.replace(
      IMMER_INSTANCE,
      "var immer = /* @__PURE__ */ new $1();\nvar produce = /* @__PURE__ */ (() => immer.produce)();",
    );
    return { code: marked, map: null };
  },
});

// Maps name the lib/ files and lines without carrying a copy of them: embedded sources were two
// thirds of the unpacked package. Stack traces still resolve; the text is in the repository.
// The readable builds keep one mapping per line (scripts/line-source-maps.mjs): a line of them
// is a line of lib/, and the column-by-column maps were a third of the package (issue 27).
const sourceMaps = { sourcemap: true, sourcemapExcludeSources: true };
// The Node builds stay readable (no mangling, no compression), re-printed with two-space indents
// where TypeScript writes four: about 10% of each file is indentation (issue 27's size limit).
const twoSpaceIndents = () =>
  terser({
    compress: false,
    mangle: false,
    format: { beautify: true, indent_level: 2, comments: false, quote_style: 3 },
  });
const lineMaps = { ...sourceMaps, plugins: [twoSpaceIndents(), lineSourceMaps()] };

// The declarations are written once (dist/index.types.d.ts); each module format's entry only
// re-exports them, so the package carries one copy instead of two (issue 27). Named like the
// other entry files, `index.*`, so package.json's "files" takes it in.
const DECLARATIONS = "index.types";
const declarationEntry = () => ({
  name: "declaration-entries",
  generateBundle() {
    for (const entry of ["index", "openapi"]) {
      for (const extension of ["d.mts", "d.cts"]) {
        const source = `export * from "./${entry === "index" ? DECLARATIONS : "openapi.types"}.js";\n`;
        this.emitFile({ type: "asset", fileName: `${entry}.${extension}`, source });
      }
    }
  },
});

// The two entries of the exports map: "." and "./openapi". Built together, so that they share one
// copy of the library (dist/library.*): the OpenAPI subpath's configs are the main entry's
// EndpointConfig, and an application that imports both carries the classes once.
const ENTRIES = { index: "lib/index.ts", openapi: "lib/openapi/index.ts" };
const sharedChunk = (extension) => ({ entryFileNames: `[name].${extension}`, chunkFileNames: `library.${extension}` });

export default [
  {
    input: ENTRIES,
    external: isRuntimeDependency,
    plugins: [packageVersion(), nodeResolve(), productionEnv(), immerInstancePure(), compile()],
    output: [
      { dir: "dist", format: "es", ...sharedChunk("mjs"), ...lineMaps },
      { dir: "dist", format: "cjs", ...sharedChunk("cjs"), ...lineMaps, exports: "named" },
    ],
  },
  {
    input: ENTRIES.index,
    external: isRuntimeDependency,
    plugins: [dts({ tsconfig: "./tsconfig.json" }), declarationEntry()],
    output: { file: `dist/${DECLARATIONS}.d.ts`, format: "es" },
  },
  // The subpath's declarations name the library's types from the main entry's, so that its
  // EndpointConfig is the one users import (a class with private members is compared by name).
  {
    input: ENTRIES.openapi,
    external: (id, importer) => isRuntimeDependency(id) || isCoreModule(id, importer),
    plugins: [dts({ tsconfig: "./tsconfig.json" })],
    output: {
      file: "dist/openapi.types.d.ts",
      format: "es",
      paths: (id) => (isCoreModule(id) ? `./${DECLARATIONS}.js` : id),
    },
  },
  {
    input: "lib/cli/main.ts",
    // The command shares the published library instead of carrying a second copy of it.
    external: (id, importer) => id.startsWith("node:") || isRuntimeDependency(id) || isLibraryIndex(id, importer),
    plugins: [packageVersion(), compile("./lib/cli/tsconfig.json")],
    output: {
      file: "dist/cli.mjs",
      format: "es",
      ...lineMaps,
      banner: "#!/usr/bin/env node",
      paths: (id) => libraryEntryOf(id) ?? id,
    },
  },
  {
    input: "lib/index.ts",
    plugins: [
      packageVersion(),
      nodeResolve({ browser: true }),
      productionEnv(),
      immerInstancePure(),
      compile(),
      // A second pass finds what the first one made possible: 62 bytes gzipped (20,176 → 20,114).
      terser({ compress: { passes: 2 } }),
    ],
    // No map: one for this minified file is 88 KB, a fifth of the package, past issue 27's size.
    output: { file: "dist/restkit-endpoint.browser.min.mjs", format: "es" },
  },
];
