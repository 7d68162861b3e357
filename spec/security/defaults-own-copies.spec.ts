import { EndpointConfig, endpoint } from "../../lib";

// Issue 30, item 4: defaults own copies of what they keep, and never freeze, patch or share what
// the caller passed; everything build() returns is frozen.
const invalidOptions = expect.objectContaining({ code: "ERR_INVALID_OPTIONS" }) as Error;

describe("defaults keep copies, never the caller's objects", () => {
  it("copies a Date, so changing the caller's later changes no request", () => {
    const since = new Date("2020-01-01T00:00:00Z");
    const config = new EndpointConfig().with({ since });
    const before = config.build("GET /notifications").url;
    since.setFullYear(2030);
    expect(config.build("GET /notifications").url).toBe(before);
    expect(Object.isFrozen(since)).toBe(false);
    expect(() => since.setFullYear(2031)).not.toThrow();
  });

  it("keeps its own Date immutable in DEFAULTS", () => {
    const config = new EndpointConfig().with({ since: new Date(0) });
    const kept = config.defaults.since;
    expect(kept.getTime()).toBe(0);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(() => kept.setTime(5)).toThrow(TypeError);
    expect(() => kept.setUTCFullYear(2000)).toThrow(TypeError);
    expect(kept.getTime()).toBe(0);
    expect(JSON.stringify({ kept })).toBe('{"kept":"1970-01-01T00:00:00.000Z"}');
  });

  it.each([
    ["a Map", () => new Map([["a", 1]])],
    ["a Set", () => new Set([1])],
    ["a Buffer", () => Buffer.from("secret")],
    ["a Uint8Array", () => new Uint8Array([1, 2])],
    ["an ArrayBuffer", () => new ArrayBuffer(2)],
    ["a DataView", () => new DataView(new ArrayBuffer(2))],
  ])("refuses %s, at the top and nested, naming its kind", (_, make) => {
    const value = make();
    expect(() => new EndpointConfig().with({ value })).toThrow(invalidOptions);
    expect(() => endpoint.defaults({ nested: { deeper: [value] } })).toThrow(invalidOptions);
    expect(() => endpoint.defaults({ request: { value } })).toThrow(invalidOptions);
    expect(Object.isFrozen(value)).toBe(false);
  });

  it("never freezes or patches a Map the caller still uses", () => {
    const map = new Map([["a", 1]]);
    expect(() => endpoint.defaults({ map })).toThrow(invalidOptions);
    map.set("b", 2);
    expect(map.get("b")).toBe(2);
  });

  it("bounds the depth of what it copies with an EndpointError", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 5000; level++) deep = { deep };
    expect(() => endpoint.defaults({ deep })).toThrow(invalidOptions);
    let list: unknown = [1];
    for (let level = 0; level < 5000; level++) list = [list];
    expect(() => new EndpointConfig().with({ list })).toThrow(invalidOptions);
  });

  it("keeps class instances (an agent, a signal) by reference, unfrozen", () => {
    const signal = new AbortController().signal;
    const config = new EndpointConfig().with({ request: { signal } });
    expect(config.build("GET /x").request?.signal).toBe(signal);
    expect(Object.isFrozen(signal)).toBe(false);
  });
});

describe("everything build() returns is frozen", () => {
  it("freezes a request taken from defaults, and one merged with the call's", () => {
    const config = new EndpointConfig().with({ request: { timeout: 5, nested: { a: 1 } } });
    const fromDefaults = config.build("GET /x").request;
    expect(Object.isFrozen(fromDefaults)).toBe(true);
    expect(Object.isFrozen(fromDefaults?.nested)).toBe(true);
    const merged = config.build("GET /x", { request: { retries: 1 } }).request;
    expect(merged).toEqual({ timeout: 5, nested: { a: 1 }, retries: 1 });
    expect(Object.isFrozen(merged)).toBe(true);
  });

  it("freezes a copy of the call's own request, never the caller's object", () => {
    const request = { timeout: 5 };
    const built = new EndpointConfig().build("GET /x", { request }).request;
    expect(built).toEqual(request);
    expect(Object.isFrozen(built)).toBe(true);
    expect(Object.isFrozen(request)).toBe(false);
  });

  it("leaves endpoint()'s results the caller's to change", () => {
    const api = endpoint.defaults({ request: { timeout: 5 } });
    const { request } = api("GET /x");
    expect(Object.isFrozen(request)).toBe(false);
  });
});
