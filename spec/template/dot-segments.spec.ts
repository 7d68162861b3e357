import { InvalidParameterError } from "../../lib";
import { mayFormDotSegment, refuseDotSegmentsFromValues, type ExpandedRange } from "../../lib/util/dot-segment";

const range = (start: number, end: number, ...names: string[]): ExpandedRange => ({ start, end, names });

function refusal(url: string, ranges: ExpandedRange[], template = "/t"): InvalidParameterError | undefined {
  try {
    refuseDotSegmentsFromValues(url, ranges, template);
  } catch (error) {
    return error as InvalidParameterError;
  }
  return undefined;
}

describe("refuseDotSegmentsFromValues", () => {
  it.each([
    ["the last segment", "/a/..", [range(3, 5, "x")]],
    ["a middle segment", "/a/../b", [range(3, 5, "x")]],
    ["a single dot", "/a/./b", [range(3, 4, "x")]],
    ["an encoded one", "/a/%2E%2e/b", [range(3, 9, "x")]],
    ["one after an earlier value", "/a/b/..", [range(1, 2, "a"), range(5, 7, "x")]],
    ["one before a query", "/a/..?q=1", [range(3, 5, "x")]],
    ["one before a query that holds a /", "/a/..?next=/b", [range(3, 5, "x")]],
    ["one before a fragment that holds a /", "/a/..#/b", [range(3, 5, "x")]],
    ["one before a fragment", "/a/..#f", [range(3, 5, "x")]],
  ])("refuses a dot segment from a value: %s", (_where, url, ranges) => {
    expect(refusal(url, ranges)).toBeInstanceOf(InvalidParameterError);
  });

  it("names the parameters, the segment and the template, and carries the template", () => {
    const error = refusal("/a/..", [range(3, 5, "x", "y")], "/a/{x}{y}");
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error?.message).toBe(
      'Parameter "x" or "y" would make ".." a path segment of URL template "/a/{x}{y}", which could take the request outside its route',
    );
    expect(error?.template).toBe("/a/{x}{y}");
  });

  it.each([
    ["a dot segment of the template after a value", "/x/../y", [range(1, 2, "a")]],
    ["a dot segment of the template after every value", "/x/y/..", [range(1, 2, "a")]],
    ["a dot segment of the template before a value", "/../a", [range(4, 5, "a")]],
    ["a dot segment of the template before a value that starts with /", "/../a", [range(3, 5, "a")]],
    ["a dot segment of the template right after a value that ends with /", "ab/..", [range(0, 3, "a")]],
    ["dots that are not a whole segment", "/a/..b/c.", [range(3, 6, "x"), range(7, 9, "y")]],
    ["dots in the query", "/a?x=/..", [range(6, 8, "x")]],
    ["dots in the fragment", "/a#/..", [range(4, 6, "x")]],
    ["dots in a fragment before a ?", "/x#/..?y", [range(4, 6, "x")]],
    ["dots in a query before a #", "/x?/..#y", [range(4, 6, "x")]],
    ["dots in a fragment after a query", "/x?q#/..", [range(6, 8, "x")]],
  ])("allows %s", (_what, url, ranges) => {
    expect(refusal(url, ranges)).toBeUndefined();
  });
});

describe("mayFormDotSegment", () => {
  it.each([".", "..", "%2e", "%2E%2e", "a/..", "../b", "abcdefgh/.", "x%"])(
    "says %j may form a dot segment (it holds a dot or an escape, and is short or holds a /)",
    (output) => {
      expect(mayFormDotSegment(output)).toBe(true);
    },
  );

  it.each(["", "a", "octocat", "main", "abcdef/g", "rest.js.x", "%2e%2e%2e", "v1.2.3.4"])(
    "says %j cannot, so the URL is not scanned for it",
    (output) => {
      expect(mayFormDotSegment(output)).toBe(false);
    },
  );
});
