import { setOwn } from "./copy-own";
import { isPlainObject } from "./is-plain-object";

const MAX_DEPTH = 1000;

/** How {@link copyPlainData} reports a structure it cannot copy. */
export type CopyFailure = (reason: string) => Error;

/**
 * A deep copy of the plain objects and arrays inside `value`, optionally frozen. Used wherever
 * the library keeps or freezes data (defaults, a body `build()` makes), so that it never shares,
 * freezes or patches an object the caller still owns:
 * - a `Date` is copied, and a frozen copy also refuses its setters, so it cannot change later;
 * - a `Map`, `Set`, `ArrayBuffer` or view of one (a `Buffer`, a typed array, a `DataView`) is
 *   refused through `fail`: none can be frozen, and a URL or JSON body has no form for them
 *   (bytes go in a `data` body, per call);
 * - any other object (a class instance: an agent, an `AbortSignal`) is behaviour, not data, and
 *   is kept by reference, untouched.
 * A `__proto__` key is copied as an ordinary own property, never as a prototype.
 * Circular or absurdly deep structures are reported through `fail` rather than overflowing the stack.
 *
 * @example
 * copyPlainData({ since: new Date(0), labels: ["bug"] }, true, fail); // frozen copies of both
 * copyPlainData({ lookup: new Map() }, true, fail); // throws what fail() returns
 */
export function copyPlainData<T>(value: T, freeze: boolean, fail: CopyFailure): T {
  if (Array.isArray(value)) {
    // The common case, a list of strings or numbers (labels, assignees), needs no walk.
    if (value.every(isScalar)) return (freeze ? Object.freeze(value.slice()) : value.slice()) as T;
    return copy(value, freeze, fail, new Set(), 0) as T;
  }
  if (!isPlainObject(value)) return copyOther(value, freeze, fail) as T;
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
function isScalar(value: unknown): boolean {
  return typeof value !== "object" || value === null;
}

function copy(value: unknown, freeze: boolean, fail: CopyFailure, path: Set<object>, depth: number): unknown {
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return copyOther(value, freeze, fail);
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

function copyOther(value: unknown, freeze: boolean, fail: CopyFailure): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Date) return freeze ? frozenDate(value) : new Date(value.getTime());
  const kind = refusedKind(value);
  if (kind !== undefined) {
    throw fail(`it holds ${kind}, which is not plain data`);
  }
  return value;
}

function refusedKind(value: object): string | undefined {
  if (value instanceof Map) return "a Map";
  if (value instanceof Set) return "a Set";
  if (ArrayBuffer.isView(value)) return `a ${value.constructor.name || "typed array"} (bytes)`;
  if (value instanceof ArrayBuffer) return "an ArrayBuffer (bytes)";
  if (typeof SharedArrayBuffer === "function" && value instanceof SharedArrayBuffer) return "a SharedArrayBuffer";
  return undefined;
}

// Object.freeze leaves a Date's time settable through its setters: a frozen copy shadows each.
const DATE_SETTERS = Object.getOwnPropertyNames(Date.prototype).filter((name) => name.startsWith("set"));

function frozenDate(date: Date): Date {
  const copy = new Date(date.getTime());
  for (const name of DATE_SETTERS) Object.defineProperty(copy, name, { value: refuseChange });
  return Object.freeze(copy);
}

function refuseChange(): never {
  throw new TypeError("This Date belongs to frozen defaults or request options and cannot be changed");
}
