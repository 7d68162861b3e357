// `npm run bench`: the side-by-side benchmark of issues 3 and 11, in one process.
// Usage: node --expose-gc bench/index.mjs [--rounds N] [--budget MS]
import { parseArgs } from "node:util";
import { deepStrictEqual } from "node:assert";
import os from "node:os";
import { BASELINE, FLOOR, cases, floorCheck } from "./cases.mjs";
import { config, endpoint } from "./contenders.mjs";
import { heapGrowth } from "./heap-growth.mjs";
import { hostileRoute } from "./hostile-route.mjs";
import { interleave } from "./interleave.mjs";
import { octokitCases } from "./octokit-cases.mjs";
import { requestEndToEnd } from "./request-end-to-end.mjs";
import { formatTable, geometricSpeedUp, median, ratio } from "./report.mjs";

const { values } = parseArgs({
  options: { rounds: { type: "string", default: "7" }, budget: { type: "string", default: "60" } },
});
const rounds = Number(values.rounds);
const budgetMs = Number(values.budget);

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

const samples = await interleave(
  { ...cases, ...octokitCases },
  {
    rounds,
    budgetMs,
    onRound: (round) => process.stderr.write(`round ${round}/${rounds}\r`),
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
const endToEnd = requestEndToEnd(rounds);
const e2e = ratio(endToEnd[BASELINE], endToEnd["companion endpoint()"]);
console.log(
  `@octokit/request end to end, in-memory fetch: octokit ${median(endToEnd[BASELINE]).toFixed(0)} ns, ` +
    `companion ${median(endToEnd["companion endpoint()"]).toFixed(0)} ns a call: ${e2e.toFixed(2)}× (floor ≥ 1.2×)`,
);

const hostile = hostileRoute(endpoint, 3);
console.log(
  `\nHostile route (${hostile.length.toLocaleString("en")} characters, 66,666 expressions), endpoint(): ` +
    `${hostile.medianMs.toFixed(0)} ms median of ${hostile.runsMs.map((ms) => ms.toFixed(0)).join(", ")} ms`,
);

const TEMPLATES = 300_000;
console.log(`\nHeap growth after ${TEMPLATES.toLocaleString("en")} distinct templates:`);
console.log(`  restkit endpoint(): ${heapGrowth(endpoint, TEMPLATES).toFixed(2)} MiB`);
console.log(`  restkit build():    ${heapGrowth((route, p) => config.build(route, p), TEMPLATES).toFixed(2)} MiB`);
console.log(`\nLoad average at end: ${load()}`);
