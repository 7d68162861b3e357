// Runs every contender of every case once per round, round after round, so that drift on a busy
// machine (other builds, thermal limits) hits all contenders alike. Each round takes mitata's
// median time per call of every row; the report reads the rounds (see report.mjs).
import { measure } from "mitata";

/**
 * @param {Record<string, Record<string, () => void>>} cases
 * @param {{
 *   rounds: number,
 *   budgetMs: number,
 *   onRound?: (round: number) => void,
 *   onRow?: (row: { round: number, name: string, contender: string, startUs: number, endUs: number }) => void,
 * }} options `onRow` gets each row's span on the monotonic clock, in µs (as a CPU profile's)
 * @returns {Promise<Record<string, Record<string, number[]>>>} case → contender → ns per call, one per round
 */
export async function interleave(cases, { rounds, budgetMs, onRound, onRow }) {
  const samples = {};
  for (const [name, contenders] of Object.entries(cases)) {
    samples[name] = Object.fromEntries(Object.keys(contenders).map((contender) => [contender, []]));
  }
  for (let round = 0; round < rounds; round++) {
    for (const [name, contenders] of Object.entries(cases)) {
      for (const [contender, fn] of Object.entries(contenders)) {
        const startUs = microseconds();
        const stats = await measure(fn, { min_cpu_time: budgetMs * 1e6 });
        samples[name][contender].push(stats.p50);
        onRow?.({ round, name, contender, startUs, endUs: microseconds() });
      }
    }
    onRound?.(round + 1);
  }
  return samples;
}

const microseconds = () => Number(process.hrtime.bigint() / 1000n);
