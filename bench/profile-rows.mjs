// `npm run bench:profile`: where each round's time of one case goes, function by function, in one
// process under V8's sampling profiler. It tells the two kinds of slow row of issue 11 apart: a
// slow state of the code moves time to other functions (less inlined, deoptimised, generic),
// while a slow spell of the machine leaves every function's share as it was and slows octokit's
// row too.
// Usage: node --expose-gc bench/profile-rows.mjs [--case 1] [--rounds 4] [--budget 60] [--top 8]
import { parseArgs } from "node:util";
import { Session } from "node:inspector/promises";
import { cases } from "./cases.mjs";
import { interleave } from "./interleave.mjs";

const { values } = parseArgs({
  options: {
    case: { type: "string", default: "1" },
    rounds: { type: "string", default: "4" },
    budget: { type: "string", default: "60" },
    top: { type: "string", default: "8" },
  },
});
const chosen = Object.keys(cases).find((name) => name.startsWith(`${values.case} `));
if (chosen === undefined) throw new Error(`No case ${values.case}: the cases are ${Object.keys(cases).join("; ")}`);

const session = new Session();
session.connect();
await session.post("Profiler.enable");
// 100 µs between samples: about 600 a row of 60 ms.
await session.post("Profiler.setSamplingInterval", { interval: 100 });
await session.post("Profiler.start");
const rows = [];
// Every case runs, as in `npm run bench`: what the others leave behind (type feedback, shapes,
// garbage) is part of what a row meets.
const samples = await interleave(cases, {
  rounds: Number(values.rounds),
  budgetMs: Number(values.budget),
  onRow: (row) => row.name === chosen && rows.push(row),
});
const { profile } = await session.post("Profiler.stop");
session.disconnect();

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const label = ({ callFrame: { functionName, url, lineNumber } }) =>
  `${functionName || "(anonymous)"} ${url.split("/").pop()}:${lineNumber + 1}`;
// Sample times, from the deltas the profile stores.
const times = [];
let time = profile.startTime;
for (const delta of profile.timeDeltas) times.push((time += delta));

console.log(`Case ${chosen}: each row's self time by function, sampled every 100 µs\n`);
for (const row of rows) {
  const shares = new Map();
  let total = 0;
  profile.samples.forEach((id, index) => {
    if (times[index] < row.startUs || times[index] > row.endUs) return;
    const name = label(nodes.get(id));
    shares.set(name, (shares.get(name) ?? 0) + 1);
    total++;
  });
  const ns = samples[chosen][row.contender][row.round].toFixed(0);
  console.log(`round ${row.round + 1}, ${row.contender}: ${ns} ns a call, ${total} samples`);
  for (const [name, count] of [...shares].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top))) {
    console.log(`  ${((100 * count) / total).toFixed(1).padStart(5)}%  ${name}`);
  }
}
