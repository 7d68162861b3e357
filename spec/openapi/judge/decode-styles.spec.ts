import {
  cookiePairs,
  decodeHeaderValue,
  decodePathValue,
  decodeQueryValue,
  queryPairs,
  type Layout,
} from "./decode-styles";

// The OpenAPI text's table of style examples, read backwards: `color` is "blue", or
// ["blue", "black", "brown"], or { R: 100, G: 200, B: 150 } (as text, before coerce.ts).

const PRIMITIVE = "blue";
const ARRAY = ["blue", "black", "brown"];
const OBJECT = { R: "100", G: "200", B: "150" };
const VALUES = { primitive: PRIMITIVE, array: ARRAY, object: OBJECT } as const;

const layout = (style: string, explode: boolean, shape: Layout["shape"]): Layout => ({
  name: "color",
  style,
  explode,
  shape,
});

describe("judge: decodePathValue reads the table's path styles", () => {
  it.each([
    ["matrix", false, "primitive", ";color=blue"],
    ["matrix", false, "array", ";color=blue,black,brown"],
    ["matrix", false, "object", ";color=R,100,G,200,B,150"],
    ["matrix", true, "primitive", ";color=blue"],
    ["matrix", true, "array", ";color=blue;color=black;color=brown"],
    ["matrix", true, "object", ";R=100;G=200;B=150"],
    ["label", false, "primitive", ".blue"],
    ["label", false, "array", ".blue,black,brown"],
    ["label", false, "object", ".R,100,G,200,B,150"],
    ["label", true, "array", ".blue.black.brown"],
    ["label", true, "object", ".R=100.G=200.B=150"],
    ["simple", false, "primitive", "blue"],
    ["simple", false, "array", "blue,black,brown"],
    ["simple", false, "object", "R,100,G,200,B,150"],
    ["simple", true, "object", "R=100,G=200,B=150"],
  ] as const)("%s, explode %s, %s: %s", (style, explode, shape, raw) => {
    expect(decodePathValue(layout(style, explode, shape), raw)).toEqual({ value: VALUES[shape] });
  });

  it("refuses a value without its style's prefix", () => {
    expect(decodePathValue(layout("label", false, "primitive"), "blue")).toEqual({
      problem: 'label style starts with ".", got "blue"',
    });
    expect(decodePathValue(layout("matrix", false, "primitive"), "blue")).toEqual({
      problem: 'matrix style starts with ";", got "blue"',
    });
  });
});

describe("judge: decodeQueryValue reads the table's query styles", () => {
  it.each([
    ["form", false, "primitive", "color=blue"],
    ["form", false, "array", "color=blue,black,brown"],
    ["form", false, "object", "color=R,100,G,200,B,150"],
    ["form", true, "array", "color=blue&color=black&color=brown"],
    ["form", true, "object", "R=100&G=200&B=150"],
    ["spaceDelimited", false, "array", "color=blue%20black%20brown"],
    ["spaceDelimited", false, "object", "color=R%20100%20G%20200%20B%20150"],
    ["pipeDelimited", false, "array", "color=blue%7Cblack%7Cbrown"],
    ["pipeDelimited", false, "object", "color=R%7C100%7CG%7C200%7CB%7C150"],
    ["deepObject", true, "object", "color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150"],
  ] as const)("%s, explode %s, %s: %s", (style, explode, shape, query) => {
    const pairs = queryPairs(query);
    expect(decodeQueryValue(layout(style, explode, shape), pairs, ["R", "G", "B"])).toEqual({ value: VALUES[shape] });
    expect(pairs.every((pair) => pair.used)).toBe(true);
  });

  it("leaves the pairs of other parameters unread", () => {
    const pairs = queryPairs("color=blue&size=2");
    expect(decodeQueryValue(layout("form", true, "primitive"), pairs, [])).toEqual({ value: "blue" });
    expect(pairs.filter((pair) => !pair.used).map((pair) => pair.name)).toEqual(["size"]);
  });

  it("refuses a primitive given twice", () => {
    expect(decodeQueryValue(layout("form", true, "primitive"), queryPairs("color=blue&color=red"), [])).toEqual({
      problem: '"color" is given 2 times (color=blue&color=red)',
    });
  });
});

describe("judge: decodeQueryValue reads 3.2's cookie style from a cookie header", () => {
  it.each([
    [false, "primitive", "color=blue"],
    [false, "array", "color=blue,black,brown"],
    [false, "object", "color=R,100,G,200,B,150"],
    [true, "primitive", "color=blue"],
    [true, "array", "color=blue; color=black; color=brown"],
    [true, "object", "R=100; G=200; B=150"],
  ] as const)("explode %s, %s: %s", (explode, shape, header) => {
    const pairs = cookiePairs(header);
    expect(decodeQueryValue(layout("cookie", explode, shape), pairs, ["R", "G", "B"])).toEqual({
      value: VALUES[shape],
    });
    expect(pairs.every((pair) => pair.used)).toBe(true);
  });

  it("leaves what looks like percent-encoding as it is, where form decodes it", () => {
    expect(decodeQueryValue(layout("cookie", true, "primitive"), cookiePairs("color=a%20b+c"), [])).toEqual({
      value: "a%20b+c",
    });
    expect(decodeQueryValue(layout("cookie", true, "array"), cookiePairs("color=a%2C; color=b"), [])).toEqual({
      value: ["a%2C", "b"],
    });
    expect(decodeQueryValue(layout("form", true, "primitive"), cookiePairs("color=a%20b+c"), [])).toEqual({
      value: "a b c",
    });
  });
});

describe("judge: decodeHeaderValue reads the simple style, without percent-decoding", () => {
  it("reads a primitive, an array and an object", () => {
    expect(decodeHeaderValue(layout("simple", false, "primitive"), "a%20b")).toEqual({ value: "a%20b" });
    expect(decodeHeaderValue(layout("simple", false, "array"), "blue, black,brown")).toEqual({ value: ARRAY });
    expect(decodeHeaderValue(layout("simple", true, "object"), "R=100,G=200,B=150")).toEqual({ value: OBJECT });
  });
});
