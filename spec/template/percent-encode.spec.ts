import { encodeReserved, encodeUnreserved, isUnreserved } from "../../lib/template/percent-encode";

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
