import { describeInput } from "../errors/describe-input";
import { InvalidParameterError } from "../errors/error-classes";
import { itemToString, scalarToString } from "../template/scalar-to-string";
import { isPlainObject } from "../util/is-plain-object";
import { bodyKind } from "../vendors/body-kind";
import { requireWellFormedField } from "../vendors/form-fields";
import { multipartBody, type MultipartPart } from "./multipart-body";
import type { TableEncoding, TableMediaType } from "./operation-table";
import type { StyleContext } from "./parameter-styles";

/** A body written as its media type, and the content-type it is sent with. */
export interface WrittenBody {
  readonly body: unknown;
  readonly contentType: string;
}

const FORM_DELIMITERS: Readonly<Record<string, string>> = { spaceDelimited: " ", pipeDelimited: "|" };

/**
 * The body as `media` says: a form's fields and a multipart body's parts by their Encoding
 * Objects and OpenAPI's defaults; JSON and every other type as given, for the pipeline's encoder.
 */
export function writeBody(media: TableMediaType, body: unknown, context: StyleContext): WrittenBody {
  const essence = media.type.split(";", 1)[0]!.trim().toLowerCase();
  if (essence === "application/x-www-form-urlencoded") {
    const fields = new URLSearchParams();
    for (const [name, value] of Object.entries(requireFields(body, essence))) {
      for (const [field, text] of formEntries(name, value, media.encoding?.[name], context)) {
        requireWellFormedField(field, text);
        fields.append(field, text);
      }
    }
    return { body: fields.toString(), contentType: media.type };
  }
  if (essence === "multipart/form-data") {
    const parts: MultipartPart[] = [];
    for (const [name, value] of Object.entries(requireFields(body, essence))) {
      // An array is a part per item (OpenAPI's default for multipart).
      for (const item of Array.isArray(value) ? value : [value]) {
        const part = partOf(name, item, media.encoding?.[name], context);
        if (part === undefined) continue;
        requireWellFormedField(part.name, typeof part.value === "string" ? part.value : "");
        parts.push(part);
      }
    }
    return multipartBody(parts);
  }
  return { body, contentType: media.type };
}

function formEntries(
  name: string,
  value: unknown,
  encoding: TableEncoding | undefined,
  context: StyleContext,
): Array<[string, string]> {
  if (value === undefined || value === null) return [];
  const text = (item: unknown): string => scalarToString(name, item, context.dates);
  // Without style, explode or allowReserved, a property is written as its content-type says
  // (OpenAPI 3.1.2, Encoding Object): an object as JSON text, a list item by item.
  if (encoding?.style === undefined && encoding?.explode === undefined && encoding?.allowReserved === undefined) {
    const asText = (item: unknown): string =>
      isPlainObject(item) || Array.isArray(item) ? JSON.stringify(item) : text(item);
    if (!Array.isArray(value)) return [[name, asText(value)]];
    return value.filter((item) => item !== undefined && item !== null).map((item) => [name, asText(item)]);
  }
  const style = encoding.style ?? "form";
  // Only style form writes a field per item or key, and does unless explode is false.
  const explode = style === "form" && (encoding.explode ?? true);
  // Below the property, a style writes scalars only: a nested list or object is refused.
  const written = (value: unknown): string => itemToString(name, value, context.dates, "in a form");
  if (style === "deepObject") return nestedEntries(name, value, text);
  if (Array.isArray(value)) {
    const items = value.filter((item) => item !== undefined && item !== null).map(written);
    return explode ? items.map((item) => [name, item]) : [[name, items.join(FORM_DELIMITERS[style] ?? ",")]];
  }
  if (isPlainObject(value)) {
    const pairs = Object.entries(value).filter(([, item]) => item !== undefined && item !== null);
    if (explode) return pairs.map(([key, entry]) => [key, written(entry)]);
    return [[name, pairs.flatMap(([key, entry]) => [key, written(entry)]).join(FORM_DELIMITERS[style] ?? ",")]];
  }
  return [[name, text(value)]];
}

// deepObject: `name[key]=value`, lists by index, as qs and the APIs that use the style read them.
function nestedEntries(name: string, value: unknown, text: (item: unknown) => string): Array<[string, string]> {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) && !isPlainObject(value)) return [[name, text(value)]];
  const entries: Array<[string, string]> = [];
  for (const [key, item] of Object.entries(value)) entries.push(...nestedEntries(`${name}[${key}]`, item, text));
  return entries;
}

function partOf(
  name: string,
  value: unknown,
  encoding: TableEncoding | undefined,
  context: StyleContext,
): MultipartPart | undefined {
  if (value === undefined || value === null) return undefined;
  const contentType = encoding?.contentType?.split(",", 1)[0]!.trim();
  if (typeof value === "object" && !(value instanceof Date)) {
    const kind = bodyKind(value);
    if (kind === "blob" || kind === "bytes") {
      const blob = kind === "blob" ? (value as Blob) : new Blob([value as ArrayBuffer]);
      const filename = (value as { name?: unknown }).name;
      return {
        name,
        value: blob,
        contentType: contentType ?? (blob.type || "application/octet-stream"),
        filename: typeof filename === "string" && filename !== "" ? filename : name,
      };
    }
    if (kind === "json") return { name, value: JSON.stringify(value), contentType: contentType ?? "application/json" };
    throw new InvalidParameterError(`The multipart part ${describeInput(name)} cannot be sent: it holds ${kind} data`);
  }
  const text = scalarToString(name, value, context.dates);
  // text/plain is a part's default type (RFC 7578), so it is not written.
  return { name, value: text, contentType: contentType === "text/plain" ? undefined : contentType };
}

function requireFields(body: unknown, essence: string): Readonly<Record<string, unknown>> {
  if (isPlainObject(body)) return body;
  throw new InvalidParameterError(`The ${essence} body must be an object of fields, not ${describeInput(body)}`);
}
