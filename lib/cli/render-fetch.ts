import { toFetchArgs, type AdapterInput } from "../index";
import { toBase64 } from "./base64";

/**
 * A `fetch(url, init)` call, as JavaScript source, that sends the request.
 *
 * @example
 * ```ts
 * renderFetch(endpoint("GET /zen"));
 * // await fetch("https://api.github.com/zen", { "method": "GET", "headers": { … } });
 * ```
 */
export function renderFetch(options: AdapterInput): string {
  const [url, { body, ...init }] = toFetchArgs(options);
  let source = JSON.stringify(init, null, 2);
  if (body !== undefined) {
    // Text, the bytes of a --data file, or the empty body of a PUT/PATCH reach here.
    const bodySource =
      typeof body === "string"
        ? JSON.stringify(body)
        : body instanceof Uint8Array && body.length > 0
          ? `Uint8Array.from(atob(${JSON.stringify(toBase64(body))}), (c) => c.charCodeAt(0))`
          : `new Uint8Array(0)`;
    source = `${source.slice(0, -2)},\n  "body": ${bodySource}\n}`;
  }
  return `await fetch(${JSON.stringify(url)}, ${source});`;
}
