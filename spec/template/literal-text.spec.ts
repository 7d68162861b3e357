import { InvalidTemplateError, Rfc6570Expander } from "../../lib";

const expander = new Rfc6570Expander();

describe("literal text of a template", () => {
  it.each([
    ["/repos/o/r", "/repos/o/r"],
    ["/a b", "/a%20b"],
    ["/a bc", "/a%20bc"],
    ["/x/%41%zz%4", "/x/%41%25zz%254"],
    ["/é", "/%C3%A9"],
    ["/😀/x", "/%F0%9F%98%80/x"],
    ["/\ud800\udc00", "/%F0%90%80%80"],
    ["/\udbff\udfff", "/%F4%8F%BF%BF"],
    ["/a'b(c)*", "/a'b(c)*"],
  ])("%p becomes %p", (template, url) => {
    expect(expander.expand(template, {})).toBe(url);
    // The same text around an expression takes the compiled path.
    expect(expander.expand(`${template}{x}`, { x: 1 })).toBe(`${url}1`);
    expect(expander.expand(`{x}${template}`, { x: 1 })).toBe(`1${url}`);
  });

  it("encodes a literal run of nothing but characters that need it", () => {
    expect(expander.expand("{x} {y}", { x: 1, y: 2 })).toBe("1%202");
    expect(expander.expand("{x}<>{y}", { x: 1, y: 2 })).toBe("1%3C%3E2");
  });

  it.each([
    ["/a\ud800b", 2],
    ["/a\udc00", 2],
    ["/{x}/\ud800", 5],
  ])("refuses a lone surrogate in %p at its position", (template, position) => {
    let caught: unknown;
    try {
      expander.expand(template, { x: 1 });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidTemplateError);
    expect(caught).toMatchObject({ position, template });
    expect((caught as Error).message).toContain("lone surrogate in literal text");
  });
});
