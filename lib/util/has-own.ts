const hasOwnProperty = Object.prototype.hasOwnProperty;

/** `Object.hasOwn` without relying on the object's own (possibly shadowed) method. */
export function hasOwn(object: object, key: PropertyKey): boolean {
  return hasOwnProperty.call(object, key);
}
