// The project of a user who puts the companion in @octokit/endpoint's place as its README says:
// a package.json that depends on @octokit/rest and octokit and has
// `"overrides": { "@octokit/endpoint": "file:<tarball of npm pack --workspace packages/octokit-endpoint>" }`,
// installed with `npm install`. Run by octokit-sdk.spec.ts:
//
//   node consumer-project.mjs <empty directory>
//
// It prints one JSON document: the tarball, the time `npm install` took, and what
// `npm ls @octokit/endpoint` says there.
//
// The project starts with a package-lock.json cut from the root's: the entries of @octokit/rest,
// octokit and everything they load, at the same paths and versions (the real @octokit/endpoint
// among them, as in the lockfile of a project that adds the override later), and the entries of
// the companion's own dependencies. So npm resolves no version again (the two runs of the spec
// differ in @octokit/endpoint only) and downloads no package: the root's `npm ci` put every
// tarball in its cache (npm may still ask the registry for the packages' metadata, as the root's
// `npm ci` does, when a lockfile names no tarball URL). The override names the tarball by its
// absolute path: with a lockfile, npm 11 reads a relative `file:` override from the folder of the
// package that depends on it (node_modules/@octokit/request/), where there is no tarball.
import { execFileSync } from "node:child_process";
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, "../..");
const SDKS = ["@octokit/rest", "octokit"];
// What the application needs beside the packages: it is run from the project's directory, so
// that `import "octokit"` resolves in the project's node_modules.
const APP_FILES = ["sdk-app.mjs", "outcomes.mjs", "recording-server.mjs"];

/** The path of the package `name` as Node finds it from the package at `from` ("" for the root). */
export function locate(packages, from, name) {
  for (let base = from; ;) {
    const candidate = base === "" ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages[candidate] !== undefined) return candidate;
    if (base === "") return undefined;
    const index = base.lastIndexOf("node_modules/");
    base = index <= 0 ? "" : base.slice(0, index - 1);
  }
}

const ROOT_FLAGS = new Set(["dev", "devOptional", "peer"]);

/** The root lockfile's entries that `names` (dependencies of the root) load, by path. */
export function lockedClosure(packages, names) {
  const kept = {};
  const queue = names.map((name) => {
    const found = locate(packages, "", name);
    if (found === undefined) throw new Error(`${name} is not in the root lockfile`);
    return found;
  });
  while (queue.length > 0) {
    const at = queue.pop();
    if (kept[at] !== undefined) continue;
    const entry = packages[at];
    if (entry.link) throw new Error(`${at} is a link in the root lockfile`);
    // The flags say how the root needs a package (dev, peer…); npm works them out again here.
    kept[at] = Object.fromEntries(Object.entries(entry).filter(([key]) => !ROOT_FLAGS.has(key)));
    const optional = new Set([
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    ]);
    const needed = { ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys(needed)) {
      const found = locate(packages, at, name);
      if (found !== undefined) queue.push(found);
      else if (!optional.has(name)) throw new Error(`${at} needs ${name}, which the root lockfile does not hold`);
    }
  }
  return Object.fromEntries(Object.entries(kept).sort(([a], [b]) => a.localeCompare(b)));
}

// npm started from a script (`npm test`) passes its own settings down as npm_* variables; the
// project's npm reads only the user's: where its cache and registry are, and how to reach it.
function npmEnvironment() {
  const kept = new Set(["npm_config_cache", "npm_config_registry", "npm_config_userconfig", "npm_config_cafile"]);
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) || kept.has(name.toLowerCase())),
  );
}

const npm = (directory, args) =>
  execFileSync("npm", args, {
    cwd: directory,
    env: npmEnvironment(),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 16 * 1024 * 1024,
  });

function makeConsumerProject(directory) {
  const [packed] = JSON.parse(
    npm(ROOT, ["pack", "--workspace", "packages/octokit-endpoint", "--pack-destination", directory, "--json"]),
  );
  const rootLock = JSON.parse(readFileSync(path.join(ROOT, "package-lock.json"), "utf8"));
  const companion = JSON.parse(readFileSync(path.join(ROOT, "packages/octokit-endpoint/package.json"), "utf8"));
  const packages = lockedClosure(rootLock.packages, [...SDKS, ...Object.keys(companion.dependencies ?? {})]);
  const dependencies = Object.fromEntries(SDKS.map((name) => [name, packages[`node_modules/${name}`].version]));
  const manifest = {
    name: "octokit-stack-consumer",
    version: "1.0.0",
    private: true,
    type: "module",
    dependencies,
    overrides: { "@octokit/endpoint": `file:${path.join(directory, packed.filename)}` },
  };
  writeFileSync(path.join(directory, "package.json"), JSON.stringify(manifest, null, 2) + "\n");
  const lock = {
    name: manifest.name,
    version: manifest.version,
    lockfileVersion: 3,
    requires: true,
    packages: { "": { name: manifest.name, version: manifest.version, dependencies }, ...packages },
  };
  writeFileSync(path.join(directory, "package-lock.json"), JSON.stringify(lock, null, 2) + "\n");
  for (const file of APP_FILES) copyFileSync(path.join(HERE, file), path.join(directory, file));

  const started = performance.now();
  npm(directory, ["install", "--prefer-offline", "--no-audit", "--no-fund"]);
  const installMs = Math.round(performance.now() - started);
  const ls = JSON.parse(npm(directory, ["ls", "@octokit/endpoint", "--json"]));
  return {
    directory,
    tarball: { filename: packed.filename, files: packed.files.map((file) => file.path) },
    dependencies,
    installMs,
    ls,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const directory = process.argv[2];
  if (!directory) throw new Error("usage: node consumer-project.mjs <empty directory>");
  process.stdout.write(JSON.stringify(makeConsumerProject(path.resolve(directory)), null, 1) + "\n");
}
