// Formats the medians as a Markdown table (it goes straight into docs/performance.md): one row per
// case and contender, with ns/call, the speed-up over @octokit/endpoint and, where a hand-written
// literal was measured, how many times the literal's cost a row is.

const ns = (value) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const times = (value) => `${value >= 10 ? value.toFixed(1) : value.toFixed(2)}×`;

/**
 * @param {Record<string, Record<string, number>>} medians case → contender → ns per call
 * @param {{ baseline: string, floor: string }} names
 * @returns {string}
 */
export function formatTable(medians, { baseline, floor }) {
  const lines = ["| case | contender | ns/call | faster than octokit | × literal |", "|---|---|---:|---:|---:|"];
  for (const [name, contenders] of Object.entries(medians)) {
    const base = contenders[baseline];
    const literal = contenders[floor];
    for (const [contender, value] of Object.entries(contenders)) {
      const speedUp = contender === baseline || contender === floor ? "" : times(base / value);
      const overFloor = literal === undefined || contender === floor ? "" : times(value / literal);
      lines.push(`| ${name} | ${contender} | ${ns(value)} | ${speedUp} | ${overFloor} |`);
    }
  }
  return lines.join("\n");
}

/**
 * Geometric mean of the speed-up over the baseline for the given cases and contender.
 * @returns {number}
 */
export function geometricSpeedUp(medians, caseNames, contender, baseline) {
  const logs = caseNames.map((name) => Math.log(medians[name][baseline] / medians[name][contender]));
  return Math.exp(logs.reduce((sum, value) => sum + value, 0) / logs.length);
}
