import type * as library from "../../lib";

// A module instance of its own, in which no build() has run yet: the constructor must leave a
// caller's body alone from the very first call, not only after the library's own builds.
let fresh: typeof library;
jest.isolateModules(() => {
  fresh = jest.requireActual<typeof library>("../../lib");
});

describe("new RequestOptions(init, true) by a caller", () => {
  it("freezes a copy of the body, never the caller's own object, even before any build()", () => {
    const body = { title: "Bug", labels: ["bug"] };
    const options = new fresh.RequestOptions({ method: "post", url: "https://h.example/x", headers: {}, body }, true);
    expect(options.body).toEqual(body);
    expect(options.body).not.toBe(body);
    expect(Object.isFrozen(options.body)).toBe(true);
    expect(Object.isFrozen(body)).toBe(false);
    expect(Object.isFrozen(body.labels)).toBe(false);
  });
});

describe("new RequestOptions(init, true, token) by a caller", () => {
  // Only the library's own build() may have a body it has just built frozen in place; the
  // token that asks for it is private to its module, and no value a caller has passes for it.
  it.each<[string, unknown]>([
    ["a symbol of the same description", Symbol("adopt")],
    ["true", true],
    ["a registered symbol", Symbol.for("adopt")],
  ])("still freezes a copy of the body when the third argument is %s", (_name, token) => {
    const body = { title: "Bug" };
    const Constructor = fresh.RequestOptions as unknown as new (...args: unknown[]) => library.RequestOptions;
    const options = new Constructor({ method: "post", url: "https://h.example/x", headers: {}, body }, true, token);
    expect(options.body).toEqual(body);
    expect(options.body).not.toBe(body);
    expect(Object.isFrozen(body)).toBe(false);
  });
});
