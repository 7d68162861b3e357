// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

/**
 * Whether `key` is an own property of `object`: the one own-key test of lib/. `Object.hasOwn`
 * says the same, but inside a for…in loop Node 20's V8 runs it four to seven times slower than
 * `hasOwnProperty.call`, which it reads as the loop's own test; inlined, this keeps that speed.
 *
 * @example
 * hasOwn({ a: 1 }, "a"); // true
 * hasOwn(Object.create({ a: 1 }), "a"); // false
 */
export function hasOwn(object: object, key: PropertyKey): boolean {
  return hasOwnProperty.call(object, key);
}
