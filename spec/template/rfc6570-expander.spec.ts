import { InvalidTemplateError, Rfc6570Expander } from "../../lib";
import { encodeLiteral } from "../../lib/template/encode-literal";
import { thrown } from "../support/thrown";

const expander = new Rfc6570Expander();
const hyphenated = new Rfc6570Expander({ hyphenatedNames: true });

describe("Rfc6570Expander#variableNames", () => {
  it("lists a name used twice once, in order of first appearance", () => {
    expect(expander.variableNames("/{b}/{a}/{b}{?a,c}")).toEqual(["b", "a", "c"]);
  });
});

describe("Rfc6570Expander#requiredVariableNames", () => {
  it.each([
    ["/repos/{owner}/{repo}{?page}", ["owner", "repo"]],
    ["/files/{+path}", ["path"]],
    ["/a{/b}{.c}{#d}{;e}{&f}", []],
  ])("of %p is %p: simple and reserved expressions fill a segment of their own", (template, names) => {
    expect(expander.requiredVariableNames(template)).toEqual(names);
  });

  it("is worked out once per template: the same frozen list every time", () => {
    const first = expander.requiredVariableNames("/once/{x}/{y}");
    expect(Object.isFrozen(first)).toBe(true);
    expect(expander.requiredVariableNames("/once/{x}/{y}")).toBe(first);
  });
});

describe("Rfc6570Expander#expand", () => {
  it("leaves out a variable whose value is null, as if it were not given", () => {
    expect(expander.expand("/a{/b}{?c,d}", { b: null, c: null, d: 1 })).toBe("/a?d=1");
    expect(expander.expand("/a/{b}", { b: null })).toBe("/a");
  });

  it("takes a string for an exploded variable as it is", () => {
    expect(expander.expand("/a/{b*}", { b: "c" })).toBe("/a/c");
    expect(expander.expand("/a/{b*}", { b: "c d" })).toBe("/a/c%20d");
  });

  it("keeps whole characters for a prefix, also past the UTF-16 surrogates", () => {
    expect(expander.expand("/{a:1}", { a: "\uff41\uff42" })).toBe("/%EF%BD%81");
    expect(expander.expand("/{a:1}", { a: "\ud83d\ude00x" })).toBe("/%F0%9F%98%80");
    expect(expander.expand("/{a:5}", { a: "ab" })).toBe("/ab");
  });

  it("encodes a literal character above the surrogates on its own, not with the one after it", () => {
    expect(expander.expand("/\uff41/b", {})).toBe("/%EF%BD%81/b");
    expect(expander.expand("/\uff41/{x}", { x: 1 })).toBe("/%EF%BD%81/1");
  });

  it("keeps a valid %XX triplet of literal text and encodes a % that does not start one", () => {
    expect(expander.expand("/a%zb/{x}/%4a%4", { x: 1 })).toBe("/a%25zb/1/%4a%254");
  });
});

describe("hyphenated names", () => {
  it.each([
    ["/{my-team}-x", "/t-x"],
    ["/{my-team}/-/raw", "/t/-/raw"],
    ["/-/{my-team}", "/-/t"],
  ])("only a - inside the expression is read as part of a name: %p", (template, url) => {
    expect(hyphenated.expand(template, { "my-team": "t" })).toBe(url);
  });
});

describe("a strict RFC 6570 expander and hyphenated names", () => {
  it("reports the first expression with a - in a name", () => {
    const error = thrown(() => expander.expand("/a/{b-c}/{d-e}", {}));
    expect(error).toBeInstanceOf(InvalidTemplateError);
    expect(error).toMatchObject({ position: 3 });
  });
});

describe("malformed expressions the parser reads as literal text", () => {
  it.each([
    ["/a{b,}", 2],
    ["/a{b:0}", 2],
    ["/a{,}", 2],
  ])("%p is refused at position %p", (template, position) => {
    const error = thrown(() => expander.expand(template, {}));
    expect(error).toBeInstanceOf(InvalidTemplateError);
    expect(error).toMatchObject({ template, position });
    expect(error.message).toContain("malformed expression");
  });
});

describe("a template without an expression", () => {
  it("is its own literal text, and a brace anywhere makes it a template", () => {
    const expander = new Rfc6570Expander();
    expect(expander.expand("/repos/o/r", {})).toBe("/repos/o/r");
    expect(expander.expand("", {})).toBe("");
    expect(expander.variableNames("/repos/o/r")).toEqual([]);
    expect(expander.variableNames("/repos/{owner}")).toEqual(["owner"]);
    for (const template of ["/a}b", "/a{b"]) {
      expect(() => expander.expand(template, {})).toThrow(expect.objectContaining({ code: "ERR_INVALID_TEMPLATE" }));
    }
  });
});

describe("encodeLiteral", () => {
  it("encodes only the run it is given", () => {
    expect(encodeLiteral("/repos/o", 0, 6)).toBe("/repos");
    expect(encodeLiteral("/a b/c", 3, 6)).toBe("b/c");
    expect(encodeLiteral("/a b/c", 1, 4)).toBe("a%20b");
  });
});
