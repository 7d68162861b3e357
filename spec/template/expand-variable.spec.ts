import { InvalidParameterError, Rfc6570Expander } from "../../lib";
import { thrown } from "../support/thrown";

const expander = new Rfc6570Expander();
const expand = (template: string, parameters: Record<string, unknown>) => expander.expand(template, parameters);

const refusal = (template: string, parameters: Record<string, unknown>) =>
  thrown(() => expand(template, parameters)) as InvalidParameterError;

describe("list values", () => {
  it("leave out null and undefined items", () => {
    const list = ["a", null, undefined, "b"];
    expect(expand("/x{/list*}", { list })).toBe("/x/a/b");
    expect(expand("/x{?list}", { list })).toBe("/x?list=a,b");
    expect(expand("/x{?list*}", { list })).toBe("/x?list=a&list=b");
  });

  it("count as undefined when every item is null or undefined", () => {
    expect(expand("/x{?list,y}", { list: [null, undefined], y: 1 })).toBe("/x?y=1");
    expect(expand("/x{/list*}", { list: [] })).toBe("/x");
  });

  it("name an empty item by the operator's rule when exploded", () => {
    expect(expand("/x{;list*}", { list: ["", "a"] })).toBe("/x;list;list=a");
    expect(expand("/x{?list*}", { list: ["", "a"] })).toBe("/x?list=&list=a");
  });
});

describe("object values", () => {
  it("leave out null and undefined values", () => {
    const object = { a: "1", gone: null, none: undefined, b: "2" };
    expect(expand("/x{?object}", { object })).toBe("/x?object=a,1,b,2");
    expect(expand("/x{?object*}", { object })).toBe("/x?a=1&b=2");
    expect(expand("/x{?object,y}", { object: { gone: null }, y: 1 })).toBe("/x?y=1");
  });

  it("name an empty value by the operator's rule when exploded", () => {
    expect(expand("/x{;object*}", { object: { a: "", b: "c" } })).toBe("/x;a;b=c");
    expect(expand("/x{?object*}", { object: { a: "", b: "c" } })).toBe("/x?a=&b=c");
    expect(expand("/x{/object*}", { object: { a: "", b: "c" } })).toBe("/x/a=/b=c");
  });
});

describe("prefix modifiers", () => {
  it.each([
    ["{x:3}", "abcdef", "abc"],
    ["{x:3}", "abc", "abc"],
    ["{x:5}", "abc", "abc"],
    ["{x:1}", "😀b", "%F0%9F%98%80"],
    ["{x:2}", "a😀b", "a%F0%9F%98%80"],
    ["{x:1}", "\ud800\udc00z", "%F0%90%80%80"],
    ["{x:1}", "\udbff\udfffz", "%F4%8F%BF%BF"],
  ])("%s keeps whole characters of %p", (expression, value, expanded) => {
    expect(expand(`/${expression}`, { x: value })).toBe(`/${expanded}`);
  });

  it("refuses a lone surrogate that the prefix keeps", () => {
    expect(() => expand("/{x:1}", { x: "\udc00\ud800" })).toThrow(InvalidParameterError);
    expect(() => expand("/{x:2}", { x: "a\ud800" })).toThrow(InvalidParameterError);
  });

  it("refuses a prefix on a list or an object, naming the parameter and carrying the template", () => {
    for (const value of [["a"], { a: "b" }]) {
      const error = refusal("/x/{list:2}", { list: value });
      expect(error).toBeInstanceOf(InvalidParameterError);
      expect(error.message).toBe(
        'Parameter "list" cannot be expanded in URL template "/x/{list:2}": a prefix modifier cannot apply to a list or object',
      );
      expect(error.template).toBe("/x/{list:2}");
    }
  });
});

describe("values that cannot be expanded", () => {
  it.each([
    ["a list in a list", { list: [["a"]] }],
    ["an object in a list", { list: [{ a: 1 }] }],
    ["a list in an object", { list: { a: ["b"] } }],
  ])("refuses %s, naming the parameter", (_kind, parameters) => {
    const error = refusal("/x{/list}", parameters);
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error.message).toBe('Parameter "list" cannot be used in a URL: it nests a list or object inside another');
  });

  it.each([["{x}"], ["{+x}"], ["{?x}"], ["{/x*}"]])("%s refuses text that is not well-formed Unicode", (expression) => {
    for (const x of ["\ud800", ["\ud800"], { k: "\ud800" }]) {
      const error = refusal(`/a${expression}`, { x });
      expect(error).toBeInstanceOf(InvalidParameterError);
      expect(error.message).toBe(
        `Parameter "x" cannot be expanded in URL template "/a${expression}": it is not well-formed Unicode`,
      );
      expect(error.template).toBe(`/a${expression}`);
    }
  });
});
