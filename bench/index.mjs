// `npm run bench`: the side-by-side benchmark of issues 3 and 11, in one process.
// Usage: node --expose-gc bench/index.mjs [--rounds N] [--budget MS] [--baseline COMMIT-OR-BUILD]
// `--baseline` (issue 47) times every restkit row against its twin on an earlier build in the same
// rounds and reports each row against it (bench/build-baseline.mjs builds a commit).
import { parseArgs } from "node:util";
import { deepStrictEqual } from "node:assert";
import os from "node:os";
import { resolveBaseline } from "./build-baseline.mjs";
import { BASELINE, FLOOR, cases, floorCheck } from "./cases.mjs";
import { config, endpoint, loadContenders } from "./contenders.mjs";
import { heapGrowth } from "./heap-growth.mjs";
import { hostileRoute } from "./hostile-route.mjs";
import { interleave } from "./interleave.mjs";
import { octokitCases } from "./octokit-cases.mjs";
import { baselineRound } from "./paired.mjs";
import { requestEndToEnd } from "./request-end-to-end.mjs";
import { formatAgainstBaseline, formatTable, geometricSpeedUp, median, ratio } from "./report.mjs";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "7" },
    budget: { type: "string", default: "60" },
    baseline: { type: "string" },
  },
});
const rounds = Number(values.rounds);
const budgetMs = Number(values.budget);
/** How much slower than the baseline a row may be before it is flagged. */
const TOLERANCE = 0.05;
/** The end-to-end run's contender for the baseline's companion. */
const BASELINE_COMPANION = "companion endpoint(), baseline";
const baseline = values.baseline === undefined ? undefined : resolveBaseline(values.baseline);
/** With `--baseline`: case → restkit row → per round, ns per call on each build and their ratio. */
const twins = {};

// The literal must build the very request restkit builds, or the floor would be a different job.
deepStrictEqual(floorCheck.literal(), floorCheck.restkit());

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
console.log(`Node ${process.version}, ${os.cpus().length} × ${cpu}, ${rounds} rounds of ~${budgetMs} ms per row`);
console.log(`Load average at start: ${load()}`);
if (baseline) console.log(`Baseline: ${baseline.label} (${baseline.build})`);

const samples = await interleave(
  { ...cases, ...octokitCases },
  {
    rounds,
    budgetMs,
    onRound: (round) => {
      // After each round, the restkit rows beside their twins, in a process of their own (paired.mjs).
      if (baseline) addRound(baselineRound({ build: baseline.build, budgetMs, round: round - 1 }));
      process.stderr.write(`round ${round}/${rounds}\r`);
    },
  },
);
console.log(`\n${formatTable(samples, { baseline: BASELINE, floor: FLOOR })}\n`);

const hot = Object.keys(cases).slice(0, 3);
for (const contender of ["restkit endpoint()", "restkit build()"]) {
  const mean = geometricSpeedUp(samples, hot, contender, BASELINE);
  console.log(`${contender}: geometric mean speed-up over octokit, cases 1–3: ${mean.toFixed(1)}×`);
}
const [first] = Object.values(samples);
const overFloor = (contender) => ratio(first[contender], first[FLOOR]).toFixed(2);
console.log(
  `Case 1 over the floor: endpoint() ${overFloor("restkit endpoint()")}×, build() ${overFloor("restkit build()")}×`,
);
// The reading before the sixth session, ratios of the median times, for comparison.
const medianTimes = (rows) =>
  Object.fromEntries(Object.entries(rows).map(([name, rounds]) => [name, [median(rounds)]]));
const asMedians = Object.fromEntries(hot.map((name) => [name, medianTimes(samples[name])]));
const earlier = ["restkit endpoint()", "restkit build()"].map((contender) =>
  geometricSpeedUp(asMedians, hot, contender, BASELINE).toFixed(1),
);
const firstMedians = medianTimes(first);
const earlierFloor = ["restkit endpoint()", "restkit build()"].map((contender) =>
  ratio(firstMedians[contender], firstMedians[FLOOR]).toFixed(2),
);
console.log(
  `As ratios of median times: geometric mean ${earlier[0]}× / ${earlier[1]}×, case 1 over the floor ${earlierFloor[0]}× / ${earlierFloor[1]}×`,
);

// Issue 29: empty strategy subclasses at most 1.2× the stock build().
console.log(
  `Case 1, build() with empty RouteParser and Rfc6570Expander subclasses: ` +
    `${ratio(first["restkit build(), strategy subclasses"], first["restkit build()"]).toFixed(2)}× the stock build() (target ≤ 1.2×)`,
);
// A VendorRules subclass that overrides a member: its answer is asked on every call.
console.log(
  `Case 1, build() with a GitHubRules subclass that overrides resultMethod: ` +
    `${ratio(first["restkit build(), own vendor rules"], first["restkit build()"]).toFixed(2)}× the stock build()`,
);

// The library as Octokit calls it; the floors one path should clear (docs/performance.md).
const targets = { 8: 3, 9: 3, 10: 1.5 };
for (const name of Object.keys(octokitCases)) {
  const target = targets[name.split(" ")[0]];
  const speedUps = ["restkit endpoint()", "companion endpoint()"].map(
    (contender) => `${contender.split(" ")[0]} ${ratio(samples[name][BASELINE], samples[name][contender]).toFixed(1)}×`,
  );
  console.log(`Case ${name}: ${speedUps.join(", ")} faster than octokit (floor ≥ ${target}×)`);
}
const endToEnd = requestEndToEnd(rounds, baseline && { baseline: { name: BASELINE_COMPANION, build: baseline.build } });
const e2e = ratio(endToEnd[BASELINE], endToEnd["companion endpoint()"]);
console.log(
  `@octokit/request end to end, in-memory fetch: octokit ${median(endToEnd[BASELINE]).toFixed(0)} ns, ` +
    `companion ${median(endToEnd["companion endpoint()"]).toFixed(0)} ns a call: ${e2e.toFixed(2)}× (floor ≥ 1.2×)`,
);

// Loaded only now, so that the rounds above run in a process that holds only this checkout's build.
const theirs = baseline && loadContenders(baseline.build);
// Beside the baseline, more runs: a call takes tens of ms, GC and a busy machine sway it by 2×.
const [hostile, hostileBaseline] = baseline ? hostileBeside(theirs.endpoint, 25) : [hostileRoute(endpoint, 3)];
console.log(
  `\nHostile route (${hostile.length.toLocaleString("en")} characters, 66,666 expressions), endpoint(): ` +
    `${hostile.medianMs.toFixed(0)} ms median of ${hostile.runsMs.map((ms) => ms.toFixed(0)).join(", ")} ms`,
);

const TEMPLATES = 300_000;
console.log(`\nHeap growth after ${TEMPLATES.toLocaleString("en")} distinct templates:`);
console.log(`  restkit endpoint(): ${heapGrowth(endpoint, TEMPLATES).toFixed(2)} MiB`);
console.log(`  restkit build():    ${heapGrowth((route, p) => config.build(route, p), TEMPLATES).toFixed(2)} MiB`);
if (baseline) {
  const { endpoint: baseEndpoint, config: baseConfig } = theirs;
  console.log(`  baseline endpoint(): ${heapGrowth(baseEndpoint, TEMPLATES).toFixed(2)} MiB`);
  console.log(
    `  baseline build():    ${heapGrowth((route, p) => baseConfig.build(route, p), TEMPLATES).toFixed(2)} MiB`,
  );
  reportAgainstBaseline();
}
console.log(`\nLoad average at end: ${load()}`);

/** Adds a round of paired.mjs to `twins`. */
function addRound(round) {
  for (const [name, contenders] of Object.entries(round)) {
    for (const [contender, pair] of Object.entries(contenders)) {
      const row = ((twins[name] ??= {})[contender] ??= { current: [], baseline: [], ratio: [] });
      for (const key of Object.keys(row)) row[key].push(pair[key]);
    }
  }
}

/** The hostile route on both builds, run by run, alternating which goes first; each run a tail of its own. */
function hostileBeside(baseEndpoint, runs) {
  const ourRuns = [];
  const theirRuns = [];
  for (let run = 0; run < runs; run++) {
    const builds = [
      [ourRuns, endpoint],
      [theirRuns, baseEndpoint],
    ];
    if (run % 2) builds.reverse();
    for (const [results, call] of builds) results.push(hostileRoute(call, 1, run));
  }
  const combine = (results) => {
    const runsMs = results.flatMap((result) => result.runsMs);
    return { length: results[0].length, medianMs: median(runsMs), runsMs };
  };
  return [combine(ourRuns), combine(theirRuns)];
}

/** Every restkit row beside its twin, then the never-repeated URL against octokit, then the verdict. */
function reportAgainstBaseline() {
  const beside = (current, base) => ({ current, baseline: base, ratio: current.map((value, at) => value / base[at]) });
  const toNs = (ms) => ms * 1e6;
  const { table, slower } = formatAgainstBaseline(
    {
      ...twins,
      "@octokit/request end to end": {
        "companion endpoint()": beside(endToEnd["companion endpoint()"], endToEnd[BASELINE_COMPANION]),
      },
      "hostile route (one call)": {
        "restkit endpoint()": beside(hostile.runsMs.map(toNs), hostileBaseline.runsMs.map(toNs)),
      },
    },
    TOLERANCE,
  );
  const percent = `${(TOLERANCE * 100).toFixed(0)}%`;
  console.log(
    `\nAgainst the baseline ${baseline.label}, each row beside its twin, batch by batch, in a process per round:`,
  );
  console.log(`\n${table}\n`);
  // The never-repeated URL against octokit, from the table above (issue 47: at least 2×).
  const neverSeen = Object.keys(cases).find((name) => name.startsWith("4 "));
  const overOctokit = (contender) => {
    const speedUp = ratio(samples[neverSeen][BASELINE], samples[neverSeen][contender]);
    // octokit / baseline = octokit / current × current / baseline
    const onBaseline = speedUp * median(twins[neverSeen][contender].ratio);
    return `${contender.replace("restkit ", "")} ${speedUp.toFixed(2)}× (baseline ≈ ${onBaseline.toFixed(2)}×)`;
  };
  console.log(
    `Case ${neverSeen}: ${overOctokit("restkit endpoint()")}, ${overOctokit("restkit build()")} ` +
      `faster than octokit (target ≥ 2×)`,
  );
  console.log(
    slower.length === 0
      ? `Every row within ${percent} of the baseline ${baseline.label}`
      : `${slower.length} row(s) more than ${percent} slower than the baseline ${baseline.label}:\n  ${slower.join("\n  ")}`,
  );
}
