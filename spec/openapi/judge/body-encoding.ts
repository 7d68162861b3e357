import type { Encoding, Located, OpenAPIDocument, Schema } from "./openapi-types";
import { shown } from "./comparable";
import type { ValueShape } from "./decode-styles";
import { isJsonMediaType } from "./operation-parts";
import { isRecord } from "./plain-values";
import { kindAt, shapeOf, type ValueKind } from "./schema-shape";

// What the form and multipart decoders share: how the Encoding Object says each property is
// written, and what a decoder gives back.

export interface DecodedBody {
  value: unknown;
  problems: string[];
  /** Names in a form or multipart body that no property of the schema (or of the sample) has. */
  strays: string[];
}

/** The names a form body may hold: the schema's properties and the sample's own. */
export function propertyNames(
  document: OpenAPIDocument,
  schema: Located<Schema | undefined>,
  expected: unknown,
): string[] {
  const names = new Set(shapeOf(document, schema).properties.keys());
  if (isRecord(expected)) for (const name of Object.keys(expected)) names.add(name);
  return [...names];
}

export function propertySchema(
  document: OpenAPIDocument,
  schema: Located<Schema | undefined>,
  name: string,
): Located<Schema | undefined> {
  const shape = shapeOf(document, schema);
  return shape.properties.get(name) ?? shape.additionalProperties ?? { node: undefined, pointer: "" };
}

// The Encoding Object's RFC 6570 fields switch a property from content-based to style-based.
export function usesStyle(encoding: Encoding | undefined): boolean {
  return (
    encoding !== undefined &&
    (encoding.style !== undefined || encoding.explode !== undefined || encoding.allowReserved !== undefined)
  );
}

/**
 * Whether a multipart part is written by its Encoding Object's style: OpenAPI 3.0 says the RFC
 * 6570 fields "SHALL be ignored if the request body media type is not
 * application/x-www-form-urlencoded"; 3.1 adds multipart/form-data.
 */
export function partUsesStyle(document: OpenAPIDocument, encoding: Encoding | undefined): boolean {
  return !document.openapi.startsWith("3.0") && usesStyle(encoding);
}

/**
 * The default `contentType` of a property (the Encoding Object's table): objects are JSON,
 * arrays take their items' type, binary is octet-stream, other primitives (base64 text too)
 * plain text.
 */
export function defaultContentType(document: OpenAPIDocument, property: Located<Schema | undefined>): string {
  const kind = kindAt(document, property);
  if (kind === "array") {
    const items = shapeOf(document, property).items;
    return items === undefined ? "text/plain" : defaultContentType(document, items);
  }
  if (kind === "object") return "application/json";
  if (kind === "binary") return "application/octet-stream";
  if (kind === "any" && property.node !== undefined && Object.keys(property.node).length === 0)
    return "application/octet-stream";
  return "text/plain";
}

/**
 * The branch of a union of kinds that a value takes: the Encoding Object's defaults go by "the
 * property type", and for OpenAI's `chunking_strategy` ("auto" or an object) or `files` (a
 * file or a list of them) that is the type of the value sent. Any other schema is itself.
 */
export function branchFor(
  document: OpenAPIDocument,
  property: Located<Schema | undefined>,
  value: unknown,
  depth = 0,
): Located<Schema | undefined> {
  if (value === undefined || depth > 8 || kindAt(document, property) !== "any") return property;
  const wanted: ValueKind =
    value instanceof Blob
      ? "binary"
      : Array.isArray(value)
        ? "array"
        : isRecord(value)
          ? "object"
          : value === null
            ? "null"
            : "primitive";
  for (const branch of shapeOf(document, property).branches.flat()) {
    const kind = kindAt(document, branch);
    if (kind === wanted) return branch;
    const inner = kind === "any" ? branchFor(document, branch, value, depth + 1) : branch;
    if (inner !== branch) return inner;
  }
  return property;
}

export function valueShape(kind: ValueKind): ValueShape {
  return kind === "object" || kind === "array" ? kind : "primitive";
}

// A part's text read by its content type: JSON parsed, anything else kept as text.
export function parsedPart(text: string, contentType: string, name: string, problems: string[]): unknown {
  if (!isJsonMediaType(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    problems.push(`the body property "${name}" is not JSON, as its content type ${contentType} says: ${shown(text)}`);
    return text;
  }
}

/** The sampled value of one property of a sampled body. */
export function expectedOf(expected: unknown, name: string): unknown {
  return isRecord(expected) ? expected[name] : undefined;
}
