// Runs every contender of every case once per round, round after round, so that drift on a busy
// machine (other builds, thermal limits) hits all contenders alike. Each round takes mitata's
// median time per call; the reported figure is the median of those over all rounds.
import { measure } from "mitata";

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * @param {Record<string, Record<string, () => void>>} cases
 * @param {{ rounds: number, budgetMs: number, onRound?: (round: number) => void }} options
 * @returns {Promise<Record<string, Record<string, number>>>} median ns per call
 */
export async function interleave(cases, { rounds, budgetMs, onRound }) {
  const samples = {};
  for (const [name, contenders] of Object.entries(cases)) {
    samples[name] = Object.fromEntries(Object.keys(contenders).map((contender) => [contender, []]));
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, contenders] of Object.entries(cases)) {
      for (const [contender, fn] of Object.entries(contenders)) {
        const stats = await measure(fn, { min_cpu_time: budgetMs * 1e6 });
        samples[name][contender].push(stats.p50);
      }
    }
    onRound?.(round + 1);
  }
  const medians = {};
  for (const [name, contenders] of Object.entries(samples)) {
    medians[name] = Object.fromEntries(
      Object.entries(contenders).map(([contender, values]) => [contender, median(values)]),
    );
  }
  return medians;
}
