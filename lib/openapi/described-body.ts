import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import { itemToString } from "../template/scalar-to-string";
import { hasOwn } from "../util/has-own";
import { isPlainObject } from "../util/is-plain-object";
import { mediaTypeEssence } from "../util/media-type-essence";
import { kindOf } from "../vendors/body-kind";
import { fieldRefused, fieldText, partValue, requireWellFormedField } from "../vendors/form-fields";
import { nestedEntries } from "../vendors/nested-names";
import { delimiterOf } from "./delimiters";
import { isJsonType, jsonText } from "./json-text";
import { multipartBody, type MultipartPart } from "./multipart-body";
import type { TableEncoding, TableMediaType } from "./operation-table";
import type { StyleContext } from "./style-context";

/** The form media type, whose fields a form body and a querystring parameter write alike. */
export const FORM_TYPE = "application/x-www-form-urlencoded";

/** A body written as its media type, and the content-type it is sent with. */
export interface WrittenBody {
  readonly body: unknown;
  readonly contentType: string;
}

/**
 * The body as `media` says: a form's fields and a multipart body's parts by their Encoding
 * Objects and OpenAPI's defaults; JSON and every other type as given, for the pipeline's encoder.
 */
export function writeBody(media: TableMediaType, body: unknown, context: StyleContext): WrittenBody {
  const essence = mediaTypeEssence(media.type);
  if (essence === FORM_TYPE) {
    const fields = new URLSearchParams();
    for (const [name, value] of Object.entries(requireFields(body, essence))) {
      for (const [field, text] of formEntries(name, value, encodingOf(media, name), context)) {
        requireWellFormedField(field, text);
        fields.append(field, text);
      }
    }
    return { body: fields.toString(), contentType: media.type };
  }
  if (essence === "multipart/form-data") {
    const parts: MultipartPart[] = [];
    for (const [name, value] of Object.entries(requireFields(body, essence))) {
      const contentType = encodingOf(media, name)?.contentType?.split(",", 1)[0]!.trim();
      // An array is a part per item (OpenAPI's default for multipart).
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item !== undefined && item !== null) parts.push(describedPart(name, item, contentType, context));
      }
    }
    return multipartBody(parts);
  }
  return { body, contentType: media.type };
}

// A property's Encoding Object: an own key of the description's table, never Object.prototype's.
function encodingOf(media: TableMediaType, name: string): TableEncoding | undefined {
  const { encoding } = media;
  return encoding !== undefined && hasOwn(encoding, name) ? encoding[name] : undefined;
}

function formEntries(
  name: string,
  value: unknown,
  encoding: TableEncoding | undefined,
  context: StyleContext,
): Array<[string, string]> {
  if (value === undefined || value === null) return [];
  const text = (item: unknown): string => fieldText(name, item, context.rules);
  // Without style, explode or allowReserved, a property is written as its content-type says
  // (OpenAPI 3.1.1 and 3.2.0, Encoding Object): a JSON one makes the whole value one field of
  // JSON text (a list too); by default, an object is JSON text and a list is written item by item.
  if (encoding?.style === undefined && encoding?.explode === undefined && encoding?.allowReserved === undefined) {
    if (encoding?.contentType !== undefined && isJsonType(encoding.contentType)) {
      return [[name, jsonText(name, value, fieldRefused)]];
    }
    const asText = (item: unknown): string =>
      isPlainObject(item) || Array.isArray(item) ? jsonText(name, item, fieldRefused) : text(item);
    if (!Array.isArray(value)) return [[name, asText(value)]];
    return value.filter((item) => item !== undefined && item !== null).map((item) => [name, asText(item)]);
  }
  const style = encoding.style ?? "form";
  if (style === "deepObject") {
    return nestedEntries({ [name]: value }, context.rules.formNesting, undefined, fieldRefused).map(([field, item]) => [
      field,
      text(item),
    ]);
  }
  // Only style form writes a field per item or key, and does unless explode is false.
  const explode = style === "form" && (encoding.explode ?? true);
  const delimiter = delimiterOf(style) ?? ",";
  // Below the property, a style writes scalars only: a nested list or object is refused.
  const written = (item: unknown): string =>
    Array.isArray(item) || isPlainObject(item) ? itemToString(name, item, context.rules, "in a form") : text(item);
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null).map(written);
    return explode ? items.map((item) => [name, item]) : [[name, items.join(delimiter)]];
  }
  if (isPlainObject(value)) {
    const pairs = Object.entries(value).filter(([, item]) => item !== undefined && item !== null);
    if (explode) return pairs.map(([key, entry]) => [key, written(entry)]);
    return [[name, pairs.flatMap(([key, entry]) => [key, written(entry)]).join(delimiter)]];
  }
  return [[name, text(value)]];
}

// A part as the main entry's multipart builder writes it (partValue), but an object or a list as an
// application/json part, and the part's content-type and file name as OpenAPI gives them.
function describedPart(
  name: string,
  value: unknown,
  contentType: string | undefined,
  context: StyleContext,
): MultipartPart {
  if (typeof value === "object" && !(value instanceof Date) && kindOf(value) === "json") {
    requireWellFormedField(name, "");
    return { name, value: jsonText(name, value, fieldRefused), contentType: contentType ?? "application/json" };
  }
  const part = partValue(name, value, context.rules);
  // text/plain is a part's default type (RFC 7578), so it is not written.
  if (typeof part === "string")
    return { name, value: part, contentType: contentType === "text/plain" ? undefined : contentType };
  const filename = (value as { name?: unknown }).name;
  return {
    name,
    value: part,
    contentType: contentType ?? (part.type || "application/octet-stream"),
    filename: typeof filename === "string" && filename !== "" ? filename : name,
  };
}

function requireFields(body: unknown, essence: string): Readonly<Record<string, unknown>> {
  if (isPlainObject(body)) return body;
  throw new InvalidParameterError(`The ${essence} body must be an object of fields, not ${describeInput(body)}`);
}
