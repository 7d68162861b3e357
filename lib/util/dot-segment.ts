/**
 * Whether a path segment is one that WHATWG URL parsing (what `fetch`, undici and browsers do)
 * resolves away: `.` or `..`, with any dot written as `%2e` or `%2E`. `segment` ends before the
 * next `/`, `?` or `#`; a `;` also ends it here, since servers that read path parameters
 * (RFC 3986 section 3.3: Tomcat, Jetty, Spring) resolve `..;x` as `..`.
 *
 * @example
 * isDotSegment("%2E%2e"); // true
 * isDotSegment("..;jsessionid=1"); // false: pass the part before ";" (see dotSegmentEnd)
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

/**
 * Whether a character code is a slash as WHATWG URL parsing reads an http(s) URL: `/`, or `\`,
 * which it reads as `/`.
 */
export function isSlash(code: number): boolean {
  return code === 47 /* / */ || code === 92; /* \ */
}

/**
 * Where the path segment starting at `start` of `url` ends: at the next `/` (or `\`), `?`, `#`
 * or `;`, or the end of the URL.
 */
export function segmentEnd(url: string, start: number): number {
  for (let index = start; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (isSlash(code) || code === 63 /* ? */ || code === 35 /* # */ || code === 59 /* ; */) return index;
  }
  return url.length;
}

/**
 * Where the path of `url` starts: after `scheme://authority` when the URL is absolute, at 0 for
 * a path (`/x`) or a relative reference. A protocol-relative `//host/x` is its host's path too.
 */
export function pathStart(url: string): number {
  const scheme = SCHEME_AND_SLASHES.exec(url);
  const authority =
    scheme !== null ? scheme[0].length : isSlash(url.charCodeAt(0)) && isSlash(url.charCodeAt(1)) ? 2 : -1;
  if (authority === -1) return 0;
  const end = url.slice(authority).search(/[/\\?#]/);
  return end === -1 ? url.length : authority + end;
}

// `scheme:` and two slashes, either of which may be a backslash, as an http(s) URL is parsed.
const SCHEME_AND_SLASHES = /^[A-Za-z][A-Za-z0-9+.-]*:[/\\]{2}/;

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
    // A ";" starts the parameters of the segment before it: go on at the next delimiter.
    if (code === 59 /* ; */) {
      start = nextDelimiter(url, start);
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

function nextDelimiter(url: string, from: number): number {
  for (let index = from; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (isSlash(code) || code === 63 /* ? */ || code === 35 /* # */) return index;
  }
  return url.length;
}
