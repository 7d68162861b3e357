import { InvalidParameterError } from "../errors/invalid-parameter-error";

/** Where one expression's output landed in an expanded URL. */
export interface ExpandedRange {
  readonly start: number;
  readonly end: number;
  readonly names: readonly string[];
}

const MAX_DOT_SEGMENT_LENGTH = 6; // "%2e%2e"

/**
 * Refuses a URL in which a parameter value became a whole `.` or `..` path segment (also
 * percent-encoded), since a server or proxy would resolve it and the request would leave its
 * route: `/repos/{owner}/{repo}` with repo `..` is `/repos/{owner}`. Dot segments written in the
 * template itself are the author's choice and stay. One pass over the path: linear time.
 */
export function refuseDotSegmentsFromValues(url: string, ranges: readonly ExpandedRange[], template: string): void {
  const pathEnd = endOfPath(url);
  let rangeIndex = 0;
  let segmentStart = 0;
  while (segmentStart <= pathEnd && rangeIndex < ranges.length) {
    let segmentEnd = url.indexOf("/", segmentStart);
    if (segmentEnd === -1 || segmentEnd > pathEnd) segmentEnd = pathEnd;
    while (rangeIndex < ranges.length && (ranges[rangeIndex] as ExpandedRange).end <= segmentStart) rangeIndex++;
    const range = ranges[rangeIndex];
    if (range !== undefined && range.start < segmentEnd && segmentEnd - segmentStart <= MAX_DOT_SEGMENT_LENGTH) {
      const segment = url.slice(segmentStart, segmentEnd);
      if (isDotSegment(segment)) {
        throw new InvalidParameterError(
          `Parameter ${range.names.map((name) => `"${name}"`).join(" or ")} would make "${segment}" a path segment of ` +
            `URL template ${JSON.stringify(template)}, which could take the request outside its route`,
          { template },
        );
      }
    }
    segmentStart = segmentEnd + 1;
  }
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
