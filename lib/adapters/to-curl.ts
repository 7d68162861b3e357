import { InvalidOptionsError, InvalidParameterError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { bodyKind } from "../vendors/body-kind";
import { printfBytes } from "./printf-bytes";
import { assertAdapterInput, type AdapterInput, sentMethod } from "./request-input";
import { jsonText } from "./request-body";
import { shellQuote } from "./shell-quote";

// What fetch labels a URLSearchParams body with, so that curl sends the same request.
const FORM_TYPE = "application/x-www-form-urlencoded;charset=UTF-8";

/** Options of {@link toCurl}. */
export interface ToCurlOptions {
  /**
   * The file that holds the body's bytes, for a body no argument can carry (bytes, or text with a
   * NUL): curl reads them from it (`--data-binary @FILE`) instead of from a `printf` into its
   * standard input. Any other body is written as without it.
   */
  readonly bodyFile?: string;
}

/** The curl arguments of a body, and the bytes to pipe into curl's standard input, if any. */
interface CurlBody {
  readonly words: string[];
  readonly stdin?: Uint8Array;
  /** What to send as `content-type` when the request has none (`""`: none, not curl's own). */
  readonly contentType?: string;
}

/**
 * A curl command line that sends exactly the built request, quoted for POSIX shells so that any
 * value (quotes, `$`, spaces, newlines) reaches the server unchanged, with curl's URL globbing off
 * (`--globoff`: a `[1-5]` in the URL is sent as it is, not as five requests).
 * Text and JSON bodies are inlined with `--data-raw` (no `@file` surprises); bytes, which no
 * argument can hold (a NUL), are written by `printf` into curl's standard input
 * (`printf '\001…' | curl … --data-binary @-`); a `URLSearchParams` is sent as its form text and
 * a `FormData` of text fields with `--form-string`. A body whose bytes cannot be had at once (a
 * `Blob`, a file field, a stream) throws an `InvalidParameterError` saying so.
 *
 * @example
 * ```ts
 * import { endpoint, toCurl } from "@restkit/endpoint";
 * toCurl(endpoint("POST /markdown", { text: "it's **bold**" }));
 * // curl --globoff -X POST https://api.github.com/markdown -H 'accept: application/vnd.github.v3+json' …
 * //   --data-raw '{"text":"it'\''s **bold**"}'
 * toCurl(endpoint("POST /upload", { data: bytes }), { bodyFile: "logo.png" });
 * // curl --globoff -X POST https://api.github.com/upload … --data-binary @logo.png
 * ```
 */
export function toCurl(options: AdapterInput, curlOptions?: ToCurlOptions): string {
  assertAdapterInput(options, "toCurl");
  const bodyFile = curlOptions?.bodyFile;
  if (bodyFile !== undefined && (typeof bodyFile !== "string" || bodyFile === "")) {
    throw new InvalidOptionsError(`Invalid bodyFile ${describeInput(bodyFile)}: expected the name of a file`);
  }
  const method = sentMethod(options.method);
  const hasBody = options.body !== undefined;
  const body = hasBody ? curlBody(options.body, bodyFile) : undefined;
  // --globoff: curl would otherwise read [1-5] or {a,b} in the URL (a {+path} keeps them) as a
  // pattern and send one request, with every header, per expansion.
  const words = ["curl", "--globoff"];
  // HEAD needs --head: with -X HEAD curl waits for a body that never comes. GET is the default.
  if (method === "HEAD") words.push("--head");
  else if (method !== "GET" || hasBody) words.push("-X", shellQuote(method));
  // A URL that starts with "-" would be curl's option ("-K-" reads its configuration from
  // standard input, where a binary body goes); after --url it is the URL.
  if (options.url.startsWith("-")) words.push("--url");
  words.push(shellQuote(options.url));
  for (const [name, value] of Object.entries(options.headers)) {
    if (value === undefined) continue;
    // "name;" is curl's spelling for a header sent with an empty value ("name:" would remove it).
    words.push("-H", shellQuote(value === "" ? `${name};` : `${name}: ${value}`));
  }
  if (body === undefined) return words.join(" ");
  if (body.contentType !== undefined && !("content-type" in options.headers)) {
    // "content-type:" removes the header curl would add on its own (form-encoded for --data-*).
    words.push("-H", shellQuote(`content-type:${body.contentType === "" ? "" : ` ${body.contentType}`}`));
  }
  words.push(...body.words);
  const command = words.join(" ");
  return body.stdin === undefined ? command : `${printfBytes(body.stdin)} | ${command}`;
}

function curlBody(body: unknown, bodyFile: string | undefined): CurlBody {
  switch (bodyKind(body)) {
    case "json":
      return textBody(jsonText(body), bodyFile);
    case "text":
      return textBody(body as string, bodyFile);
    case "bytes":
      return bytesBody(bytesOf(body as ArrayBufferView | ArrayBuffer), bodyFile);
    case "url-search-params":
      return { ...textBody((body as URLSearchParams).toString(), bodyFile), contentType: FORM_TYPE };
    case "form-data":
      // curl writes the multipart body and its content-type with a boundary of its own, as fetch does.
      return { words: formWords(body as FormData) };
    case "blob":
      throw cannotWrite("a Blob is read asynchronously: pass its bytes");
    default:
      throw cannotWrite("a stream is read once, asynchronously");
  }
}

function textBody(text: string, bodyFile: string | undefined): CurlBody {
  // No argument can hold a NUL: such text goes through standard input (or its file), as bytes do.
  if (text.includes("\0")) return bytesBody(new TextEncoder().encode(text), bodyFile);
  return { words: ["--data-raw", shellQuote(text)], contentType: "" };
}

function bytesBody(bytes: Uint8Array, bodyFile: string | undefined): CurlBody {
  if (bodyFile !== undefined) return { words: ["--data-binary", shellQuote(`@${bodyFile}`)], contentType: "" };
  return { words: ["--data-binary", "@-"], stdin: bytes, contentType: "" };
}

function bytesOf(body: ArrayBufferView | ArrayBuffer): Uint8Array {
  return ArrayBuffer.isView(body)
    ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
    : new Uint8Array(body);
}

function formWords(form: FormData): string[] {
  const words: string[] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string") {
      throw cannotWrite(`the FormData entry ${JSON.stringify(name.slice(0, 60))} is a file, read asynchronously`);
    }
    // curl reads the name up to the first "="; --form-string takes the value literally (no @file, <file or ;type=).
    if (name.includes("="))
      throw cannotWrite(`curl cannot write the FormData name ${JSON.stringify(name.slice(0, 60))}`);
    words.push("--form-string", shellQuote(`${name}=${value}`));
  }
  return words;
}

function cannotWrite(reason: string): InvalidParameterError {
  return new InvalidParameterError(`toCurl() cannot write this body: ${reason}`);
}
