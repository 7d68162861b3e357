// @octokit/request end to end (issue 26): request.defaults({ request: { fetch } }) with a fetch
// that answers at once from memory, `GET /repos/{owner}/{repo}/issues` with four parameters, on
// @octokit/endpoint and on the companion package put in its place by the resolution hook of
// spec/octokit-stack (as npm `overrides` would). @octokit/request imports its endpoint once, so
// each contender runs in a process of its own; the rounds alternate between them, and the ratio
// is the median over rounds of the ratio within a round.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { median } from "./report.mjs";

const here = fileURLToPath(new URL(".", import.meta.url));
const CALLS = 20_000;

/** Runs in a child: ns per call of @octokit/request, median of three batches after a warm-up. */
async function measureChild() {
  const { request } = await import("@octokit/request");
  const body = JSON.stringify([{ number: 1 }]);
  const fetch = async () => new Response(body, { status: 200, headers: { "content-type": "application/json" } });
  const issues = request.defaults({ request: { fetch } });
  const parameters = { owner: "octokit", repo: "rest.js", state: "open", per_page: 50 };
  const batch = async () => {
    const start = process.hrtime.bigint();
    for (let call = 0; call < CALLS; call++) await issues("GET /repos/{owner}/{repo}/issues", parameters);
    return Number(process.hrtime.bigint() - start) / CALLS;
  };
  await batch();
  const times = [await batch(), await batch(), await batch()];
  process.stdout.write(String(median(times)));
}

const SHIM = `${here}companion-shim.mjs`;

/**
 * @param {number} rounds
 * @param {{ baseline?: { name: string, build: string } }} [options] a baseline's companion too,
 *   from its build, run right after the checkout's in even rounds and right before it in odd ones
 * @returns {Record<string, number[]>} contender → ns per call, one per round
 */
export function requestEndToEnd(rounds, { baseline } = {}) {
  const contenders = {
    "@octokit/endpoint": {},
    "companion endpoint()": { OCTOKIT_ENDPOINT_TARGET: SHIM },
  };
  if (baseline) contenders[baseline.name] = { OCTOKIT_ENDPOINT_TARGET: SHIM, RESTKIT_BENCH_BUILD: baseline.build };
  const samples = Object.fromEntries(Object.keys(contenders).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    const order = Object.entries(contenders);
    if (round % 2 === 1 && baseline) order.push(...order.splice(1, 1));
    for (const [name, env] of order) {
      const output = execFileSync(
        process.execPath,
        ["--import", `${here}../spec/octokit-stack/register-endpoint.mjs`, fileURLToPath(import.meta.url), "--child"],
        { env: { ...process.env, ...env }, encoding: "utf8", cwd: here },
      );
      samples[name].push(Number(output));
    }
  }
  return samples;
}

if (process.argv.includes("--child")) await measureChild();
