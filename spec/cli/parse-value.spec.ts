import { parseValue } from "../../lib/cli/parse-value";

describe("parseValue", () => {
  it("parses values that are JSON", () => {
    expect(parseValue('["a","b"]')).toEqual(["a", "b"]);
    expect(parseValue('{"name":"x","n":[1]}')).toEqual({ name: "x", n: [1] });
    expect(parseValue("100")).toBe(100);
    expect(parseValue("-1.5")).toBe(-1.5);
    expect(parseValue("true")).toBe(true);
    expect(parseValue("false")).toBe(false);
    expect(parseValue("null")).toBeNull();
    expect(parseValue('"true"')).toBe("true");
  });

  it("keeps everything else as the string it was", () => {
    for (const text of ["octokit", "", "123abc", "007", "[WIP] fix", "{x", "True", "nullable", "1.2.3", "-"]) {
      expect(parseValue(text)).toBe(text);
    }
  });

  it("keeps the digits of an integer too large for a JavaScript number", () => {
    expect(parseValue("12345678901234567890")).toBe("12345678901234567890");
    expect(parseValue("9007199254740991")).toBe(9007199254740991);
  });
});
