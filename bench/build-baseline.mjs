// An earlier commit compiled as `npm run bench` compiles this checkout, to run beside it:
// `npm run bench -- --baseline <commit>` (issue 47). The commit is checked out as a detached git
// worktree outside the project, in the system's temporary folder, with this checkout's
// node_modules linked in; `tsc -p bench/tsconfig.json` there leaves its `bench/.build`, which the
// bench loads (its lib/index.js and its companion's index.js). Nothing of it enters this checkout.
// Usage: node bench/build-baseline.mjs <commit>   (prints the path of the build)
import { execFileSync } from "node:child_process";
import { existsSync, lstatSync, mkdirSync, realpathSync, rmSync, statSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const ENTRIES = ["lib/index.js", "packages/octokit-endpoint/src/index.js"];

const git = (args, cwd = root) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: "pipe" }).trim();
const hasEntries = (build) => ENTRIES.every((entry) => existsSync(path.join(build, entry)));

/** Where the worktree of a commit goes: one folder per full commit hash. */
const worktreeOf = (commit) => path.join(os.tmpdir(), "restkit-bench-baseline", commit);

/** The full hash of a commit, tag or branch of this repository. */
function resolveCommit(ref) {
  try {
    return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  } catch {
    throw new Error(`${ref}: no folder by that name, nor a commit of this repository`);
  }
}

/**
 * Checks out `ref` in its worktree (made once, then reused) and compiles it.
 * @param {string} ref a commit, tag or branch
 * @param {{ log?: (line: string) => void }} [options] progress lines (stderr by default)
 * @returns {{ commit: string, build: string }} the full hash and the compiled `bench/.build`
 */
export function buildBaseline(ref, { log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const commit = resolveCommit(ref);
  const worktree = worktreeOf(commit);
  if (headOf(worktree) !== commit) {
    // A folder left by an earlier run that is no worktree at the commit; --force takes the place
    // of a worktree git still lists whose folder has gone.
    rmSync(worktree, { recursive: true, force: true });
    mkdirSync(path.dirname(worktree), { recursive: true });
    log(`git worktree add --detach ${worktree} ${commit.slice(0, 7)}`);
    git(["worktree", "add", "--force", "--detach", worktree, commit]);
  }
  if (!existsSync(path.join(worktree, "bench/tsconfig.json"))) {
    throw new Error(`${commit.slice(0, 7)} has no bench/tsconfig.json: it predates the bench's build`);
  }
  // Its dependencies are this checkout's: the compiler, the types, what the compiled code requires.
  const modules = path.join(worktree, "node_modules");
  if (!existsSync(modules)) {
    if (isSymlink(modules)) rmSync(modules); // a link whose checkout has gone
    symlinkSync(path.join(root, "node_modules"), modules, "dir");
  }
  const build = path.join(worktree, "bench/.build");
  log(`tsc -p bench/tsconfig.json in ${worktree}`);
  execFileSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", "bench/tsconfig.json"], {
    cwd: worktree,
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (!hasEntries(build)) throw new Error(`tsc left no ${ENTRIES.join(" or ")} in ${build}`);
  return { commit, build };
}

function headOf(worktree) {
  if (!existsSync(worktree)) return undefined;
  try {
    return git(["rev-parse", "HEAD"], worktree);
  } catch {
    return undefined;
  }
}

function isSymlink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * What `--baseline` names: a compiled build (a folder holding lib/index.js and the companion's
 * src/index.js), a checkout whose bench/.build is one, or a commit, built here unless built before.
 * @param {string} value
 * @returns {{ label: string, build: string }}
 */
export function resolveBaseline(value) {
  if (existsSync(value) && statSync(value).isDirectory()) {
    const build = [value, path.join(value, "bench/.build")].find(hasEntries);
    if (build === undefined)
      throw new Error(`--baseline ${value}: no ${ENTRIES.join(" and ")} in it or its bench/.build`);
    return { label: value, build: realpathSync(build) };
  }
  const commit = resolveCommit(value);
  const built = path.join(worktreeOf(commit), "bench/.build");
  const label = commit.slice(0, 7);
  return hasEntries(built) ? { label, build: built } : { label, build: buildBaseline(commit).build };
}

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [ref, ...rest] = process.argv.slice(2);
  if (ref === undefined || rest.length > 0) {
    process.stderr.write("Usage: node bench/build-baseline.mjs <commit>\n");
    process.exit(2);
  }
  console.log(buildBaseline(ref).build);
}
