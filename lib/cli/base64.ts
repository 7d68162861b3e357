/**
 * The base64 text of `bytes`, with the `btoa` every runtime has (the CLI's library part touches
 * no Node API). Converted in chunks, since one `String.fromCharCode(...bytes)` of a large file
 * would pass more arguments than a call may take.
 *
 * @example
 * ```ts
 * toBase64(new Uint8Array([104, 105])); // "aGk="
 * ```
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}
