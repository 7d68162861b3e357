import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import { BoundedCache } from "./bounded-cache";

// The dot-segment defence in one place: what a dot segment is, the scanner that finds one in a
// URL's path as WHATWG URL parsing reads it, and the two refusals (a value that became one, and a
// final URL that has one its template did not write).

/** A scheme and two slashes, either of which may be a backslash, as WHATWG parsing reads it. */
export const ABSOLUTE_URL = /^[A-Za-z][A-Za-z0-9+.-]*:[/\\]{2}/;

/**
 * Whether a character code is a slash as WHATWG URL parsing reads an http(s) URL: `/`, or `\`,
 * which it reads as `/`.
 */
export function isSlash(code: number): boolean {
  return code === 47 /* / */ || code === 92; /* \ */
}

/**
 * Whether a path segment is `.` or `..`, with any dot written as `%2e` or `%2E`: what URL parsing
 * resolves away. `segment` ends before the next `/`, `?`, `#` or `;` (servers that read path
 * parameters, RFC 3986 section 3.3, resolve `..;x` as `..`).
 *
 * @example
 * isDotSegment("%2E%2e"); // true
 * isDotSegment("..."); // false
 */
export function isDotSegment(segment: string): boolean {
  switch (segment.length) {
    case 1:
      return segment === ".";
    case 2:
      return segment === "..";
    case 3:
      return isEncodedDot(segment, 0);
    case 4:
      return (segment[0] === "." && isEncodedDot(segment, 1)) || (isEncodedDot(segment, 0) && segment[3] === ".");
    case 6:
      return isEncodedDot(segment, 0) && isEncodedDot(segment, 3);
    default:
      return false;
  }
}

function isEncodedDot(text: string, at: number): boolean {
  return text[at] === "%" && text[at + 1] === "2" && (text[at + 2] === "e" || text[at + 2] === "E");
}

// Where the path segment starting at `start` ends: at the next `/` (or `\`), `?`, `#` or `;`, or
// the end of the URL.
function segmentEnd(url: string, start: number): number {
  for (let index = start; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (isSlash(code) || code === 63 /* ? */ || code === 35 /* # */ || code === 59 /* ; */) return index;
  }
  return url.length;
}

// Where the path of `url` starts: after `scheme://authority` when the URL is absolute, at 0 for a
// path (`/x`) or a relative reference. A protocol-relative `//host/x` is its host's path too.
function pathStart(url: string): number {
  const scheme = ABSOLUTE_URL.exec(url);
  const authority =
    scheme !== null ? scheme[0].length : isSlash(url.charCodeAt(0)) && isSlash(url.charCodeAt(1)) ? 2 : -1;
  if (authority === -1) return 0;
  const end = url.slice(authority).search(/[/\\?#]/);
  return end === -1 ? url.length : authority + end;
}

/**
 * The index of the first dot segment in the path of `url` (a segment `.`, `..` or an encoded
 * form, ended by `/`, `?`, `#`, `;` or the end) at or after `from`, or -1. `from` is where a
 * segment starts or a delimiter stands (the path's start by default, or where an earlier
 * segment ended). Linear in the length of the path.
 *
 * @example
 * findDotSegment("https://api.example/a/%2e%2E?x"); // 22
 * findDotSegment("/a/b.c"); // -1
 */
export function findDotSegment(url: string, from?: number): number {
  // A segment starts after a "/" or at the start of a relative URL, and a dot segment with "."
  // or "%": most URLs have neither pair and need no walk.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral,EqualityOperator,BlockStatement: the walk finds no segment in such a URL either; the test only spares it
  if (!url.includes("/.") && !url.includes("/%") && !url.includes("\\") && url[0] !== "." && url[0] !== "%") {
    return -1;
  }
  let start = from ?? pathStart(url);
  while (start <= url.length) {
    const code = url.charCodeAt(start);
    if (code === 63 /* ? */ || code === 35 /* # */) return -1;
    // A ";" starts the parameters of the segment before it: they end where a segment would.
    if (code === 59 /* ; */) {
      start = segmentEnd(url, start + 1);
      continue;
    }
    if (isSlash(code)) start++;
    const end = segmentEnd(url, start);
    // Only a segment starting with "." or "%" can be one: most are skipped without a slice.
    const first = url.charCodeAt(start);
    if ((first === 46 /* . */ || first === 37) /* % */ && isDotSegment(url.slice(start, end))) return start;
    if (end === url.length) return -1;
    start = end;
  }
  // Stryker disable next-line UnaryOperator: unreachable, the loop returns before start passes the end of the URL
  return -1;
}

/**
 * Whether an expression's output could be, or hold, a dot segment: only then is the URL scanned.
 * A dot segment is at most six characters (`%2e%2e`) and needs a dot or an escape; output longer
 * than that with nothing that ends a segment (`/`, `?`, `#`, `;`) lies inside one segment at
 * least as long, so values like `rest.js` keep the scan off most calls.
 *
 * @example
 * mayFormDotSegment(".."); // true
 * mayFormDotSegment("rest.js"); // false
 */
export function mayFormDotSegment(output: string): boolean {
  if (output.length > 6 && segmentEnd(output, 0) === output.length) return false;
  return output.includes(".") || output.includes("%");
}

/** Where one expression's output landed in an expanded URL. */
export interface ExpandedRange {
  readonly start: number;
  readonly end: number;
  readonly names: readonly string[];
}

/**
 * Refuses a URL in which a parameter value became a whole `.` or `..` path segment (also
 * percent-encoded), since a client or server resolves it and the request would leave its route:
 * `/repos/{owner}/{repo}` with repo `..` is `/repos/{owner}`. One written in the template itself
 * is the author's choice and stays. `ranges` are in URL order and do not overlap, so one pass over
 * both keeps it linear.
 *
 * @example
 * refuseDotSegmentsFromValues("/repos/o/..", [{ start: 9, end: 11, names: ["repo"] }], "/repos/{owner}/{repo}"); // throws ERR_INVALID_PARAMETER
 */
export function refuseDotSegmentsFromValues(url: string, ranges: readonly ExpandedRange[], template: string): void {
  let rangeIndex = 0;
  for (let start = findDotSegment(url); start !== -1;) {
    const end = segmentEnd(url, start);
    let range = ranges[rangeIndex];
    while (range !== undefined && range.end <= start) range = ranges[++rangeIndex];
    if (range === undefined) return;
    if (range.start < end) {
      throw new InvalidParameterError(
        `Parameter ${range.names.map(describeInput).join(" or ")} would make ${describeInput(url.slice(start, end))} a path ` +
          `segment of URL template ${describeInput(template)}, which could take the request outside its route`,
        { template },
      );
    }
    start = end === url.length ? -1 : findDotSegment(url, end);
  }
}

const TEMPLATE_CACHE_LIMIT = 1000;
// Whether the template's own text has a dot segment: then only its expander can tell which
// segment came from a value, and this check stands back. Depends on the template alone.
const authoredDotSegments = new BoundedCache<string, boolean>(TEMPLATE_CACHE_LIMIT);
const hasDotSegment = (template: string): boolean => findDotSegment(template) !== -1;

/**
 * Refuses a final URL whose path has a `.` or `..` segment, unless the template's own text has
 * one (dot segments an author writes are theirs). Called on the URL every call assembles, whatever
 * expander made it, so a custom `UriExpander` cannot let a value out of its route. Cost: one scan
 * of the path, and a cached answer per template.
 *
 * @example
 * refuseDotSegments("https://api.github.com/repos/o/r/contents/..?ref=x", "/repos/o/r/contents/{+path}"); // throws ERR_INVALID_PARAMETER
 * refuseDotSegments("https://api.github.com/a/../b", "/a/../{x}"); // the author's own: no throw
 */
export function refuseDotSegments(url: string, template: string): void {
  const at = findDotSegment(url);
  if (at === -1 || authoredDotSegments.remember(template, hasDotSegment)) return;
  throw new InvalidParameterError(
    `A parameter of URL template ${describeInput(template)} makes ${describeInput(url.slice(at, segmentEnd(url, at)))} ` +
      "a path segment, which would take the request outside its route",
    { template },
  );
}
