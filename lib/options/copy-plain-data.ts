import { EndpointError } from "../errors/endpoint-error";
import { ErrorCodes } from "../errors/error-codes";
import { isPlainObject } from "../util/is-plain-object";

/**
 * A deep copy of the plain objects and arrays inside `value`; anything else (a Buffer, a Date,
 * a class instance, a function) is kept by reference. Used before values are stored in frozen
 * defaults, so that freezing them never freezes an object the caller still owns.
 * `__proto__` keys are dropped so a JSON payload cannot swap a prototype.
 */
export function copyPlainData<T>(value: T, what: string): T {
  return copy(value, what, new Set()) as T;
}

function copy(value: unknown, what: string, path: Set<object>): unknown {
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return value;
  if (path.has(value as object)) {
    throw new EndpointError(ErrorCodes.INVALID_OPTIONS, `Invalid ${what}: it refers to itself (a circular structure)`);
  }
  path.add(value as object);
  let result: unknown;
  if (isArray) {
    result = (value as unknown[]).map((item) => copy(item, what, path));
  } else {
    const source = value as Record<string, unknown>;
    const target: Record<string, unknown> = {};
    for (const key of Object.keys(source)) {
      if (key !== "__proto__") target[key] = copy(source[key], what, path);
    }
    result = target;
  }
  path.delete(value as object);
  return result;
}
