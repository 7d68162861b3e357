// `npm run bench -- --baseline …` (issue 47): every restkit row of cases.mjs and octokit-cases.mjs
// against its twin on the baseline build. Each round runs in a process of its own, with both
// builds loaded; in it, a row and its twin are timed batch by batch: a batch of calls of one, then
// as many of the other, the first alternating, until each has had its CPU budget, and the round's
// ratio is the median over pairs of batches of the ratio within a pair. Two kinds of noise, seen
// in A/A runs (two builds of the same sources) on 2 shared cores, are why:
// - another process's spell, or another core's load, lasts longer than a pair of batches (about a
//   millisecond) and divides out; two rows timed one after the other, each for its whole budget,
//   met different spells (rows 15 to 70% apart at a load of 4);
// - the state V8 leaves the code of each build in (what it inlined, which hidden classes the
//   calls met first: both builds share them) differs from one process to the next and can hold a
//   row 10 to 200% off its twin for the life of a process. A process per round makes each round a
//   fresh draw, and the median over rounds outvotes a round that drew badly.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { BASELINE, FLOOR, cases, casesFor } from "./cases.mjs";
import { loadContenders } from "./contenders.mjs";
import { octokitCases, octokitCasesFor } from "./octokit-cases.mjs";
import { median } from "./report.mjs";

/** A batch lasts at least this long, in ns: long beside the clock's cost, short beside a time slice. */
const BATCH_NS = 500_000;
const MIN_PAIRS = 16;

const now = () => Number(process.hrtime.bigint());
let loops = 0;

/**
 * A loop that calls `fn` n times and returns the ns it took. Each is compiled from a source of
 * its own, so that its call of `fn` sees only `fn` (V8 keys feedback and cached code by source).
 * @param {() => void} fn
 * @returns {(n: number) => number}
 */
function timedLoop(fn) {
  const source = `// loop ${++loops}\nreturn (n) => { const start = now(); for (let i = 0; i < n; i++) fn(); return now() - start; };`;
  return new Function("fn", "now", source)(fn, now);
}

/**
 * @param {() => void} current the checkout's row
 * @param {() => void} baseline its twin on the baseline build
 * @param {{ budgetMs: number, baselineFirst: boolean }} options CPU ms for each side, for the
 *   warm-up and again for the timing; which side runs first
 * @returns {{ current: number, baseline: number, ratio: number }} ns per call of each (median over
 *   batches) and the median over pairs of current / baseline
 */
export function measurePair(current, baseline, { budgetMs, baselineFirst }) {
  const sides = baselineFirst ? [timedLoop(baseline), timedLoop(current)] : [timedLoop(current), timedLoop(baseline)];
  // Warm-up, side by side, which also finds the batch size: doubling until a batch of each is long
  // enough, then on until each has run for its budget.
  let n = 1;
  let warm = 0;
  for (let long = false; !long || warm < budgetMs * 1e6;) {
    const a = sides[0](n);
    const b = sides[1](n);
    warm += Math.min(a, b);
    long = Math.min(a, b) >= BATCH_NS;
    if (!long) n *= 2;
  }
  globalThis.gc?.();
  const times = [[], []];
  let spent = 0;
  for (let pair = 0; pair < MIN_PAIRS || spent < 2 * budgetMs * 1e6; pair++) {
    const first = pair % 2;
    const a = sides[first](n);
    const b = sides[1 - first](n);
    times[first].push(a / n);
    times[1 - first].push(b / n);
    spent += a + b;
  }
  const [ours, theirs] = baselineFirst ? [times[1], times[0]] : times;
  return {
    current: median(ours),
    baseline: median(theirs),
    ratio: median(ours.map((value, pair) => value / theirs[pair])),
  };
}

/**
 * One round, in a child process: every restkit row of the cases beside its twin on the baseline.
 * @param {{ build: string, budgetMs: number, round: number }} options the baseline's build folder
 * @returns {Record<string, Record<string, { current: number, baseline: number, ratio: number }>>}
 *   case → contender → the round's ns per call on each build and their ratio
 */
export function baselineRound({ build, budgetMs, round }) {
  const output = execFileSync(
    process.execPath,
    ["--expose-gc", fileURLToPath(import.meta.url), "--child", build, String(budgetMs), String(round)],
    { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"], maxBuffer: 1 << 24 },
  );
  return JSON.parse(output);
}

function measureRound(build, budgetMs, round) {
  const ours = { ...cases, ...octokitCases };
  const restkit = loadContenders(build);
  const theirs = { ...casesFor(restkit), ...octokitCasesFor(restkit) };
  const result = {};
  for (const [name, contenders] of Object.entries(ours)) {
    for (const [contender, fn] of Object.entries(contenders)) {
      const twin = theirs[name]?.[contender];
      if (twin === undefined || contender === BASELINE || contender === FLOOR) continue;
      (result[name] ??= {})[contender] = measurePair(fn, twin, { budgetMs, baselineFirst: round % 2 === 1 });
    }
  }
  return result;
}

if (process.argv[2] === "--child") {
  const [build, budgetMs, round] = process.argv.slice(3);
  process.stdout.write(JSON.stringify(measureRound(build, Number(budgetMs), Number(round))));
}
