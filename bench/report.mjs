// Reads the rounds of interleave.mjs. Times are the median over rounds of each row. Ratios are
// the median over rounds of the ratio within a round: the rows of one case run back to back, so
// a slow spell of the machine, which here lasts seconds and can double every row's time (the
// literal's and octokit's included), divides out instead of landing on one row and not the next.

const ns = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const times = (value) => `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}×`;

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Median over rounds of `numerator / denominator` within each round.
 * @param {number[]} numerator
 * @param {number[]} denominator
 */
export const ratio = (numerator, denominator) => median(numerator.map((value, round) => value / denominator[round]));

/**
 * A Markdown table (docs/performance.md, Results): one row per case and contender,
 * with ns/call, the speed-up over @octokit/endpoint and, where a hand-written literal was
 * measured, how many times the literal's cost a row is.
 * @param {Record<string, Record<string, number[]>>} samples case → contender → ns per call per round
 * @param {{ baseline: string, floor: string }} names
 * @returns {string}
 */
export function formatTable(samples, { baseline, floor }) {
  const lines = ["| case | contender | ns/call | faster than octokit | × literal |", "|---|---|---:|---:|---:|"];
  for (const [name, contenders] of Object.entries(samples)) {
    const base = contenders[baseline];
    const literal = contenders[floor];
    for (const [contender, rounds] of Object.entries(contenders)) {
      const speedUp = contender === baseline || contender === floor ? "" : times(ratio(base, rounds));
      const overFloor = literal === undefined || contender === floor ? "" : times(ratio(rounds, literal));
      lines.push(`| ${name} | ${contender} | ${ns(median(rounds))} | ${speedUp} | ${overFloor} |`);
    }
  }
  return lines.join("\n");
}

/**
 * Geometric mean of the speed-up over the baseline for the given cases and contender.
 * @returns {number}
 */
export function geometricSpeedUp(samples, caseNames, contender, baseline) {
  const logs = caseNames.map((name) => Math.log(ratio(samples[name][baseline], samples[name][contender])));
  return Math.exp(logs.reduce((sum, value) => sum + value, 0) / logs.length);
}

/**
 * The rows against the baseline (`npm run bench -- --baseline …`): each restkit row's ns per call
 * on both builds (median over rounds) and current / baseline, the median over rounds of each
 * round's ratio (above 1: the checkout is slower), flagged when over `1 + tolerance`, and the
 * lowest and highest of those ratios.
 * @param {Record<string, Record<string, { current: number[], baseline: number[], ratio: number[] }>>} twins
 *   case → contender → per round: ns per call on each build and the ratio measured in that round
 * @param {number} tolerance 0.05 for 5%
 * @returns {{ table: string, slower: string[] }} the Markdown table, and the flagged rows
 */
export function formatAgainstBaseline(twins, tolerance) {
  const flag = `more than ${(tolerance * 100).toFixed(0)}% slower`;
  const lines = [
    "| case | contender | ns/call | baseline ns/call | current / baseline | rounds | |",
    "|---|---|---:|---:|---:|---:|---|",
  ];
  const slower = [];
  for (const [name, contenders] of Object.entries(twins)) {
    for (const [contender, row] of Object.entries(contenders)) {
      const quotient = median(row.ratio);
      const over = quotient > 1 + tolerance;
      if (over) slower.push(`${name}, ${contender}: ${quotient.toFixed(3)}`);
      const spread = `${Math.min(...row.ratio).toFixed(2)}–${Math.max(...row.ratio).toFixed(2)}`;
      const cells = [name, contender, ns(median(row.current)), ns(median(row.baseline)), quotient.toFixed(3), spread];
      lines.push(`| ${cells.join(" | ")} | ${over ? flag : ""} |`);
    }
  }
  return { table: lines.join("\n"), slower };
}
