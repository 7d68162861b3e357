const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:\/\//;

/** True for URLs that carry their own scheme and host. */
export function isAbsoluteUrl(url: string): boolean {
  return ABSOLUTE_URL.test(url);
}

/**
 * Puts `baseUrl` before a relative URL with exactly one `/` between them; an absolute URL keeps
 * its own host.
 *
 * @example
 * joinUrl("https://ghe.example.com/api/v3/", "/user"); // "https://ghe.example.com/api/v3/user"
 */
export function joinUrl(baseUrl: string, url: string): string {
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
