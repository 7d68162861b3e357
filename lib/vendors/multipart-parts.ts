import type { DateFormat } from "../template/date-to-string";
import { fieldText, fileOf, formNesting, requireWellFormedField, type FormRules } from "./form-fields";
import { nestedEntries } from "./nested-names";

/** One part of a multipart/form-data body: text, or a file. */
export interface MultipartPart {
  readonly name: string;
  readonly value: string | Blob;
  /** The part's `Content-Type`; none for plain text. */
  readonly contentType?: string;
  readonly filename?: string;
}

/**
 * The one builder of multipart parts: a part per value of `fields`, named as a form nests them
 * ({@link formNesting}), each as {@link partOf} writes it. Its parts become a `FormData` (the main
 * entry) or bytes where a part needs its own content-type (`@restkit/endpoint/openapi`).
 *
 * @example
 * multipartParts({ title: "t", tags: ["a"] }, rules);
 * // [{ name: "title", value: "t" }, { name: "tags[]", value: "a" }]
 */
export function multipartParts(fields: Readonly<Record<string, unknown>>, rules: FormRules): MultipartPart[] {
  return nestedEntries(fields, formNesting(rules)).map(([name, value]) => partOf(name, value, rules));
}

/**
 * One part: a file for a `Blob`, a `File` or bytes, text as a form field's ({@link fieldText})
 * for any other value; what cannot be text is refused, naming the part.
 *
 * @example
 * partOf("file", new Uint8Array([1]), rules); // { name: "file", value: a Blob of that byte }
 */
export function partOf(name: string, value: unknown, dates: DateFormat): MultipartPart {
  const file = fileOf(value);
  if (file === undefined) return { name, value: fieldText(name, value, dates) };
  requireWellFormedField(name, "");
  return { name, value: file };
}
