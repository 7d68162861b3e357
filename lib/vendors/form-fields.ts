import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import type { DateFormat } from "../template/date-to-string";
import { scalarToString } from "../template/scalar-to-string";
import { kindOf } from "./body-kind";
import { describeBodyValue } from "../util/describe-body-value";
import { nestedEntries, type FormNesting } from "./nested-names";

export { FORM_NESTINGS, type FormNesting } from "./nested-names";

/** A field's value: text, or a file part (multipart only). */
export type FormValue = string | Blob;

/** What writing a form asks of the vendor: how names nest, and the text of a `Date`. */
export interface FormRules extends DateFormat {
  readonly formNesting: FormNesting;
}

// A UTF-16 surrogate without its pair (with the u flag a pair is one code point), which no form
// encoding can write: URLSearchParams would send U+FFFD instead.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The fields of a form, in order: each value under the name `rules.formNesting` gives it (the one
 * writer of nested names, {@link nestedEntries}, with `null` an empty value as qs and axios write
 * it), as text ({@link fieldText}). With `files` (multipart), each is a part ({@link partValue}):
 * a `Blob` or bytes a file part; the parts become a `FormData` here and bytes in
 * `@restkit/endpoint/openapi`, with the same names, files and refusals.
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
  const write = files ? partValue : fieldText;
  // formNesting was checked once, when the config was made (vendor-values.ts).
  return nestedEntries(fields, rules.formNesting, "", fieldRefused).map(([name, value]) => [
    name,
    write(name, value, rules),
  ]);
}

/**
 * One multipart part's value: a file for a `Blob`, a `File` or bytes, text as a form field's
 * ({@link fieldText}) for any other value, which is refused naming the part when it has none.
 *
 * @example
 * partValue("file", new Uint8Array([1]), rules); // a Blob of that byte
 */
export function partValue(name: string, value: unknown, dates: DateFormat): FormValue {
  const file = fileOf(value);
  if (file === undefined) return fieldText(name, value, dates);
  requireWellFormedField(name, "");
  return file;
}

/**
 * The text of one form field, the same in every form (a body, a query written as a form, a
 * multipart part, a described form field): strings as given, numbers, booleans and bigints as
 * `String()` writes them, a `Date` as `dates.dateToString` does, an object by its own text
 * (a `URL`'s href): {@link scalarToString}'s rule, with the form's refusal. A file (a `Blob` or bytes), a value whose only text is
 * `[object …]` (a `Map`, a class instance), a function or a symbol is refused, naming the field.
 *
 * @example
 * fieldText("when", new Date(0), { dateToString: (date) => date.toISOString() }); // "1970-01-01T00:00:00.000Z"
 */
export function fieldText(name: string, value: unknown, dates: DateFormat): string {
  requireWellFormedField(name, "");
  if (fileOf(value)) throw fieldRefused(name, `holds ${describeBodyValue(value)}: a file needs multipart/form-data`);
  const text = scalarToString(name, value, dates, holds);
  requireWellFormedField(name, text);
  return text;
}

// A Blob for a value that is a file (a Blob, a File, or bytes), undefined for any other.
function fileOf(value: unknown): Blob | undefined {
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

function holds(name: string, what: string): InvalidParameterError {
  return fieldRefused(name, `holds ${what}`);
}
