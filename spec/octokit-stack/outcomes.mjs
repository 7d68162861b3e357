// What a scenario's caller got, as JSON (responses, errors and any other value), and the loop
// that runs the scenarios: shared by the applications that octokit-stack.spec.ts and
// octokit-sdk.spec.ts run (app.mjs, sdk-app.mjs). It imports nothing but Node's modules, so that a
// copy runs from any project's directory.
import { Buffer } from "node:buffer";
import { performance } from "node:perf_hooks";
import { clearTimeout, setTimeout } from "node:timers";
import { setTimeout as delay } from "node:timers/promises";

const RESPONSE_HEADERS_LEFT_OUT = new Set(["date", "keep-alive", "x-ratelimit-reset"]); // clock-dependent

// `ancestors`: the objects being walked (a cycle is cut); an object met twice elsewhere is
// written out twice.
export function plain(value, ancestors = []) {
  if (typeof value === "function") return "[Function]";
  if (typeof value === "bigint") return `${value}n`;
  if (value === undefined) return "[undefined]";
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof ArrayBuffer) return { ArrayBuffer: Buffer.from(value).toString("utf8") };
  if (ArrayBuffer.isView(value)) {
    return { [value.constructor.name]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("utf8") };
  }
  if (value instanceof Error) return describeError(value);
  if (ancestors.includes(value)) return "[Circular]";
  const inner = [...ancestors, value];
  if (Array.isArray(value)) return value.map((item) => plain(item, inner));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return `[object ${value.constructor?.name}]`;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item, inner)]));
}

export function describeResponse(response) {
  if (!response) return response;
  const headers = Object.fromEntries(
    Object.entries(response.headers ?? {}).filter(([name]) => !RESPONSE_HEADERS_LEFT_OUT.has(name)),
  );
  return { status: response.status, url: response.url, headers, data: plain(response.data) };
}

export function describeError(error) {
  if (typeof error !== "object" || error === null) return { thrown: plain(error) };
  const described = { name: error.name, message: error.message, status: error.status };
  if (error.request) {
    const { method, url, headers, body, request, query, variables } = error.request;
    described.request = plain({ method, url, headers, body, request, query, variables });
  }
  if (error.response) described.response = describeResponse(error.response);
  if (error.errors) described.errors = plain(error.errors);
  if (error.data) described.data = plain(error.data);
  if (error.name === "TypeError" || error.name === "RangeError") described.stack = error.stack?.split("\n")[1]?.trim();
  return described;
}

// Runs `call` and describes its outcome, a response or an error, so that a scenario can go on.
export async function outcome(call) {
  try {
    const result = await call();
    if (result && typeof result === "object" && "status" in result && "headers" in result) {
      return { response: describeResponse(result) };
    }
    return { result: plain(result) };
  } catch (error) {
    return { error: describeError(error) };
  }
}

// What a scenario's work came to within `timeoutMs`: its result, what it threw, or that it gave
// nothing in time (a hung request), so one scenario never stalls the run.
export async function settle(work, timeoutMs) {
  let timer;
  try {
    return await Promise.race([
      work(),
      new Promise((resolve) => {
        timer = setTimeout(resolve, timeoutMs, { timedOut: `no outcome after ${timeoutMs} ms` });
      }),
    ]);
  } catch (error) {
    return { thrown: describeError(error) };
  } finally {
    clearTimeout(timer);
  }
}

const SCENARIO_TIMEOUT_MS = 12_000;

/**
 * Runs the scenarios one after another against the recording server (`OCTOKIT_STACK_ONLY`, names
 * joined by `|`, picks some), then writes `output` to standard output as JSON and exits. For each:
 * `begin()` gives a fresh recording (the application's log and stray rejections) and `kept(recording)`
 * what of it goes into the output; `context(recording, name)` is what the scenario runs with;
 * `end()` stops recording once the last scenario is done.
 */
export async function runScenarios(scenarios, { server, output, begin, kept, context, end }) {
  const only = process.env.OCTOKIT_STACK_ONLY?.split("|");
  for (const [name, { script, run }] of Object.entries(scenarios)) {
    if (only && !only.includes(name)) continue;
    const recording = begin();
    server.reset(script(server.origin));
    const started = performance.now();
    const got = await settle(() => run(context(recording, name)), SCENARIO_TIMEOUT_MS);
    const elapsedMs = Math.round(performance.now() - started);
    await delay(20); // lets a late log line or stray rejection of this scenario arrive
    output.scenarios[name] = {
      got,
      ...kept(recording),
      received: server.records().map((record) => ({ ...record })),
      elapsedMs,
    };
  }
  end();
  await server.close();
  process.stdout.write(JSON.stringify(output, null, 1) + "\n", () => process.exit(0));
}
