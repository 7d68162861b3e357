import { assertAdapterInput, type AdapterInput } from "./request-input";
import { serializeBody } from "./request-body";

// The `request` keys that mean the same thing to fetch. Others (octokit's `hook`, `retries`, a
// custom `fetch`) belong to other layers and must not leak into RequestInit. `dispatcher` is
// undici's (Node's fetch) way to set a proxy or agent; browsers ignore it.
const FETCH_INIT_KEYS = [
  "signal",
  "cache",
  "credentials",
  "integrity",
  "keepalive",
  "mode",
  "priority",
  "redirect",
  "referrer",
  "referrerPolicy",
  "duplex",
  "dispatcher",
] as const;

/**
 * Turns request options into the two arguments of `fetch(url, init)`: the method upper-cased
 * (fetch only normalises the case of GET, HEAD, POST, PUT, DELETE and OPTIONS, so a lowercase
 * "patch" would be sent as is and rejected), header values as strings, a JSON body serialised,
 * string and binary bodies passed through, and fetch options such as `request.signal` carried into
 * `init`.
 *
 * @example
 * ```ts
 * import { endpoint, toFetchArgs } from "@restkit/endpoint";
 * const controller = new AbortController();
 * const options = endpoint("PATCH /repos/{owner}/{repo}", {
 *   owner: "octokit", repo: "endpoint.js", description: "new", request: { signal: controller.signal },
 * });
 * const response = await fetch(...toFetchArgs(options));
 * ```
 */
export function toFetchArgs(options: AdapterInput): [url: string, init: RequestInit] {
  assertAdapterInput(options, "toFetchArgs");
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers)) {
    if (value !== undefined) headers[name] = String(value);
  }
  // Built as a plain record: RequestInit's DOM typing does not know `duplex` or `dispatcher`.
  const init: Record<string, unknown> = { method: options.method.toUpperCase(), headers };
  const request = options.request ?? {};
  for (const key of FETCH_INIT_KEYS) {
    if (request[key] !== undefined) init[key] = request[key];
  }
  if (options.body !== undefined) {
    const body = serializeBody(options.body);
    // An empty string would make fetch add "content-type: text/plain"; empty bytes send the same
    // "content-length: 0" without inventing a header.
    init["body"] = body === "" ? new Uint8Array(0) : body;
    // Node's fetch refuses a stream body unless told it is sent half-duplex.
    if (isStream(body) && init["duplex"] === undefined) init["duplex"] = "half";
  }
  return [options.url, init];
}

function isStream(body: unknown): boolean {
  return typeof ReadableStream === "function" && body instanceof ReadableStream;
}
