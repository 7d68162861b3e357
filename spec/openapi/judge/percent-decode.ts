/**
 * Percent-decodes text; with `plusIsSpace`, a `+` is a space first, as in a query string or a
 * form body (RFC 1866). Malformed escapes are left as they are, to be reported as a mismatch.
 */
export function percentDecode(text: string, plusIsSpace = false): string {
  const spaced = plusIsSpace ? text.replace(/\+/g, " ") : text;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** A query string or form body as raw `[name, value]` pairs, in order, still encoded. */
export function rawPairs(text: string): { name: string; value: string | undefined; raw: string }[] {
  if (text === "") return [];
  return text.split("&").map((raw) => {
    const equals = raw.indexOf("=");
    return equals === -1
      ? { name: percentDecode(raw, true), value: undefined, raw }
      : { name: percentDecode(raw.slice(0, equals), true), value: raw.slice(equals + 1), raw };
  });
}
