import type { Located, MediaType, OpenAPIDocument, Schema } from "./openapi-types";
import type { DecodedBody } from "./body-encoding";
import { comparable, shown } from "./comparable";
import { coerce } from "./coerce";
import { decodeForm } from "./decode-form-body";
import { decodeMultipart } from "./decode-multipart-body";
import { strayName, type NamePlaces } from "./name-places";
import { isJsonMediaType, mediaTypeOf, requestBodyOf, type OperationAt } from "./operation-parts";
import { essence, isRecord } from "./plain-values";
import { child } from "./resolve-refs";
import { forValidation } from "./sample-schema";
import type { OperationSample } from "./sample-values";
import { validatorFor } from "./schema-validator";

/** What the body of a request says, decoded by its content type, compared with the sample. */
export async function judgeBody(
  document: OpenAPIDocument,
  at: OperationAt,
  sample: OperationSample,
  request: Request,
  places: NamePlaces,
): Promise<string[]> {
  const bytes = new Uint8Array(await request.clone().arrayBuffer());
  const expected = sample.expected.body;
  if (expected === undefined) {
    if (bytes.length === 0) return [];
    return [
      `the operation has no request body, yet the request sends ${bytes.length} bytes: ${shown(new TextDecoder().decode(bytes.slice(0, 200)))}`,
    ];
  }
  const contentType = request.headers.get("content-type") ?? "";
  // A body with no property sampled may be left out, unless the operation requires one.
  if (bytes.length === 0 && isEmptyObject(expected.value) && requestBodyOf(document, at)?.node.required !== true)
    return [];
  if (essence(contentType) !== essence(expected.mediaType)) {
    return [`the body's content-type is "${contentType}", expected "${expected.mediaType}"`];
  }
  const body = requestBodyOf(document, at);
  const media = body === undefined ? undefined : mediaTypeOf(body, expected.mediaType);
  if (media === undefined) return [`no media type "${expected.mediaType}" in the description`];
  const schema: Located<Schema | undefined> = { node: media.node.schema, pointer: child(media.pointer, "schema") };
  const decoded = await decodeBody(document, media, schema, request, bytes, expected.value);
  if ("problem" in decoded) return [decoded.problem];
  const problems = [...decoded.problems, ...decoded.strays.map((name) => strayName(places, name, "the body"))];
  const { value } = decoded;
  problems.push(...(await compareBody(value, expected.value, places)));
  if (schema.node !== undefined && problems.length === 0) {
    problems.push(
      ...validatorFor(document)
        .problems(schema.pointer, forValidation(value))
        .map((problem) => `the body: ${problem}`),
    );
  }
  return problems;
}

async function decodeBody(
  document: OpenAPIDocument,
  media: Located<MediaType>,
  schema: Located<Schema | undefined>,
  request: Request,
  bytes: Uint8Array,
  expected: unknown,
): Promise<DecodedBody | { problem: string }> {
  const mediaType = essence(request.headers.get("content-type") ?? "");
  const text = new TextDecoder().decode(bytes);
  if (isJsonMediaType(mediaType)) {
    try {
      return {
        value: coerce(document, schema, JSON.parse(text) as unknown, expected, "json"),
        problems: [],
        strays: [],
      };
    } catch {
      return { problem: `the body is not JSON: ${shown(text)}` };
    }
  }
  if (mediaType === "application/x-www-form-urlencoded") return decodeForm(document, media, schema, text, expected);
  if (mediaType.startsWith("multipart/")) return decodeMultipart(document, media, schema, request, bytes, expected);
  // Any other media type is the value's bytes (or its text, for a string value).
  return { value: typeof expected === "string" ? text : bytes, problems: [], strays: [] };
}

async function compareBody(value: unknown, expected: unknown, places: NamePlaces): Promise<string[]> {
  const problems: string[] = [];
  if (!isRecord(expected) || !isRecord(value)) {
    if ((await comparable(value)) !== (await comparable(expected)))
      problems.push(`the body is ${shown(value)}, expected ${shown(expected)}`);
    return problems;
  }
  for (const [name, wanted] of Object.entries(expected)) {
    if (!(name in value)) problems.push(`the body property "${name}" is missing`);
    else if ((await comparable(value[name])) !== (await comparable(wanted))) {
      problems.push(`the body property "${name}" is ${shown(value[name])}, expected ${shown(wanted)}`);
    }
  }
  for (const name of Object.keys(value)) {
    if (!(name in expected)) problems.push(strayName(places, name, "the body"));
  }
  return problems;
}

function isEmptyObject(value: unknown): boolean {
  return isRecord(value) && Object.keys(value).length === 0;
}
