// The hostile route of issue 11: 200,000 characters, 66,666 `{a}` expressions, never seen before.
// Timed once per run of a fresh route (a different tail each time, so no cache answers it);
// @octokit/endpoint is left out because it takes about 13 s on this input (quadratic).
import { performance } from "node:perf_hooks";
import { do_not_optimize as keep } from "mitata";

const EXPRESSIONS = 66_666;

/**
 * @param {(route: string, parameters: object) => unknown} call
 * @param {number} runs
 * @param {number} [firstRun] the first run's tail; runs of one `call` must not share a tail
 * @returns {{ length: number, medianMs: number, runsMs: number[] }}
 */
export function hostileRoute(call, runs, firstRun = 0) {
  const body = "{a}".repeat(EXPRESSIONS);
  const runsMs = [];
  let length = 0;
  for (let run = firstRun; run < firstRun + runs; run++) {
    const route = `GET /${body}/${run}`;
    length = route.length;
    const start = performance.now();
    keep(call(route, { a: "x" }));
    runsMs.push(performance.now() - start);
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  return { length, medianMs: sorted[sorted.length >> 1], runsMs };
}
