/**
 * The `Content-Type` of each part of a multipart body, by part name, in order (undefined for a
 * part without one). `Request#formData()` gives the values but drops the type of a part that has
 * no file name, and the type is what an Encoding Object's `contentType` promises.
 */
export function multipartPartTypes(bytes: Uint8Array, contentType: string): Map<string, (string | undefined)[]> {
  const types = new Map<string, (string | undefined)[]>();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (boundary === undefined) return types;
  // latin1 keeps one character per byte, so binary parts cannot shift what follows them.
  const text = new TextDecoder("latin1").decode(bytes);
  for (const part of text.split(`--${boundary}`).slice(1)) {
    if (part.startsWith("--")) break;
    const headerEnd = part.indexOf("\r\n\r\n");
    if (headerEnd === -1) continue;
    const headers = part.slice(0, headerEnd).split("\r\n");
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? "";
    const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
    if (name === undefined) continue;
    const type = headers
      .find((line) => /^content-type:/i.test(line))
      ?.replace(/^content-type:\s*/i, "")
      .trim();
    types.set(name, [...(types.get(name) ?? []), type]);
  }
  return types;
}
