/** One part of a multipart/form-data body: text, or bytes with a file name. */
export interface MultipartPart {
  readonly name: string;
  readonly value: string | Blob;
  /** The part's `Content-Type`; none for plain text. */
  readonly contentType?: string;
  readonly filename?: string;
}

/**
 * A multipart/form-data body (RFC 7578), as text or a Blob, and its content-type: the bytes output
 * of the part builder (form-fields.ts, partValue), where the main entry's is a FormData. Written here rather than
 * as a FormData, which cannot give a part a content-type without making it a file: OpenAPI sends
 * an object as an `application/json` part that is no file. Files stay Blobs, read only when sent.
 *
 * @example
 * ```ts
 * multipartBody([{ name: "meta", value: "{}", contentType: "application/json" }]).contentType;
 * // "multipart/form-data; boundary=…"
 * ```
 */
export function multipartBody(parts: readonly MultipartPart[]): { body: Blob | string; contentType: string } {
  const boundary = `restkit-${randomHex()}`;
  const chunks: Array<string | Blob> = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(part.name)}"`;
    if (part.filename !== undefined) head += `; filename="${escapeName(part.filename)}"`;
    if (part.contentType !== undefined) head += `\r\nContent-Type: ${part.contentType}`;
    chunks.push(`${head}\r\n\r\n`, part.value, "\r\n");
  }
  chunks.push(`--${boundary}--\r\n`);
  const contentType = `multipart/form-data; boundary=${boundary}`;
  // Text parts alone make text (sent as UTF-8), which any client and the CLI's printers take as
  // it is; a file part keeps the body a Blob, read only when sent.
  if (chunks.every((chunk) => typeof chunk === "string")) return { body: chunks.join(""), contentType };
  return { body: new Blob(chunks, { type: contentType }), contentType };
}

// As browsers write names in a form's parts (HTML, "multipart/form-data encoding algorithm").
function escapeName(name: string): string {
  return name.replaceAll('"', "%22").replaceAll("\r", "%0D").replaceAll("\n", "%0A");
}

function randomHex(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
