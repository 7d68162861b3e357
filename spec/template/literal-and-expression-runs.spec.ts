import { Rfc6570Expander } from "../../lib";

// A compiled template keeps its literal runs apart from its expressions (issue 11); these are
// the layouts where the two could fall out of step.
const expander = new Rfc6570Expander();

describe("literal runs and expressions of a template", () => {
  it.each([
    ["{a}{b}", { a: "x", b: "y" }, "xy"],
    ["{a}{b}{c}", { a: 1, c: 3 }, "13"],
    ["/{a}{b}/", { a: "x", b: "y" }, "/xy/"],
    ["{a}/lit", { a: "x" }, "x/lit"],
    ["lit/{a}", { a: "x" }, "lit/x"],
    ["/p/{a}/q/{b}/r", { a: "x", b: "y" }, "/p/x/q/y/r"],
    ["/only/literal", { a: "x" }, "/only/literal"],
    ["{a}", { a: "x y" }, "x%20y"],
    ["/a/{b}/c{?d}", { b: "b", d: "d" }, "/a/b/c?d=d"],
  ])("%p with %j expands to %p", (template, parameters, url) => {
    expect(expander.expand(template, parameters)).toBe(url);
  });

  it("drops the slash an empty last expression leaves, and only then", () => {
    expect(expander.expand("/branches/{branch}", {})).toBe("/branches");
    expect(expander.expand("/branches/{branch}{tail}", {})).toBe("/branches");
    // A literal after the expression ends the template: its slash stays.
    expect(expander.expand("/branches/{branch}/", {})).toBe("/branches//");
    expect(expander.expand("/{a}/x/", { a: "b" })).toBe("/b/x/");
  });

  it("places a dot segment from a value at its own position, after earlier literals", () => {
    expect(() => expander.expand("/a/{b}/c", { b: ".." })).toThrow(/\{b\}/);
    expect(() => expander.expand("/a{b}/c", { b: ".." })).not.toThrow();
  });

  it("lists required names once each, in order of first appearance", () => {
    expect(expander.requiredVariableNames("/{b}/{a}{?q}/{b}")).toEqual(["b", "a"]);
    expect(expander.requiredVariableNames("/x{?q}")).toEqual([]);
  });
});
