import { BoundedCache } from "./bounded-cache";
import { ABSOLUTE_URL } from "./dot-segment";

/** True for URLs that carry their own scheme and host. */
export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url);
}

// Requests repeat their URLs and base URLs; parsing one costs about 1 µs.
const origins = new BoundedCache<string, string | null>(100);

/** The serialized origin of an absolute URL (`https://host[:port]`), or `undefined` for any other. */
export function originOf(url: string): string | undefined {
  const cached = origins.remember(url, parseOrigin);
  return cached === null ? undefined : cached;
}

function parseOrigin(url: string): string | null {
  if (!isAbsoluteUrl(url) || !URL.canParse(url)) return null;
  const { origin } = new URL(url);
  return origin === "null" ? null : origin;
}

/**
 * True for a serialized WHATWG origin (`https://files.example`, `http://127.0.0.1:8080`): not
 * `"https:"`, which begins every https URL, nor a URL with a path.
 *
 * @example
 * isOrigin("https://files.example"); // true
 * isOrigin("https://files.example/"); // false
 */
export function isOrigin(value: unknown): value is string {
  return typeof value === "string" && parseOrigin(value) === value;
}
