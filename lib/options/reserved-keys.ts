/**
 * Option keys with a meaning of their own. Every other key is a request parameter
 * (spec section 4.2).
 */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  "method",
  "url",
  "baseUrl",
  "headers",
  "mediaType",
  "data",
  "request",
]);
