import { describeInput } from "../errors/describe-input";
import { isJsonObject } from "./is-json-object";

/**
 * A body, or a value inside one, as error messages name it: its type for an object (`an
 * instance of Map`), as describeInput renders it otherwise.
 *
 * @example
 * describeBodyValue(new Set()); // "an instance of Set"
 */
export function describeBodyValue(value: unknown): string {
  if (typeof value !== "object" || value === null) return describeInput(value);
  try {
    if (Array.isArray(value)) return "an array";
    if (isJsonObject(value)) return "a plain object";
    const name: unknown = (Object.getPrototypeOf(value) as { constructor?: { name?: unknown } } | null)?.constructor
      ?.name;
    return typeof name === "string" && name !== "" ? `an instance of ${name.slice(0, 60)}` : "an object";
  } catch {
    return "an object that cannot be inspected";
  }
}
