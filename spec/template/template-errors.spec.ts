import { InvalidParameterError, InvalidTemplateError, Rfc6570Expander } from "../../lib";
import { thrown } from "../support/thrown";

const expander = new Rfc6570Expander();

describe("malformed templates", () => {
  it.each([
    ["/a}b", 2, 'unmatched "}"'],
    ["/a{b", 2, "unclosed expression"],
    ["/a{b{c}", 2, "unclosed expression"],
    ["/a{=b}", 3, 'operator "=" is reserved'],
    ["/a{b c}", 4, "malformed expression"],
    ["/a{}", 2, "malformed expression"],
  ])("%p is refused at position %p: %s", (template, position, reason) => {
    const error = thrown(() => expander.expand(template, {}));
    expect(error).toBeInstanceOf(InvalidTemplateError);
    expect(error).toMatchObject({ template, position });
    expect(error.message).toBe(`Invalid URL template ${JSON.stringify(template)} at position ${position}: ${reason}`);
  });
});

describe("parameter values that cannot become text", () => {
  it.each([
    [Symbol("s"), "its value is a symbol"],
    [() => 1, "its value is a function"],
    [Object.create(Object.create(null)), "its value is an object"],
    [new Map(), "its value is an instance of Map"],
    [new Set(), "its value is an instance of Set"],
    [new Blob([]), "its value is an instance of Blob"],
    [new (class Point {})(), "its value is an instance of Point"],
  ])("%p is refused", (value, reason) => {
    const error = thrown(() => expander.expand("/x/{v}", { v: value }));
    expect(error).toBeInstanceOf(InvalidParameterError);
    expect(error.message).toBe(`Parameter "v" cannot be used in a URL: ${reason}`);
  });

  it("turns other objects into text by their own toString", () => {
    expect(expander.expand("/x/{v}", { v: new URL("https://h.example/p") })).toBe("/x/https%3A%2F%2Fh.example%2Fp");
    expect(expander.expand("/x/{v}", { v: 10n })).toBe("/x/10");
  });
});

describe("a template ending in an expression that expands to nothing", () => {
  it.each([
    ["/branches/{branch}", {}, "/branches"],
    ["/branches/{branch}", { branch: "" }, "/branches"],
    ["/a{/x}", { x: "" }, "/a"],
    ["/{x}", {}, "/"],
    ["/a/{x}/", { x: "b" }, "/a/b/"],
    ["/a/{x}/", {}, "/a//"],
    ["/a/{x}", { x: "b/" }, "/a/b%2F"],
    ["/a/{+x}", { x: "b/" }, "/a/b/"],
  ])("%p with %p is %p", (template, parameters, url) => {
    expect(expander.expand(template, parameters)).toBe(url);
  });
});
