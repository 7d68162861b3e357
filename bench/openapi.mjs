// `npm run bench:openapi`: the OpenAPI entry point (issue 48) on GitHub's own description.
// - compiling it: compileOpenAPI on the parsed api.github.com.json, and the table's size beside
//   the description's;
// - a described call beside the plain call on the same route and parameters: config.build() of a
//   config from the description, and of a plain EndpointConfig.
// The description (13 MB) comes from @octokit/openapi, fetched once from the npm registry into
// bench/.build/ (too large to be a devDependency every CI run installs).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { do_not_optimize as keep, measure } from "mitata";
import { median } from "./report.mjs";

const OPENAPI_PACKAGE = "@octokit/openapi@23.0.2";
const build = fileURLToPath(new URL("./.build/", import.meta.url));
const require = createRequire(import.meta.url);
const { EndpointConfig } = require(path.join(build, "lib/index.js"));
const { compileOpenAPI, fromOperationTable } = require(path.join(build, "lib/openapi/index.js"));

const text = readFileSync(githubDescription(), "utf8");
const description = JSON.parse(text);
const ROUNDS = 7;

// Compiling: each round on a fresh parse, so that no run reads objects an earlier one touched.
const compileMs = [];
let table;
for (let round = 0; round < ROUNDS; round++) {
  const parsed = JSON.parse(text);
  const start = performance.now();
  table = compileOpenAPI(parsed);
  compileMs.push(performance.now() - start);
}
const tableJson = JSON.stringify(table);
const gzipped = (value) => gzipSync(value, { level: 9 }).length;
console.log(`GitHub's description: ${description.info.version}, ${table.operations.length} operations`);
console.log(`compileOpenAPI: ${median(compileMs).toFixed(1)} ms (median of ${ROUNDS})`);
console.log(
  `sizes: description ${text.length.toLocaleString("en")} bytes (${gzipped(text).toLocaleString("en")} gzipped), ` +
    `table ${tableJson.length.toLocaleString("en")} bytes (${gzipped(tableJson).toLocaleString("en")} gzipped)`,
);
const unserved = table.operations.filter((operation) => operation.unserved !== undefined);
console.log(`operations it cannot serve: ${unserved.length}`);

// Serving the table as a browser would receive it: parsed JSON, copied and frozen by the vendor.
const served = [];
for (let round = 0; round < ROUNDS; round++) {
  const received = JSON.parse(tableJson);
  const start = performance.now();
  fromOperationTable(received);
  served.push(performance.now() - start);
}
console.log(`fromOperationTable: ${median(served).toFixed(1)} ms (median of ${ROUNDS})`);

// The same route and parameters, built plain and as described.
const plain = new EndpointConfig();
const described = fromOperationTable(table);
const CALLS = {
  "GET /repos/{owner}/{repo}/issues": { owner: "octokit", repo: "rest.js", state: "open", per_page: 50 },
  "POST /repos/{owner}/{repo}/issues": {
    owner: "octokit",
    repo: "rest.js",
    title: "Found a bug",
    labels: ["bug", "ui"],
  },
};
const rows = [];
for (const [route, parameters] of Object.entries(CALLS)) {
  const times = { plain: [], described: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, config] of [
      ["plain", plain],
      ["described", described],
    ]) {
      const stats = await measure(() => keep(config.build(route, parameters)), { min_cpu_time: 60e6 });
      times[name].push(stats.p50);
    }
  }
  const ratio = median(times.described.map((value, round) => value / times.plain[round]));
  rows.push({ route, plain: median(times.plain), described: median(times.described), ratio });
}
console.log("\n| route | plain build() | described build() | described / plain |\n|---|---:|---:|---:|");
for (const row of rows) {
  console.log(
    `| ${row.route} | ${row.plain.toFixed(0)} ns | ${row.described.toFixed(0)} ns | ${row.ratio.toFixed(2)}× |`,
  );
}

// The CLI as a new user runs it: one call with --openapi on the description's file, read and
// parsed (JSON as JSON), compiled and built; each round a fresh read, as each run of the CLI is.
const { runCli } = require(path.join(build, "lib/cli/run-cli.js"));
const cliMs = [];
for (let round = 0; round < ROUNDS; round++) {
  const start = performance.now();
  const result = runCli(
    ["GET /repos/{owner}/{repo}/issues", "owner=octokit", "repo=rest.js", "--openapi", githubDescription()],
    {
      readFile: (file) => readFileSync(file),
    },
  );
  cliMs.push(performance.now() - start);
  if (result.exitCode !== 0) throw new Error(`the CLI failed: ${result.stderr}`);
}
console.log(
  `\nCLI, one call with --openapi on the ${(text.length / 1e6).toFixed(1)} MB JSON description: ` +
    `${median(cliMs).toFixed(0)} ms (median of ${ROUNDS})`,
);

// api.github.com.json of @octokit/openapi, fetched with npm once.
function githubDescription() {
  const folder = path.join(build, "github-openapi");
  const file = path.join(folder, "package", "generated", "api.github.com.json");
  if (existsSync(file)) return file;
  mkdirSync(folder, { recursive: true });
  const tarball = execFileSync("npm", ["pack", OPENAPI_PACKAGE, "--silent"], { cwd: folder, encoding: "utf8" }).trim();
  execFileSync("tar", ["-xzf", tarball, "package/generated/api.github.com.json"], { cwd: folder });
  return file;
}
