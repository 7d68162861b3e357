import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import type { DateFormat } from "../template/date-to-string";
import { bodyKind, describeBodyValue, isJsonObject } from "./body-kind";

/**
 * How a form writes the names of nested values, one setting for the form body and for a query
 * that a vendor writes as a form:
 * - `brackets`: `meta[id]=1`, `tags[]=a&tags[]=b`, and a list holding objects or lists by index,
 *   `items[0][price]=p` (what qs, Rails and PHP read back, and what Stripe writes);
 * - `indices`: every list by index, `tags[0]=a&tags[1]=b`;
 * - `repeat`: a list repeats its name, `MediaUrl=a&MediaUrl=b` (Twilio); objects as `brackets`.
 */
export type FormNesting = "brackets" | "indices" | "repeat";
/** Every {@link FormNesting}, in the order error messages list them. */
export const FORM_NESTINGS: readonly FormNesting[] = ["brackets", "indices", "repeat"];

/** A field's value: text, or a file part (multipart only). */
export type FormValue = string | Blob;

/** What writing a form asks of the vendor: how names nest, and the text of a `Date`. */
export interface FormRules extends DateFormat {
  readonly formNesting: FormNesting;
}

// Deeper than any form a server reads; a deeper structure would overflow the stack.
const MAX_DEPTH = 1000;
// A UTF-16 surrogate without its pair (with the u flag a pair is one code point), which no form
// encoding can write: URLSearchParams would send U+FFFD instead.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The one encoder of forms: the fields of `fields`, nested values under names that
 * `rules.formNesting` writes, in order. Text for strings; numbers, booleans and bigints as
 * `String()` writes them; `null` as an empty value (as qs and axios write it); a `Date` as
 * `rules.dateToString` does; `undefined`, empty lists and empty objects leave nothing. With
 * `files`, a `Blob` (or `File`) is a file part and bytes a file part of them; without, they and
 * every other value are refused, naming the field.
 *
 * @example
 * formFields({ meta: { id: 1 }, tags: ["a"], gone: null }, { formNesting: "brackets", dateToString: String }, false);
 * // [["meta[id]", "1"], ["tags[]", "a"], ["gone", ""]]
 */
export function formFields(
  fields: Readonly<Record<string, unknown>>,
  rules: FormRules,
  files: boolean,
): Array<[string, FormValue]> {
  // Checked once, when the config was made (vendor-values.ts).
  const nesting = rules.formNesting;
  const entries: Array<[string, FormValue]> = [];
  // The containers being written, to refuse one that holds itself.
  const path = new Set<object>();
  const add = (name: string, value: unknown): void => {
    if (value === undefined) return;
    if (!isContainer(value)) {
      entries.push([name, fieldValue(name, value, rules, files)]);
      return;
    }
    if (path.has(value) || path.size >= MAX_DEPTH) throw refused(name, "refers to itself or nests too deep");
    path.add(value);
    if (Array.isArray(value)) {
      // Bracket names without an index would merge the fields of the list's objects into one.
      const indexed = nesting === "indices" || value.some(isContainer);
      const itemName = nesting === "repeat" ? name : `${name}[]`;
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
 * Refuses a field whose name or text no form encoding can write (a lone UTF-16 surrogate, which
 * URLSearchParams and a Blob would replace with U+FFFD): the field would arrive changed.
 */
export function requireWellFormedField(name: string, text: string): void {
  if (LONE_SURROGATE.test(name)) throw refused(name, "has a name that is not well-formed Unicode");
  if (LONE_SURROGATE.test(text)) throw refused(name, "is not well-formed Unicode");
}

function isContainer(value: unknown): value is unknown[] | Record<string, unknown> {
  return typeof value === "object" && value !== null && (Array.isArray(value) || isJsonObject(value));
}

function fieldValue(name: string, value: unknown, rules: DateFormat, files: boolean): FormValue {
  requireWellFormedField(name, "");
  switch (typeof value) {
    case "string":
      requireWellFormedField(name, value);
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "object":
      return objectValue(name, value, rules, files);
  }
  throw refused(name, `holds ${describeInput(value)}`);
}

// null, a Date, or a file; anything else is refused.
function objectValue(name: string, value: object | null, rules: DateFormat, files: boolean): FormValue {
  if (value === null) return "";
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw refused(name, "holds an invalid Date");
    const text: unknown = rules.dateToString(value);
    if (typeof text === "string") return text;
    throw refused(name, `holds a Date that dateToString gave as ${describeInput(text)}`);
  }
  let kind: string | undefined;
  try {
    kind = bodyKind(value);
  } catch {
    // Neither data nor a body: refused below.
  }
  const file = kind === "blob" ? (value as Blob) : kind === "bytes" ? new Blob([value as ArrayBuffer]) : undefined;
  if (file !== undefined && files) return file;
  throw refused(name, `holds ${describeBodyValue(value)}${file ? ": a file needs multipart/form-data" : ""}`);
}

function refused(name: string, reason: string): InvalidParameterError {
  return new InvalidParameterError(`The form cannot be sent: its field ${describeInput(name)} ${reason}`);
}
