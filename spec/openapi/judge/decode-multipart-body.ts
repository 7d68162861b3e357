import type { Encoding, Located, MediaType, OpenAPIDocument, Schema } from "./openapi-types";
import {
  branchFor,
  defaultContentType,
  expectedOf,
  parsedPart,
  propertyNames,
  propertySchema,
  partUsesStyle,
  type DecodedBody,
} from "./body-encoding";
import { coerce } from "./coerce";
import { multipartPartTypes } from "./multipart-part-types";
import { isJsonMediaType } from "./operation-parts";
import { essence } from "./plain-values";
import { kindAt, shapeOf, type ValueKind } from "./schema-shape";

/**
 * A `multipart/form-data` body, read by `Request#formData()`, property by property: a file part
 * is its bytes, a JSON part (an object's, by default) is parsed, an array is its repeated parts;
 * each part's type is checked against its Encoding Object.
 */
export async function decodeMultipart(
  document: OpenAPIDocument,
  media: Located<MediaType>,
  schema: Located<Schema | undefined>,
  request: Request,
  bytes: Uint8Array,
  expected: unknown,
): Promise<DecodedBody | { problem: string }> {
  let form: FormData;
  try {
    form = await request.clone().formData();
  } catch (error) {
    return { problem: `the multipart body cannot be read: ${String(error)}` };
  }
  const partTypes = multipartPartTypes(bytes, request.headers.get("content-type") ?? "");
  const value: Record<string, unknown> = {};
  const problems: string[] = [];
  const names = propertyNames(document, schema, expected);
  for (const name of names) {
    const entries = form.getAll(name);
    if (entries.length === 0) continue;
    const property = branchFor(document, propertySchema(document, schema, name), expectedOf(expected, name));
    const encoding = media.node.encoding?.[name];
    const kind = kindAt(document, property);
    const itemSchema =
      kind === "array" ? (shapeOf(document, property).items ?? { node: undefined, pointer: "" }) : property;
    const itemKind = kindAt(document, itemSchema);
    const contentType = encoding?.contentType ?? defaultContentType(document, property);
    const styled = partUsesStyle(document, encoding);
    problems.push(...partTypeProblems(name, partTypes.get(name) ?? [], contentType, itemKind, encoding, styled));
    const parsed = await Promise.all(
      entries.map(async (entry) => {
        if (itemKind === "binary") return typeof entry === "string" ? new TextEncoder().encode(entry) : entry;
        const text = typeof entry === "string" ? entry : await entry.text();
        return styled ? text : parsedPart(text, contentType, name, problems);
      }),
    );
    const whole = kind === "array" ? parsed : parsed[0];
    if (kind !== "array" && parsed.length > 1)
      problems.push(`the body property "${name}" is sent in ${parsed.length} parts`);
    else
      value[name] = coerce(
        document,
        property,
        whole,
        expectedOf(expected, name),
        isJsonMediaType(contentType) && !styled ? "json" : "text",
      );
  }
  const strays = [...new Set(form.keys())].filter((name) => !names.includes(name));
  return { value, problems, strays };
}

// A part's type must be one the Encoding Object lists; by default an object part is JSON and a
// text part plain text (or untyped, which RFC 7578 reads as text/plain); a file's is the caller's.
function partTypeProblems(
  name: string,
  sent: (string | undefined)[],
  contentType: string,
  itemKind: ValueKind,
  encoding: Encoding | undefined,
  styled: boolean,
): string[] {
  if (styled) return [];
  if (encoding?.contentType === undefined && itemKind === "binary") return [];
  const allowed = contentType.split(",").map((type) => essence(type));
  const fits = (type: string | undefined): boolean => {
    const actual = essence(type ?? "text/plain");
    return allowed.some(
      (option) =>
        option === actual || (option.endsWith("/*") && actual.startsWith(option.slice(0, -1))) || option === "*/*",
    );
  };
  return sent
    .filter((type) => !fits(type))
    .map(
      (type) =>
        `the body property "${name}" is a part of type ${type ?? "(none: text/plain)"}, expected ${contentType}`,
    );
}
