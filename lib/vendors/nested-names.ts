import type { EndpointError } from "../errors/endpoint-error";
import { isJsonObject } from "../util/is-json-object";

/**
 * How nested values are named, one setting for the form body and for a query that a vendor
 * writes as a form:
 * - `brackets`: `meta[id]=1`, `tags[]=a&tags[]=b`, and a list holding objects or lists by index,
 *   `items[0][price]=p` (what qs, Rails and PHP read back, and what Stripe writes);
 * - `indices`: every list by index, `tags[0]=a&tags[1]=b` (OpenAPI's deepObject, as qs reads it);
 * - `repeat`: a list repeats its name, `MediaUrl=a&MediaUrl=b` (Twilio); objects as `brackets`.
 */
export type FormNesting = "brackets" | "indices" | "repeat";
/** Every {@link FormNesting}, in the order error messages list them. */
export const FORM_NESTINGS: readonly FormNesting[] = ["brackets", "indices", "repeat"];

/** The error for the value at the nested name `name`, which holds itself or nests too deep. */
export type NestingRefusal = (name: string, reason: string) => EndpointError;

// Deeper than any form a server reads; a deeper structure would overflow the stack.
const MAX_DEPTH = 1000;

/**
 * The one writer of nested names: every value inside `fields` that is neither a list nor a plain
 * object, under its name (`a[b]`, and `a[]`, `a[0]` or `a` repeated as `lists` says), in order.
 * `null` is the caller's choice, `nullAs`: `""` in a form body (an empty value, as qs and axios
 * write it), `undefined` in OpenAPI's styles (left out, RFC 6570's undefined). `undefined`, empty
 * lists and empty objects leave nothing. A value that holds itself, or more than 1,000 nested
 * lists and objects, is refused by `refused`; the values themselves are the caller's to write.
 *
 * @example
 * nestedEntries({ meta: { id: 1 }, tags: ["a"], gone: null }, "brackets", "", refused);
 * // [["meta[id]", 1], ["tags[]", "a"], ["gone", ""]]
 */
export function nestedEntries(
  fields: Readonly<Record<string, unknown>>,
  lists: FormNesting,
  nullAs: "" | undefined,
  refused: NestingRefusal,
): Array<[string, unknown]> {
  const entries: Array<[string, unknown]> = [];
  // The containers being written, to refuse one that holds itself.
  const path = new Set<object>();
  const add = (name: string, value: unknown): void => {
    if (value === null) value = nullAs;
    if (value === undefined) return;
    if (!isContainer(value)) {
      entries.push([name, value]);
      return;
    }
    if (path.has(value) || path.size >= MAX_DEPTH) throw refused(name, "refers to itself or nests too deep");
    path.add(value);
    if (Array.isArray(value)) {
      // Bracket names without an index would merge the fields of the list's objects into one.
      const indexed = lists === "indices" || value.some(isContainer);
      const itemName = lists === "repeat" ? name : `${name}[]`;
      value.forEach((item, index) => add(indexed ? `${name}[${index}]` : itemName, item));
    } else {
      for (const key of Object.keys(value)) add(`${name}[${key}]`, value[key]);
    }
    path.delete(value);
  };
  // The top level names the fields; below it, each name nests in its container's.
  path.add(fields);
  for (const key of Object.keys(fields)) add(key, fields[key]);
  return entries;
}

/**
 * Refuses, as {@link nestedEntries} does, a value that holds itself or nests too deep: the guard
 * of a writer that takes the value whole (JSON text).
 *
 * @example
 * requireBoundedNesting("meta", { a: 1 }, refused); // passes
 */
export function requireBoundedNesting(name: string, value: unknown, refused: NestingRefusal): void {
  nestedEntries({ [name]: value }, "indices", undefined, refused);
}

function isContainer(value: unknown): value is unknown[] | Record<string, unknown> {
  return typeof value === "object" && value !== null && (Array.isArray(value) || isJsonObject(value));
}
