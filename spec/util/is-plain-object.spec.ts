import { isPlainObject } from "../../lib/util/is-plain-object";

describe("isPlainObject", () => {
  it.each([[{}], [{ a: 1 }], [Object.create(null)]])("accepts %p", (value) => {
    expect(isPlainObject(value)).toBe(true);
  });

  it.each([[[]], [new Date(0)], [new (class Point {})()], [Object.create({})], [null], ["x"], [1], [() => 1]])(
    "refuses %p",
    (value) => {
      expect(isPlainObject(value)).toBe(false);
    },
  );
});
