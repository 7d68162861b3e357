import { execFileSync } from "node:child_process";

/** One call of octokit's `endpoint(route, parameters)`. */
export interface OctokitCall {
  readonly route: string | Record<string, unknown>;
  readonly parameters?: Record<string, unknown>;
}

// @octokit/endpoint ships only as an ES module, which jest's CommonJS runtime cannot load, so the
// real library runs in a node child process; calls go in and results come out as JSON.
const SCRIPT = `
import { endpoint } from "@octokit/endpoint";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const results = JSON.parse(input).map(({ route, parameters }) => endpoint(route, parameters));
process.stdout.write(JSON.stringify(results));
`;

/** What `@octokit/endpoint` returns for each call, in order. */
export function octokitResults(calls: readonly OctokitCall[]): Array<Record<string, unknown>> {
  const output = execFileSync(process.execPath, ["--input-type=module", "--eval", SCRIPT], {
    input: JSON.stringify(calls),
    cwd: __dirname,
    maxBuffer: 256 * 1024 * 1024,
    encoding: "utf8",
  });
  return JSON.parse(output) as Array<Record<string, unknown>>;
}
