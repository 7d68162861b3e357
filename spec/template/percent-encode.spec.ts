import { encodeReserved, encodeUnreserved, isUnreserved, unreservedText } from "../../lib/template/percent-encode";

describe("isUnreserved", () => {
  it.each(["", "a", "z", "A", "Z", "0", "9", "-", ".", "_", "~", "per_page", "rest.js", "A-z0.9_~"])(
    "is true for %p",
    (text) => {
      expect(isUnreserved(text)).toBe(true);
    },
  );

  // The neighbours of every unreserved range, and characters that need encoding.
  it.each(["`", "{", "@", "[", "/", ":", ",", "+", "*", " ", "é", "a b", "ab/", "/ab", "%41"])(
    "is false for %p",
    (text) => {
      expect(isUnreserved(text)).toBe(false);
    },
  );
});

describe("unreservedText", () => {
  it.each<[unknown, string]>([
    ["octokit", "octokit"],
    ["", ""],
    [50, "50"],
    [-7, "-7"],
    [-0, "0"],
    [Number.MAX_SAFE_INTEGER, "9007199254740991"],
  ])("is the text of %p, which needs no encoding", (value, text) => {
    expect(unreservedText(value)).toBe(text);
  });

  // Strings that need encoding, and every value that is not a string or a safe integer: a large
  // number may print with a "+" (1e+21), and the rest have rules of their own.
  it.each<unknown>(["a b", "é", 1e21, 2 ** 53, 3.5, Number.NaN, Infinity, true, 1n, null, undefined, ["a"], { a: 1 }])(
    "is undefined for %p",
    (value) => {
      expect(unreservedText(value)).toBeUndefined();
    },
  );
});

describe("encodeUnreserved", () => {
  it("encodes everything but unreserved characters, with uppercase hex", () => {
    expect(encodeUnreserved("a*b!c'(d)")).toBe("a%2Ab%21c%27%28d%29");
    expect(encodeUnreserved("a/b?c#d[e]")).toBe("a%2Fb%3Fc%23d%5Be%5D");
    expect(encodeUnreserved("per_page")).toBe("per_page");
  });
});

describe("encodeReserved", () => {
  it("keeps reserved characters, brackets and existing %XX triplets", () => {
    expect(encodeReserved("a/b?c#d[e]@f")).toBe("a/b?c#d[e]@f");
    expect(encodeReserved("a b%2Fc%zz")).toBe("a%20b%2Fc%25zz");
  });
});
