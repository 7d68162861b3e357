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
