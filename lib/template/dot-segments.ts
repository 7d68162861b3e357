import { describeInput } from "../errors/describe-input";
import { findDotSegment, segmentEnd } from "../util/dot-segment";
import { InvalidParameterError } from "../errors/error-classes";

/** Where one expression's output landed in an expanded URL. */
export interface ExpandedRange {
  readonly start: number;
  readonly end: number;
  readonly names: readonly string[];
}

/**
 * Refuses a URL in which a parameter value became a whole `.` or `..` path segment (also
 * percent-encoded), since a client or server resolves it and the request would leave its route:
 * `/repos/{owner}/{repo}` with repo `..` is `/repos/{owner}`. The segments are the ones the URL
 * policy finds ({@link findDotSegment}, as WHATWG URL reads a path); one written in the template
 * itself is the author's choice and stays. `ranges` are in URL order and do not overlap, so one
 * pass over both keeps it linear.
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
