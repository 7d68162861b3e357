// `npm start` runs this before the CLI: it builds with rollup only when the files the CLI runs
// (package.json's `bin` and the ES module entry it imports) are missing or older than what they
// are built from. A rollup build takes seconds; the check takes milliseconds, so the README's
// try-it command answers at once from the second run on, and a fresh clone still builds.
//
//   node scripts/build-if-stale.mjs            build when stale
//   node scripts/build-if-stale.mjs --dry-run  only say whether it would build
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

// Everything the build reads besides node_modules, whose changes come with package-lock.json.
const SOURCES = ["lib", "package.json", "package-lock.json", "rollup.config.mjs", "tsconfig.json"];

const pkg = JSON.parse(readFileSync("package.json", "utf8"));
const outputs = [...Object.values(pkg.bin ?? {}), pkg.exports?.["."]?.import?.default].filter(Boolean);

const mtimeOf = (path) => statSync(path, { throwIfNoEntry: false })?.mtimeMs;

function newestSource() {
  let newest = { path: "", mtime: -Infinity };
  // Files only: a directory's time moves with every editor swap file written into it.
  const consider = (path) => {
    const stats = statSync(path, { throwIfNoEntry: false });
    if (stats?.isDirectory()) {
      for (const entry of readdirSync(path, { recursive: true })) consider(join(path, entry));
    } else if (stats !== undefined && stats.mtimeMs > newest.mtime) newest = { path, mtime: stats.mtimeMs };
  };
  for (const source of SOURCES) consider(source);
  return newest;
}

// Why a build is needed, or undefined when every output is newer than every source.
function staleness() {
  const missing = outputs.find((output) => mtimeOf(output) === undefined);
  if (missing !== undefined) return `${missing} is missing`;
  const source = newestSource();
  const older = outputs.find((output) => mtimeOf(output) < source.mtime);
  return older === undefined ? undefined : `${source.path} is newer than ${older}`;
}

const reason = staleness();
if (process.argv.includes("--dry-run")) {
  console.log(reason === undefined ? "up to date" : `stale: ${reason}`);
} else if (reason !== undefined) {
  console.error(`${reason}: building (npm run build) …`);
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    stdio: "inherit",
    shell: process.platform === "win32",
  });
  process.exitCode = build.status ?? 1;
}
