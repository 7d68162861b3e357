// Builds the published package:
// - dist/index.mjs + dist/index.d.mts and dist/index.cjs + dist/index.d.cts: the library, with
//   immer and rfc6570-uri-template left as imports so applications deduplicate them;
// - dist/restkit-endpoint.browser.min.mjs: one self-contained, minified ES module for a
//   <script type="module"> without a bundler, dependencies inlined.
import json from "@rollup/plugin-json";
import { nodeResolve } from "@rollup/plugin-node-resolve";
import terser from "@rollup/plugin-terser";
import typescript from "@rollup/plugin-typescript";
import { dts } from "rollup-plugin-dts";
import pkg from "./package.json" with { type: "json" };

const runtimeDependencies = Object.keys(pkg.dependencies ?? {});
const isRuntimeDependency = (id) => runtimeDependencies.some((name) => id === name || id.startsWith(`${name}/`));

// lib/version.ts imports `{ version }` from package.json; named exports plus tree-shaking keep
// only that field in the output, never the rest of the manifest.
const packageVersion = () => json({ preferConst: true, compact: true, include: "package.json" });

const compile = (tsconfig = "./tsconfig.json") =>
  typescript({ tsconfig, include: ["lib/**/*.ts"], exclude: ["spec/**"], noEmit: false, declaration: false });

// immer picks between its development and production code on `process.env.NODE_ENV`, which
// exists in Node and in bundlers but not in a browser loading the file directly.
const productionEnv = () => ({
  name: "production-env",
  transform(code) {
    if (!code.includes("process.env.NODE_ENV")) return null;
    return { code: code.replaceAll("process.env.NODE_ENV", JSON.stringify("production")), map: null };
  },
});

export default [
  {
    input: "lib/index.ts",
    external: isRuntimeDependency,
    plugins: [packageVersion(), compile()],
    output: [
      { file: "dist/index.mjs", format: "es", sourcemap: true },
      { file: "dist/index.cjs", format: "cjs", sourcemap: true, exports: "named" },
    ],
  },
  {
    input: "lib/index.ts",
    external: isRuntimeDependency,
    plugins: [dts({ tsconfig: "./tsconfig.json" })],
    output: [
      { file: "dist/index.d.mts", format: "es" },
      { file: "dist/index.d.cts", format: "es" },
    ],
  },
  {
    input: "lib/index.ts",
    plugins: [packageVersion(), nodeResolve({ browser: true }), productionEnv(), compile(), terser()],
    output: { file: "dist/restkit-endpoint.browser.min.mjs", format: "es", sourcemap: true },
  },
];
