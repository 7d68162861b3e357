import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { ABSOLUTE_URL, findDotSegment } from "../util/dot-segment";
import { BoundedCache } from "../util/bounded-cache";

// What WHATWG URL parsing drops or rewrites (tab, LF, CR, other controls, space, "\" read as
// "/"): a base URL with one would not be the URL that is sent.
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSENDABLE = /[\u0000-\u0020\u007f\\]/;

/**
 * Checks a base URL where it enters (the `baseUrl` option, in defaults or per call, and a
 * subclass's `defaultBaseUrl`): an absolute `http:` or `https:` URL, or a path starting with a
 * single `/` (same-origin use in a browser; `""` is the page's own origin), with no `.` or `..`
 * segment and nothing URL parsing would drop or rewrite. Throws `ERR_INVALID_OPTIONS` naming
 * `what`; returns the URL as given.
 *
 * @example
 * requireBaseUrl("https://ghe.example.com/api/v3"); // "https://ghe.example.com/api/v3"
 * requireBaseUrl("/api"); // "/api"
 * requireBaseUrl("ftp://files.example"); // throws ERR_INVALID_OPTIONS
 * requireBaseUrl("https://ghe.example.com/api/../admin"); // throws ERR_INVALID_OPTIONS
 */
export function requireBaseUrl(value: unknown, what = "baseUrl"): string {
  if (typeof value !== "string") throw invalid(what, value, "expected a string");
  // Base URLs repeat from defaults() to defaults(); parsing one costs about 1 µs.
  if (accepted.get(value) === true) return value;
  if (UNSENDABLE.test(value)) throw invalid(what, value, "it holds a space, a control character or a backslash");
  if (!isSameOrigin(value) && !isHttpUrl(value)) {
    throw invalid(what, value, 'expected an absolute http(s) URL, or a path starting with "/"');
  }
  if (findDotSegment(value) !== -1) {
    throw invalid(what, value, 'it has a "." or ".." path segment');
  }
  accepted.set(value, true);
  return value;
}

const ACCEPTED_LIMIT = 100;
// Only base URLs that passed: a refused one is checked, and reported, every time.
const accepted = new BoundedCache<string, true>(ACCEPTED_LIMIT);

function isSameOrigin(value: string): boolean {
  return value === "" || (value[0] === "/" && value[1] !== "/");
}

function isHttpUrl(value: string): boolean {
  if (!ABSOLUTE_URL.test(value) || !URL.canParse(value)) return false;
  const { protocol, host } = new URL(value);
  return (protocol === "http:" || protocol === "https:") && host !== "";
}

function invalid(what: string, value: unknown, reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid ${what} ${describeInput(value)}: ${reason}`);
}
