import { setOwn } from "./copy-own";
import { isPlainObject } from "./is-plain-object";

const MAX_DEPTH = 1000;

/** How {@link copyPlainData} reports a structure it cannot copy. */
export type CopyFailure = (reason: string) => Error;

/**
 * A deep copy of the plain objects and arrays inside `value`, optionally frozen; anything else
 * (a Buffer, a Date, a class instance) is kept by reference. Used wherever the library freezes
 * data, so that freezing never touches an object the caller still owns.
 * A `__proto__` key is copied as an ordinary own property, never as a prototype.
 * Circular or absurdly deep structures are reported through `fail` rather than overflowing the stack.
 */
export function copyPlainData<T>(value: T, freeze: boolean, fail: CopyFailure): T {
  if (Array.isArray(value)) {
    // The common case, a list of strings or numbers (labels, assignees), needs no walk.
    if (value.every(isScalar)) return (freeze ? Object.freeze(value.slice()) : value.slice()) as T;
    return copy(value, freeze, fail, new Set(), 0) as T;
  }
  // Stryker disable next-line ConditionalExpression: copy() keeps anything but plain objects and arrays by reference too
  if (!isPlainObject(value)) return value;
  return copy(value, freeze, fail, new Set(), 0) as T;
}

/**
 * Whether `value` is a primitive (null included) or a function: something no copy walks into,
 * so a list of nothing else is copied by a slice.
 *
 * @example
 * isScalar("bug"); // true
 * isScalar(["bug"]); // false
 */
export function isScalar(value: unknown): boolean {
  return typeof value !== "object" || value === null;
}

function copy(value: unknown, freeze: boolean, fail: CopyFailure, path: Set<object>, depth: number): unknown {
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (path.has(value as object)) throw fail("it refers to itself (a circular structure)");
  if (depth >= MAX_DEPTH) throw fail(`it is nested more than ${MAX_DEPTH} levels deep`);
  path.add(value as object);
  let result: unknown[] | Record<string, unknown>;
  if (isArray) {
    result = (value as unknown[]).map((item) => copy(item, freeze, fail, path, depth + 1));
  } else {
    result = {};
    for (const key of Object.keys(value)) {
      setOwn(result, key, copy(value[key], freeze, fail, path, depth + 1));
    }
  }
  path.delete(value as object);
  return freeze ? Object.freeze(result) : result;
}
