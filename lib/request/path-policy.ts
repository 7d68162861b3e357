import { InvalidParameterError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { BoundedCache } from "../util/bounded-cache";
import { findDotSegment, segmentEnd } from "../util/dot-segment";

const TEMPLATE_CACHE_LIMIT = 1000;
// Whether the template's own text has a dot segment: then only its expander can tell which
// segment came from a value, and this check stands back. Depends on the template alone.
const authoredDotSegments = new BoundedCache<string, boolean>(TEMPLATE_CACHE_LIMIT);
const hasDotSegment = (template: string): boolean => findDotSegment(template) !== -1;

/**
 * Refuses a final URL that WHATWG URL parsing (`fetch`, undici, browsers) would read otherwise
 * (a tab or line break anywhere, a control character or space at an end), or whose path, as it
 * parses it (a `\\` read as `/`), has a `.`
 * or `..` segment in any percent-encoding, ended by `/`, `?`, `#`, `;` or the end, unless the
 * template's own text has one (dot segments an author writes are theirs). Called on the URL
 * every call assembles, whatever expander made it, so a custom `UriExpander` cannot let a value
 * out of its route. Cost: one scan of the path, and a cached answer per template.
 *
 * @example
 * refuseDotSegments("https://api.github.com/repos/o/r/contents/..?ref=x", "/repos/o/r/contents/{+path}"); // throws ERR_INVALID_PARAMETER
 * refuseDotSegments("https://api.github.com/a/../b", "/a/../{x}"); // the author's own: no throw
 */
export function refuseDotSegments(url: string, template: string): void {
  refuseWhatParsingDrops(url, template);
  const at = findDotSegment(url);
  if (at === -1 || authoredDotSegments.remember(template, hasDotSegment)) return;
  throw new InvalidParameterError(
    `A parameter of URL template ${describeInput(template)} makes ${describeInput(url.slice(at, segmentEnd(url, at)))} ` +
      "a path segment, which would take the request outside its route",
    { template },
  );
}

// Tab, LF and CR anywhere, and C0 controls and spaces at either end: WHATWG URL parsing drops them,
// so the URL sent would not be the one judged here ("/\t/evil.example" is "//evil.example").
const TAB_OR_LINE_BREAK = /[\t\n\r]/;

function refuseWhatParsingDrops(url: string, template: string): void {
  // charCodeAt past either end of "" is NaN, which no comparison takes.
  if (url.charCodeAt(0) > 0x20 && url.charCodeAt(url.length - 1) > 0x20 && !TAB_OR_LINE_BREAK.test(url)) return;
  if (url === "") return;
  throw new InvalidParameterError(
    `A parameter of URL template ${describeInput(template)} makes URL ${describeInput(url)} hold a tab, a line ` +
      "break, or a control character or space at an end, which URL parsing drops: the request would go elsewhere",
    { template },
  );
}
