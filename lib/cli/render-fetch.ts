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
  let prelude = "";
  if (body !== undefined) {
    // Text, the bytes of a --data file, the fields of a multipart body, or the empty body of a
    // PUT/PATCH reach here.
    let bodySource: string;
    if (typeof body === "string") bodySource = JSON.stringify(body);
    else if (body instanceof FormData) {
      // The command line gives text fields only; fetch writes the boundary and the content-type.
      prelude = "const body = new FormData();\n";
      for (const [name, value] of body) prelude += `body.append(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`;
      bodySource = "body";
    } else if (body instanceof Uint8Array && body.length > 0) {
      bodySource = `Uint8Array.from(atob(${JSON.stringify(toBase64(body))}), (c) => c.charCodeAt(0))`;
    } else bodySource = "new Uint8Array(0)";
    source = `${source.slice(0, -2)},\n  "body": ${bodySource}\n}`;
  }
  return `${prelude}await fetch(${JSON.stringify(url)}, ${source});`;
}
