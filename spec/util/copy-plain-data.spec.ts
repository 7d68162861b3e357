import { copyPlainData } from "../../lib/util/copy-plain-data";

const fail = (reason: string) => new Error(reason);

function nested(levels: number, wrap: (inner: unknown) => unknown): unknown {
  let value: unknown = 1;
  for (let level = 0; level < levels; level += 1) value = wrap(value);
  return value;
}

describe("copyPlainData", () => {
  it("copies a list of primitives, frozen only when asked", () => {
    const labels = ["bug", 1, null, true];
    const frozen = copyPlainData(labels, true, fail);
    expect(frozen).toEqual(labels);
    expect(frozen).not.toBe(labels);
    expect(Object.isFrozen(frozen)).toBe(true);
    const thawed = copyPlainData(labels, false, fail);
    expect(thawed).not.toBe(labels);
    expect(Object.isFrozen(thawed)).toBe(false);
    expect(Object.isFrozen(labels)).toBe(false);
  });

  it("copies and freezes the objects inside a list, leaving the caller's alone", () => {
    const inner = { name: "x" };
    for (const list of [[inner], [1, inner], ["a", [inner]]]) {
      const copied = copyPlainData(list, true, fail);
      expect(copied).toEqual(list);
      const copiedInner = copied.flat()[list.length - 1];
      expect(copiedInner).toEqual(inner);
      expect(copiedInner).not.toBe(inner);
      expect(Object.isFrozen(copiedInner)).toBe(true);
    }
    expect(Object.isFrozen(inner)).toBe(false);
  });

  it("deep-copies plain objects, frozen only when asked", () => {
    const source = { a: { b: [1, { c: 2 }] } };
    const frozen = copyPlainData(source, true, fail);
    expect(frozen).toEqual(source);
    expect(frozen.a).not.toBe(source.a);
    expect(Object.isFrozen(frozen.a.b[1])).toBe(true);
    const thawed = copyPlainData(source, false, fail);
    expect(thawed.a.b).not.toBe(source.a.b);
    expect(Object.isFrozen(thawed.a)).toBe(false);
  });

  // Changed expectation (issue 30 item 4): a Date used to be kept by reference and a Buffer too;
  // a Date is now copied and a Buffer refused (spec/security/defaults-own-copies.spec.ts).
  it("keeps class instances and functions by reference, copies a Date, refuses bytes", () => {
    const instance = new AbortController();
    const fn = () => 1;
    for (const value of [instance, fn, "text", 1, null, undefined]) {
      expect(copyPlainData(value, true, fail)).toBe(value);
    }
    const date = new Date(0);
    const holder = copyPlainData({ date, fn, instance }, true, fail);
    expect(holder.date).not.toBe(date);
    expect(holder.date.getTime()).toBe(0);
    expect(holder.fn).toBe(fn);
    expect(holder.instance).toBe(instance);
    expect(Object.isFrozen(date)).toBe(false);
    expect(Object.isFrozen(instance)).toBe(false);
    expect(() => copyPlainData({ buffer: Buffer.from("x") }, true, fail)).toThrow(/Buffer/);
    expect(copyPlainData(date, false, fail)).not.toBe(date);
  });

  it("copies a __proto__ key as an ordinary writable, enumerable, configurable property", () => {
    const source = JSON.parse('{"__proto__": {"polluted": true}}') as Record<string, unknown>;
    const copied = copyPlainData(source, false, fail);
    expect(Object.getPrototypeOf(copied)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(copied, "__proto__")).toEqual({
      value: { polluted: true },
      enumerable: true,
      writable: true,
      configurable: true,
    });
  });

  it("copies an object met twice on different branches, which is not circular", () => {
    const shared = { x: 1 };
    expect(copyPlainData({ a: shared, b: [shared] }, true, fail)).toEqual({ a: { x: 1 }, b: [{ x: 1 }] });
  });

  it("reports a circular structure through fail", () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(() => copyPlainData(loop, true, fail)).toThrow(new Error("it refers to itself (a circular structure)"));
    const list: unknown[] = [{}];
    list.push(list);
    expect(() => copyPlainData(list, false, fail)).toThrow("circular");
  });

  it.each([
    ["objects", (inner: unknown) => ({ inner })],
    ["arrays", (inner: unknown) => [inner, "x"]],
  ])("copies %s nested 1000 levels deep and refuses 1001", (_kind, wrap) => {
    expect(() => copyPlainData(nested(1000, wrap), false, fail)).not.toThrow();
    expect(() => copyPlainData(nested(1001, wrap), false, fail)).toThrow(
      new Error("it is nested more than 1000 levels deep"),
    );
  });
});

describe("copyPlainData refusals", () => {
  it.each([
    ["a Map", new Map([["a", 1]])],
    ["a Set", new Set([1])],
    ["an ArrayBuffer (bytes)", new ArrayBuffer(2)],
    ["a SharedArrayBuffer", new SharedArrayBuffer(2)],
    ["a Uint8Array (bytes)", new Uint8Array(2)],
    ["a DataView (bytes)", new DataView(new ArrayBuffer(2))],
    ["a typed array (bytes)", new (class extends Uint8Array {})(2)],
  ])("names %s, at the top and nested, through fail", (kind, value) => {
    const reason = new Error(`it holds ${kind}, which is not plain data`);
    expect(() => copyPlainData(value, true, fail)).toThrow(reason);
    expect(() => copyPlainData({ nested: [value] }, false, fail)).toThrow(reason);
  });
});

describe("copyPlainData of a Date, frozen", () => {
  it.each(["setTime", "setFullYear", "setUTCHours", "setMilliseconds"] as const)(
    "refuses %s, saying the Date cannot be changed",
    (setter) => {
      const date = copyPlainData(new Date(0), true, fail);
      expect(() => date[setter](5)).toThrow(
        new TypeError("This Date belongs to frozen defaults or request options and cannot be changed"),
      );
      expect(date.getTime()).toBe(0);
    },
  );
});

describe("copyPlainData of a list holding one value", () => {
  const fail = (reason: string) => new Error(reason);

  it.each([["bug"], [1], [0n], [true], [undefined], [null], [Symbol("s")], [() => 1]])(
    "keeps %p itself, a value no copy walks into, in a frozen list",
    (value) => {
      const copied = copyPlainData([value], true, fail);
      expect(copied[0]).toBe(value);
      expect(Object.isFrozen(copied)).toBe(true);
    },
  );

  it.each([[[]], [{}], [new Date(0)], [Object.create(null)]])(
    "copies %p, an object, rather than sharing it",
    (value) => {
      const copied = copyPlainData([value], true, fail);
      expect(copied[0]).not.toBe(value);
      expect(copied[0]).toEqual(value);
    },
  );
});

describe("copyPlainData of a list with a function", () => {
  it("keeps the function itself and freezes the copy", () => {
    const handler = () => 1;
    const copied = copyPlainData(["a", handler], true, (reason) => new Error(reason));
    expect(copied).toEqual(["a", handler]);
    expect(copied[1]).toBe(handler);
    expect(Object.isFrozen(copied)).toBe(true);
  });
});
