import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import type { DateFormat } from "../template/date-to-string";
import { ownText } from "../template/scalar-to-string";
import { describeBodyValue, kindOf } from "./body-kind";
import { nestedEntries, type FormNesting, type NestingRules } from "./nested-names";

export { FORM_NESTINGS, type FormNesting } from "./nested-names";

/** What writing a form asks of the vendor: how names nest, and the text of a `Date`. */
export interface FormRules extends DateFormat {
  readonly formNesting: FormNesting;
}

// A UTF-16 surrogate without its pair (with the u flag a pair is one code point), which no form
// encoding can write: URLSearchParams would send U+FFFD instead.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The fields of a form, in order: each value's name as `rules.formNesting` nests it
 * ({@link nestedEntries}, `null` an empty value, as qs and axios write it), and its text
 * ({@link fieldText}).
 *
 * @example
 * formFields({ meta: { id: 1 }, tags: ["a"], gone: null }, { formNesting: "brackets", dateToString: String });
 * // [["meta[id]", "1"], ["tags[]", "a"], ["gone", ""]]
 */
export function formFields(fields: Readonly<Record<string, unknown>>, rules: FormRules): Array<[string, string]> {
  return nestedEntries(fields, formNesting(rules)).map(([name, value]) => [name, fieldText(name, value, rules)]);
}

/**
 * How a form body nests names: the vendor's `formNesting` (checked once, when the config was
 * made, in vendor-values.ts), `null` as an empty value.
 */
export function formNesting(rules: FormRules): NestingRules {
  return { lists: rules.formNesting, nullIsEmpty: true, refused: fieldRefused };
}

/**
 * The text of one form field, the same in every form (a body, a query written as a form, a
 * multipart part, a described form field): strings as given, numbers, booleans and bigints as
 * `String()` writes them, a `Date` as `dates.dateToString` does, an object by its own text
 * ({@link ownText}: a `URL`'s href). A file (a `Blob` or bytes), a value whose only text is
 * `[object …]` (a `Map`, a class instance), a function or a symbol is refused, naming the field.
 *
 * @example
 * fieldText("when", new Date(0), { dateToString: (date) => date.toISOString() }); // "1970-01-01T00:00:00.000Z"
 */
export function fieldText(name: string, value: unknown, dates: DateFormat): string {
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
      if (value !== null) return objectText(name, value, dates);
  }
  throw fieldRefused(name, `holds ${describeInput(value)}`);
}

/**
 * A `Blob` for a value that is a file (a `Blob`, a `File`, or bytes), `undefined` for any other.
 *
 * @example
 * fileOf(new Uint8Array([1])); // a Blob of that byte
 */
export function fileOf(value: unknown): Blob | undefined {
  const kind = kindOf(value);
  if (kind === "blob") return value as Blob;
  return kind === "bytes" ? new Blob([value as ArrayBuffer]) : undefined;
}

/**
 * Refuses a field whose name or text no form encoding can write (a lone UTF-16 surrogate, which
 * URLSearchParams and a Blob would replace with U+FFFD): the field would arrive changed.
 */
export function requireWellFormedField(name: string, text: string): void {
  if (LONE_SURROGATE.test(name)) throw fieldRefused(name, "has a name that is not well-formed Unicode");
  if (LONE_SURROGATE.test(text)) throw fieldRefused(name, "is not well-formed Unicode");
}

/**
 * The error for a form field that cannot be sent, naming it.
 *
 * @example
 * fieldRefused("m", "holds an instance of Map").message; // 'The form cannot be sent: its field "m" holds an instance of Map'
 */
export function fieldRefused(name: string, reason: string): InvalidParameterError {
  return new InvalidParameterError(`The form cannot be sent: its field ${describeInput(name)} ${reason}`);
}

function objectText(name: string, value: object, dates: DateFormat): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw fieldRefused(name, "holds an invalid Date");
    const text: unknown = dates.dateToString(value);
    if (typeof text === "string") return text;
    throw fieldRefused(name, `holds a Date that dateToString gave as ${describeInput(text)}`);
  }
  const hint = fileOf(value) === undefined ? "" : ": a file needs multipart/form-data";
  const text = hint === "" ? ownText(value) : undefined;
  if (text === undefined) throw fieldRefused(name, `holds ${describeBodyValue(value)}${hint}`);
  requireWellFormedField(name, text);
  return text;
}
