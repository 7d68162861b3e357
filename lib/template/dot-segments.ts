import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/invalid-parameter-error";

/** Where one expression's output landed in an expanded URL. */
export interface ExpandedRange {
  readonly start: number;
  readonly end: number;
  readonly names: readonly string[];
}

/**
 * Refuses a URL in which a parameter value became a whole `.` or `..` path segment (also
 * percent-encoded), since a server or proxy would resolve it and the request would leave its
 * route: `/repos/{owner}/{repo}` with repo `..` is `/repos/{owner}`. Dot segments written in the
 * template itself are the author's choice and stay. One pass over the path: linear time.
 * `ranges` are in URL order and do not overlap.
 */
export function refuseDotSegmentsFromValues(url: string, ranges: readonly ExpandedRange[], template: string): void {
  const path = url.slice(0, endOfPath(url));
  let rangeIndex = 0;
  let segmentStart = 0;
  for (const segment of path.split("/")) {
    const segmentEnd = segmentStart + segment.length;
    let range = ranges[rangeIndex];
    while (range !== undefined && range.end <= segmentStart) range = ranges[++rangeIndex];
    if (range === undefined) return;
    if (range.start < segmentEnd && isDotSegment(segment)) {
      throw new InvalidParameterError(
        `Parameter ${range.names.map(describeInput).join(" or ")} would make ${describeInput(segment)} a path ` +
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
 * than that with no "/" lies inside one segment at least as long, so values like "rest.js" keep
 * the scan off the per-call path.
 */
export function mayFormDotSegment(output: string): boolean {
  if (output.length > 6 && !output.includes("/")) return false;
  return output.includes(".") || output.includes("%");
}

function endOfPath(url: string): number {
  const query = url.indexOf("?");
  const fragment = url.indexOf("#");
  if (query === -1) return fragment === -1 ? url.length : fragment;
  return fragment === -1 ? query : Math.min(query, fragment);
}

function isDotSegment(segment: string): boolean {
  const decoded = segment.replace(/%2e/gi, ".");
  return decoded === "." || decoded === "..";
}
