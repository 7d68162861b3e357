import { isPlainObject } from "./is-plain-object";

/**
 * True for an object JSON keeps as it is: a plain object of this realm (isPlainObject) or of
 * another (a `vm` context, an iframe, a `Buffer`'s toJSON() under jest), whose prototype is that
 * realm's `Object.prototype`, the end of its chain.
 *
 * @example
 * isJsonObject(runInNewContext("({ a: 1 })")); // true
 * isJsonObject(new Map()); // false
 */
export function isJsonObject(value: object): boolean {
  if (isPlainObject(value)) return true;
  const proto = Object.getPrototypeOf(value) as { constructor?: unknown } | null;
  if (proto === null || Object.getPrototypeOf(proto) !== null) return false;
  const { constructor } = proto;
  return typeof constructor === "function" && constructor.name === "Object";
}
