import { assertAdapterInput, type AdapterInput } from "./request-input";
import { serializeBody } from "./request-body";
import { shellQuote } from "./shell-quote";

/**
 * A curl command line that sends the same request, quoted for POSIX shells so that any value
 * (quotes, `$`, spaces, newlines) reaches the server unchanged.
 * Text and JSON bodies are inlined with `--data-raw` (no `@file` surprises); a binary body (bytes,
 * blob, stream, form) cannot be written on a command line, so the command reads it from standard
 * input (`--data-binary @-`).
 *
 * @example
 * ```ts
 * import { endpoint, toCurl } from "@restkit/endpoint";
 * toCurl(endpoint("POST /markdown", { text: "it's **bold**" }));
 * // curl -X POST https://api.github.com/markdown -H 'accept: application/vnd.github.v3+json' …
 * //   --data-raw '{"text":"it'\''s **bold**"}'
 * ```
 */
export function toCurl(options: AdapterInput): string {
  assertAdapterInput(options, "toCurl");
  const method = options.method.toUpperCase();
  const hasBody = options.body !== undefined;
  const words = ["curl"];
  // HEAD needs --head: with -X HEAD curl waits for a body that never comes. GET is the default.
  if (method === "HEAD") words.push("--head");
  else if (method !== "GET" || hasBody) words.push("-X", shellQuote(method));
  words.push(shellQuote(options.url));
  for (const [name, value] of Object.entries(options.headers)) {
    if (value === undefined) continue;
    // "name;" is curl's spelling for a header sent with an empty value ("name:" would remove it).
    words.push("-H", shellQuote(value === "" ? `${name};` : `${name}: ${value}`));
  }
  if (hasBody) {
    // Without this curl would add "content-type: application/x-www-form-urlencoded" on its own.
    if (!("content-type" in options.headers)) words.push("-H", shellQuote("content-type:"));
    const body = serializeBody(options.body);
    if (typeof body === "string") words.push("--data-raw", shellQuote(body));
    else words.push("--data-binary", "@-");
  }
  return words.join(" ");
}
