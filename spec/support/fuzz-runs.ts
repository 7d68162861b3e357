/**
 * How many cases a fast-check property tries: `FUZZ_RUNS` when set (`FUZZ_RUNS=20000 npx jest
 * spec/security/properties` searches longer), else `standard`. Under Stryker, which sets
 * `STRYKER_MUTATOR_WORKER` in its test runners, a twentieth with a fixed seed and no shrinking:
 * every mutant a call reaches reruns these properties, a fixed seed keeps incremental
 * results stable, and shrinking the counterexample of a caught mutant only costs time.
 */
export function fuzzRuns(standard: number): { numRuns: number; seed?: number; endOnFailure?: boolean } {
  if (process.env.FUZZ_RUNS !== undefined) return { numRuns: Number(process.env.FUZZ_RUNS) };
  if (process.env.STRYKER_MUTATOR_WORKER !== undefined)
    return { numRuns: Math.ceil(standard / 20), seed: 14, endOnFailure: true };
  return { numRuns: standard };
}
