import { InvalidParameterError } from "../../lib";
import { attachQuery, encodeQuery } from "../../lib/vendors/query-string";

// The two steps of a bodiless request's query, as placeParameters takes them with the plain rules.
const appendQuery = (url: string, parameters: Readonly<Record<string, unknown>>): string =>
  attachQuery(url, encodeQuery(parameters));

describe("appendQuery", () => {
  it("leaves the URL alone when no parameter has a value", () => {
    expect(appendQuery("/x#top", {})).toBe("/x#top");
    expect(appendQuery("/x", { a: undefined, b: null })).toBe("/x");
  });

  it("leaves out null and undefined values, keeping the others in order", () => {
    expect(appendQuery("/x", { a: null, b: 1, c: undefined, d: false })).toBe("/x?b=1&d=false");
  });

  it.each([
    ["/x", "/x?a=1"],
    ["/x?b=2", "/x?b=2&a=1"],
    ["/x?", "/x?a=1"],
    ["/x?b=2&", "/x?b=2&a=1"],
    ["/x#frag", "/x?a=1#frag"],
    ["/x?b=2#frag", "/x?b=2&a=1#frag"],
    ["/x#frag?not-a-query", "/x?a=1#frag?not-a-query"],
  ])("appends to %s before any fragment: %s", (url, expected) => {
    expect(appendQuery(url, { a: 1 })).toBe(expected);
  });

  it("percent-encodes names and values like encodeURIComponent", () => {
    expect(appendQuery("/x", { "a b": "c&d=é", plain: "A-z_0.9~" })).toBe("/x?a%20b=c%26d%3D%C3%A9&plain=A-z_0.9~");
  });

  it("writes numbers as String() does, encoding the + of a large one", () => {
    expect(appendQuery("/x", { page: 2, delta: -3, big: 1e21, ratio: 0.5 })).toBe(
      "/x?page=2&delta=-3&big=1e%2B21&ratio=0.5",
    );
  });

  it("encodes a name the same way on every call, and refuses a malformed one every time", () => {
    expect(appendQuery("/x", { "a b": 1 })).toBe("/x?a%20b=1");
    expect(appendQuery("/x", { "a b": 2 })).toBe("/x?a%20b=2");
    for (const attempt of [1, 2]) {
      expect(() => appendQuery("/x", { "\ud800": attempt })).toThrow(InvalidParameterError);
    }
  });

  it("keeps the + separators of the parameter a vendor names, encoding each term", () => {
    expect(encodeQuery({ q: "is:open+label:bug fix" }, "q")).toBe("q=is%3Aopen+label%3Abug%20fix");
  });

  it("encodes + like any other character in every other parameter", () => {
    expect(appendQuery("/search", { q: "c++ lang" })).toBe("/search?q=c%2B%2B%20lang");
    expect(encodeQuery({ q: "a+b", term: "a+b" }, "term")).toBe("q=a%2Bb&term=a+b");
    expect(appendQuery("/x", { other: "a+b" })).toBe("/x?other=a%2Bb");
  });

  it("joins list items with commas, leaving out null and undefined items", () => {
    expect(appendQuery("/x", { ids: [1, null, "a b", undefined, true] })).toBe("/x?ids=1,a%20b,true");
  });

  it("writes an object as key,value pairs, leaving out null and undefined values", () => {
    expect(appendQuery("/x", { filter: { state: "open", gone: null, none: undefined, "a b": "c d" } })).toBe(
      "/x?filter=state,open,a%20b,c%20d",
    );
  });

  it.each([
    ["a list in a list", { ids: [[1]] }],
    ["an object in a list", { ids: [{ a: 1 }] }],
    ["a list in an object", { filter: { a: [1] } }],
  ])("refuses %s, naming the parameter", (_kind, parameters) => {
    const name = Object.keys(parameters)[0] as string;
    expect(() => appendQuery("/x", parameters)).toThrow(
      new InvalidParameterError(
        `Parameter "${name}" cannot be used as a query parameter: it nests a list or object inside another`,
      ),
    );
  });

  it("encodes a name the same first in the query as later, however often it comes", () => {
    for (let round = 0; round < 3; round++) {
      expect(appendQuery("/x", { "a b": 1, "c&d": 2 })).toBe("/x?a%20b=1&c%26d=2");
      expect(appendQuery("/x", { "c&d": 2, "a b": 1 })).toBe("/x?c%26d=2&a%20b=1");
    }
  });

  it("refuses a name that is not well-formed Unicode every time", () => {
    const refusal = new InvalidParameterError(
      // The name as describeInput shows it (JSON, so the lone surrogate is escaped): issue 30 item 5.
      'Parameter "\\ud800" cannot be used as a query parameter: it is not well-formed Unicode',
    );
    expect(() => appendQuery("/x", { "\ud800": 1 })).toThrow(refusal);
    expect(() => appendQuery("/x", { a: 1, "\ud800": 1 })).toThrow(refusal);
  });

  it("refuses text that is not well-formed Unicode, naming the parameter", () => {
    expect(() => appendQuery("/x", { a: "\ud800" })).toThrow(
      new InvalidParameterError('Parameter "a" cannot be used as a query parameter: it is not well-formed Unicode'),
    );
    expect(() => appendQuery("/x", { a: "\ud800" })).toThrow(InvalidParameterError);
  });
});
