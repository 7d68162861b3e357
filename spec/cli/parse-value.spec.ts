import { EndpointError } from "../../lib";
import { parseValue } from "../../lib/cli/parse-value";

const parse = (text: string) => parseValue(text, "key");

describe("parseValue", () => {
  it("parses values that are JSON", () => {
    expect(parse('["a","b"]')).toEqual(["a", "b"]);
    expect(parse('{"name":"x","n":[1]}')).toEqual({ name: "x", n: [1] });
    expect(parse("100")).toBe(100);
    expect(parse("-1.5")).toBe(-1.5);
    expect(parse("true")).toBe(true);
    expect(parse("false")).toBe(false);
    expect(parse("null")).toBeNull();
    expect(parse('"true"')).toBe("true");
  });

  it("keeps everything else as the string it was", () => {
    for (const text of ["octokit", "", "123abc", "007", "[WIP] fix", "{x", "True", "nullable", "1.2.3", "-"]) {
      expect(parse(text)).toBe(text);
    }
  });

  it("keeps the digits of an integer too large for a JavaScript number", () => {
    expect(parse("12345678901234567890")).toBe("12345678901234567890");
    expect(parse("9007199254740991")).toBe(9007199254740991);
  });

  it("rejects text meant as a JSON string, array or object that does not parse, naming the parameter", () => {
    for (const text of ['["a",', "[1, 2", '{"a":', "{ }}", '"unclosed', "[]]", "[true,", "["]) {
      let thrown: unknown;
      try {
        parseValue(text, "labels");
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(EndpointError);
      expect(thrown).toMatchObject({ code: "ERR_INVALID_PARAMETER", message: expect.stringContaining('"labels"') });
    }
  });

  it("suggests the JSON string that sends the text as it is", () => {
    expect(() => parseValue('["a",', "labels")).toThrow(`'labels="[\\"a\\","'`);
    expect(parse('"[\\"a\\","')).toBe('["a",');
  });
});
