// RFC 3986 character classes. "Unreserved" may appear anywhere; "reserved" only where the
// RFC 6570 operator allows it ({+var}, {#var}).
const UNRESERVED_ONLY = /^[A-Za-z0-9\-._~]*$/;
const SUB_DELIM_LEFT_BY_ENCODE_URI_COMPONENT = /[!'()*]/g;
const PCT_TRIPLET_SPLIT = /%(?=[0-9A-Fa-f]{2})/;

function hexEscape(char: string): string {
  return `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
}

/**
 * Encodes everything but RFC 3986 unreserved characters. Throws `URIError` on a lone surrogate.
 */
export function encodeUnreserved(text: string): string {
  if (UNRESERVED_ONLY.test(text)) return text;
  return encodeURIComponent(text).replace(SUB_DELIM_LEFT_BY_ENCODE_URI_COMPONENT, hexEscape);
}

/**
 * Encodes everything but unreserved and reserved characters, keeping existing `%XX` triplets
 * (RFC 6570 section 3.2.3). Throws `URIError` on a lone surrogate.
 */
export function encodeReserved(text: string): string {
  if (UNRESERVED_ONLY.test(text)) return text;
  return text
    .split(PCT_TRIPLET_SPLIT)
    .map((part) => encodeURI(part).replace(/%5B/g, "[").replace(/%5D/g, "]"))
    .join("%");
}
