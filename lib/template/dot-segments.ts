import { describeInput } from "../errors/describe-input";
import { isDotSegment, segmentEnd as dotSegmentEnd } from "../util/dot-segment";
import { InvalidParameterError } from "../errors/invalid-parameter-error";

/** Where one expression's output landed in an expanded URL. */
export interface ExpandedRange {
  readonly start: number;
  readonly end: number;
  readonly names: readonly string[];
}

/**
 * Refuses a URL in which a parameter value became a whole `.` or `..` path segment (also
 * percent-encoded), since a client or server resolves it and the request would leave its route:
 * `/repos/{owner}/{repo}` with repo `..` is `/repos/{owner}`. Segments are read as WHATWG URL
 * reads them: the path ends at the first `?` or `#`, so `{+path}` = `..?ref=x` is refused too,
 * and a `;` ends the part that is tested (see `isDotSegment`). Dot segments written in the
 * template itself are the author's choice and stay. One pass over the path: linear time.
 * `ranges` are in URL order and do not overlap.
 */
export function refuseDotSegmentsFromValues(url: string, ranges: readonly ExpandedRange[], template: string): void {
  const pathEnd = endOfPath(url);
  let rangeIndex = 0;
  let segmentStart = 0;
  while (segmentStart <= pathEnd) {
    let segmentEnd = url.indexOf("/", segmentStart);
    if (segmentEnd === -1 || segmentEnd > pathEnd) segmentEnd = pathEnd;
    let range = ranges[rangeIndex];
    while (range !== undefined && range.end <= segmentStart) range = ranges[++rangeIndex];
    if (range === undefined) return;
    // A ";" ends the part that is tested: a value after it is a path parameter, not the segment.
    const testedEnd = Math.min(segmentEnd, dotSegmentEnd(url, segmentStart));
    const tested = url.slice(segmentStart, testedEnd);
    if (range.start < testedEnd && isDotSegment(tested)) {
      throw new InvalidParameterError(
        `Parameter ${range.names.map(describeInput).join(" or ")} would make ${describeInput(tested)} a path ` +
          `segment of URL template ${describeInput(template)}, which could take the request outside its route`,
        { template },
      );
    }
    segmentStart = segmentEnd + 1;
  }
}

/**
 * Whether an expression's output could be, or hold, a dot segment: only then is the URL scanned.
 * A dot segment is at most six characters ("%2e%2e") and needs a dot or an escape; output longer
 * than that with nothing that ends a segment ("/", "?", "#", ";") lies inside one segment at
 * least as long, so values like "rest.js" keep the scan off most calls.
 */
export function mayFormDotSegment(output: string): boolean {
  if (output.length > 6 && !endsASegment(output)) return false;
  return output.includes(".") || output.includes("%");
}

function endsASegment(output: string): boolean {
  return output.includes("/") || output.includes("?") || output.includes("#") || output.includes(";");
}

function endOfPath(url: string): number {
  const query = url.indexOf("?");
  const fragment = url.indexOf("#");
  if (query === -1) return fragment === -1 ? url.length : fragment;
  return fragment === -1 ? query : Math.min(query, fragment);
}
