import { toCurl, type RequestOptionsInit } from "../index";
import { curlBody, curlCommand, type CurlBody } from "../adapters/to-curl";
import { shellQuote } from "../adapters/shell-quote";
import type { CliData } from "./cli-command";

/**
 * The `--curl` output: `toCurl`'s command, except that a body no argument can carry (bytes, or
 * text with a NUL) that came from `--data @FILE` is read by curl from that file, byte for byte
 * (`--data-binary @FILE`). Only those words change; the `printf` of the bytes stays in front, as
 * it always has. Standard input (`@-`) is no file that curl could read again: its bytes are piped.
 *
 * @example
 * ```ts
 * renderCurl(endpoint("POST /upload", { data: new Uint8Array([0xff]) }), { file: "blob.bin" });
 * // "printf '\\377' | curl --globoff -X POST https://api.github.com/upload … --data-binary @blob.bin"
 * ```
 */
export function renderCurl(options: RequestOptionsInit, data: CliData | undefined): string {
  const file = data !== undefined && "file" in data && data.file !== "-" ? data.file : undefined;
  if (file === undefined) return toCurl(options);
  // toCurl's own body words, but for the bytes it would have piped in: curl reads the file.
  return curlCommand(options, (body) => fromFile(curlBody(body), file));
}

function fromFile(written: CurlBody, file: string): CurlBody {
  return written.stdin === undefined ? written : { ...written, words: ["--data-binary", shellQuote(`@${file}`)] };
}
