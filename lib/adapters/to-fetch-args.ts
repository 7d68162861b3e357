import { assertAdapterInput, type AdapterInput, sentMethod } from "./request-input";
import { bodyKind } from "../vendors/body-kind";
import { jsonText, streamOf } from "./request-body";

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
 * strings, bytes, blobs, forms and web streams passed through, a Node stream or async iterable
 * as a `ReadableStream` (with `duplex: "half"`), and fetch options such as `request.signal`
 * carried into `init`.
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
  const init: Record<string, unknown> = { method: sentMethod(options.method), headers };
  const request = options.request ?? {};
  for (const key of FETCH_INIT_KEYS) {
    if (request[key] !== undefined) init[key] = request[key];
  }
  if (options.body !== undefined) {
    const { body, stream } = fetchBody(options.body);
    init["body"] = body;
    // Node's fetch refuses a stream body unless told it is sent half-duplex.
    if (stream && init["duplex"] === undefined) init["duplex"] = "half";
  }
  return [options.url, init];
}

// Each body kind in a form fetch accepts: JSON as its text, a Node stream or another async
// iterable as a web ReadableStream, everything else (strings, bytes, blobs, forms, web streams)
// as it is, for fetch to encode and label.
function fetchBody(body: unknown): { body: unknown; stream: boolean } {
  switch (bodyKind(body)) {
    case "json":
      return { body: jsonText(body), stream: false };
    case "text":
      // An empty string would make fetch add "content-type: text/plain"; empty bytes send the
      // same "content-length: 0" without inventing a header.
      return { body: body === "" ? new Uint8Array(0) : body, stream: false };
    case "async-iterable":
      return { body: streamOf(body as AsyncIterable<unknown>), stream: true };
    case "web-stream":
      return { body, stream: true };
    default:
      return { body, stream: false };
  }
}
