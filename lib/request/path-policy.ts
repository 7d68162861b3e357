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
 * Refuses a final URL whose path, as WHATWG URL parses it (`fetch`, undici, browsers), has a `.`
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
  const at = findDotSegment(url);
  if (at === -1 || authoredDotSegments.remember(template, hasDotSegment)) return;
  throw new InvalidParameterError(
    `A parameter of URL template ${describeInput(template)} makes ${describeInput(url.slice(at, segmentEnd(url, at)))} ` +
      "a path segment, which would take the request outside its route",
    { template },
  );
}
