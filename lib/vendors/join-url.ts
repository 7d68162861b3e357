import { isSlash } from "../util/dot-segment";
import { isAbsoluteUrl } from "../util/origin";

// A scheme and its colon. WHATWG parsing reads a URL that starts with one as absolute whatever
// follows; for http(s) the slashes are optional ("https:evil.example/x" goes to evil.example).
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/**
 * True for a URL that starts with a scheme, which the client reads as absolute: `isAbsoluteUrl`'s
 * URLs, and those without the slashes.
 *
 * @example
 * hasScheme("https:evil.example/x"); // true
 * hasScheme("/repos/o/r"); // false
 */
export function hasScheme(url: string): boolean {
  return SCHEME.test(url);
}

/**
 * True for a URL that starts with two slashes, each `/` or `\\` (WHATWG reads `\\` as `/`):
 * protocol-relative, it names a host of its own, which a browser resolves against the page's
 * scheme. A same-origin base (`""`, `"/"`) before a path that starts with `/` gives one.
 *
 * @example
 * isProtocolRelative("//evil.example/x"); // true
 * isProtocolRelative("/repos/o/r"); // false
 */
export function isProtocolRelative(url: string): boolean {
  return isSlash(url.charCodeAt(0)) && isSlash(url.charCodeAt(1));
}

/**
 * Whether a path that starts with `/` stays on the origin of `baseUrl` whatever it holds: true
 * for an absolute base, whose host the path cannot replace; false for a same-origin base (a path
 * or `""`, see requireBaseUrl), where `//host` after it names another host.
 *
 * @example
 * pathsStayOnBase("https://api.github.com"); // true
 * pathsStayOnBase("/"); // false
 */
export function pathsStayOnBase(baseUrl: string): boolean {
  return baseUrl !== "" && baseUrl[0] !== "/";
}

/**
 * Puts `baseUrl` before a relative URL with exactly one `/` between them; an absolute URL keeps
 * its own host.
 *
 * @example
 * joinToBaseUrl("https://ghe.example.com/api/v3/", "/user"); // "https://ghe.example.com/api/v3/user"
 */
export function joinToBaseUrl(baseUrl: string, url: string): string {
  // The common case first: a path never starts a scheme, so the regular expression is spared.
  if (url === "" || url[0] === "/" || url[0] === "?" || url[0] === "#") return withoutTrailingSlashes(baseUrl) + url;
  if (isAbsoluteUrl(url)) return url;
  return `${withoutTrailingSlashes(baseUrl)}/${url}`;
}

/**
 * `url` without the slashes it ends with. A loop, not `/\/+$/`, which backtracks quadratically
 * on a long run of slashes followed by anything else.
 */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  // charCodeAt(-1) is NaN, so the loop stops at the start without a bounds check.
  while (url.charCodeAt(end - 1) === 47 /* "/" */) end--;
  // slice() of the whole string returns the string itself, allocating nothing.
  return url.slice(0, end);
}
