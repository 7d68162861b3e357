// Builds @restkit/octokit-endpoint: dist/index.mjs and dist/index.cjs with their declarations.
// The main package's classes (lib/) are compiled in, with immer inlined in its production form
// as the main build does it; rfc6570-uri-template and @octokit/types stay dependencies.
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import typescript from "@rollup/plugin-typescript";
import { resolve } from "node:path";
import { dts } from "rollup-plugin-dts";
import { immerInstancePure, productionEnv } from "../../rollup.config.mjs";
import pkg from "./package.json" with { type: "json" };

const here = import.meta.dirname;
const at = (path) => resolve(here, path);
const dependencies = Object.keys(pkg.dependencies);
const isDependency = (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));
const tsconfig = at("tsconfig.json");
const sourceMaps = { sourcemap: true, sourcemapExcludeSources: true };

export default [
  {
    input: at("src/index.ts"),
    external: isDependency,
    plugins: [
      // Only `version` of either manifest reaches the output.
      json({ preferConst: true, compact: true }),
      nodeResolve(),
      productionEnv(),
      immerInstancePure(),
      typescript({ tsconfig, noEmit: false, declaration: false, outDir: at("dist") }),
    ],
    output: [
      { file: at("dist/index.mjs"), format: "es", ...sourceMaps },
      { file: at("dist/index.cjs"), format: "cjs", ...sourceMaps, exports: "named" },
    ],
  },
  {
    input: at("src/index.ts"),
    external: isDependency,
    plugins: [dts({ tsconfig })],
    output: [
      { file: at("dist/index.d.mts"), format: "es" },
      { file: at("dist/index.d.cts"), format: "es" },
    ],
  },
];
