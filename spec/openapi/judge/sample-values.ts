import type {
  Encoding,
  Located,
  MediaType,
  OpenAPIDocument,
  Parameter,
  ParameterLocation,
  RequestBody,
  Schema,
} from "./openapi-types";
import {
  mediaTypeOf,
  operationAt,
  parametersOf,
  requestBodyOf,
  routeOf,
  styleOf,
  type OperationAt,
} from "./operation-parts";
import { isRecord } from "./plain-values";
import { child } from "./resolve-refs";
import { forValidation, sampleValue, type SampleContext } from "./sample-schema";
import { kindAt, shapeOf } from "./schema-shape";
import { validatorFor } from "./schema-validator";

export interface ExpectedParameter {
  in: ParameterLocation;
  name: string;
  value: unknown;
}

interface ExpectedBody {
  mediaType: string;
  value: unknown;
}

/** What to call the library with for one operation, and what the server must then receive. */
export interface OperationSample {
  operationId?: string;
  /** `METHOD /path`, the path as the description's key writes it. */
  route: string;
  /** The call's values, laid out by the call convention (flat, or the body as `data`). */
  values: Record<string, unknown>;
  expected: { parameters: ExpectedParameter[]; body?: ExpectedBody };
}

// Characters no sampled string holds, in any place: each delimits something somewhere (a list,
// a form pair, a cookie, a query) or needs escaping that could hide a mistake.
const ALWAYS_AVOIDED = ",;=|&[]#+ ?%\"'\\<>{}^`!$()*";

// A value for an object that may hold anything, where one sampled empty would send nothing.
const ANY_OBJECT = { key1: "value1" };

/** The characters a parameter's string values must avoid, given its location and style. */
function avoidedIn(parameter: Parameter): string {
  const { style } = styleOf(parameter);
  return ALWAYS_AVOIDED + (parameter.in === "path" ? "/" : "") + (style === "label" ? "." : "");
}

/** Samples the values of one operation (see the call convention in real-descriptions.spec.ts). */
export function sampleOperation(document: OpenAPIDocument, path: string, method: string): OperationSample {
  const at = operationAt(document, path, method);
  if (at === undefined) throw new Error(`no operation ${method} ${path}`);
  const values: Record<string, unknown> = {};
  const parameters: ExpectedParameter[] = [];
  const located = parametersOf(document, at);
  const schemas: Located<Schema | undefined>[] = [];
  for (const { node: parameter, pointer } of located) {
    const schema = parameterSchema(parameter, pointer);
    if (parameter.required !== true && nestsCompounds(document, parameter, schema)) continue;
    let value = validSample(document, schema, avoidedIn(parameter), "application/octet-stream");
    // An empty object writes nothing a server could read back (3.2's `prefs: { type: object }`
    // cookie): when the schema allows any property, one is given.
    if (isRecord(value) && Object.keys(value).length === 0 && isValid(document, schema, ANY_OBJECT)) value = ANY_OBJECT;
    if (value === null || value === undefined) continue;
    // An optional parameter whose every valid value holds a character the sample avoids (an
    // enum of `responses_multi_agent=v1`) is left out rather than given an invalid value.
    if (parameter.required !== true && !isValid(document, schema, value)) continue;
    values[parameter.name] = value;
    parameters.push({ in: parameter.in, name: parameter.name, value });
    schemas.push(schema);
  }
  sharedNames(document, parameters, schemas, values);
  const sample: OperationSample = {
    route: routeOf(at),
    values,
    expected: { parameters },
  };
  if (at.operation.node.operationId !== undefined) sample.operationId = at.operation.node.operationId;
  const body = sampleBody(document, at, new Set(located.map(({ node }) => node.name)));
  if (body !== undefined && !body.flat && "data" in values) {
    // The convention has no place for both: better to say so than to judge a guess.
    throw new Error(`${sample.route} has a parameter "data" and a body that is no object`);
  }
  if (body !== undefined) {
    sample.expected.body = { mediaType: body.mediaType, value: body.value };
    if (body.flat) Object.assign(values, body.value);
    else values["data"] = body.value;
    if (body.contentType !== undefined) values["headers"] = { "content-type": body.contentType };
  }
  return sample;
}

/**
 * A name that parameters of two places share (SendGrid's path `list_id`, a string, and query
 * `list_id`, an integer) is one flat value, sent to each: the last one sampled, which each place
 * expects as its schema reads it (a string schema reads 3 as "3").
 */
function sharedNames(
  document: OpenAPIDocument,
  parameters: ExpectedParameter[],
  schemas: Located<Schema | undefined>[],
  values: Record<string, unknown>,
): void {
  parameters.forEach((parameter, index) => {
    const value = values[parameter.name];
    if (parameter.value === value) return;
    const schema = schemas[index] as Located<Schema | undefined>;
    const asText = typeof value === "number" || typeof value === "boolean" ? String(value) : value;
    parameter.value = isValid(document, schema, value) ? value : asText;
  });
}

/**
 * Whether a parameter's values hold arrays or objects inside an array or object: the OpenAPI
 * text leaves their serialisation undefined (RFC 6570 goes one level deep), except inside a
 * `deepObject` (read here as qs nests it) or a `content` parameter (the media type writes it).
 * Such a parameter is only sampled when it is required (Box's `mdfilters` is not).
 */
function nestsCompounds(document: OpenAPIDocument, parameter: Parameter, schema: Located<Schema | undefined>): boolean {
  if (parameter.content !== undefined || styleOf(parameter).style === "deepObject") return false;
  const shape = shapeOf(document, schema);
  const kind = kindAt(document, schema);
  const inner =
    kind === "array"
      ? [shape.items]
      : kind === "object"
        ? [...shape.properties.values(), shape.additionalProperties]
        : [];
  return inner.some((located) => located !== undefined && ["array", "object"].includes(kindAt(document, located)));
}

/** The schema of a parameter: its `schema`, or the schema of its one `content` entry. */
export function parameterSchema(parameter: Parameter, pointer: string): Located<Schema | undefined> {
  if (parameter.schema !== undefined || parameter.content === undefined) {
    return { node: parameter.schema, pointer: child(pointer, "schema") };
  }
  const [mediaType, media] = Object.entries(parameter.content)[0] ?? [];
  return {
    node: media?.schema,
    pointer: mediaType === undefined ? "" : child(pointer, "content", mediaType, "schema"),
  };
}

interface SampledBody {
  mediaType: string;
  value: unknown;
  flat: boolean;
  contentType?: string;
}

function sampleBody(document: OpenAPIDocument, at: OperationAt, parameterNames: Set<string>): SampledBody | undefined {
  const body = requestBodyOf(document, at);
  const mediaTypes = Object.keys(body?.node.content ?? {});
  if (body === undefined || mediaTypes.length === 0) return undefined;
  const namesHeaders =
    parameterNames.has("headers") || mediaTypes.some((type) => bodyPropertyNames(document, body, type).has("headers"));
  // Several media types: one is picked by the route, so that each kind is met across operations;
  // when the operation has its own `headers`, none can be chosen and the first is the default.
  const picked = namesHeaders
    ? (mediaTypes[0] as string)
    : (mediaTypes[spread(`${at.method} ${at.path}`, mediaTypes.length)] as string);
  let mediaType = picked;
  let { media, schema, value } = sampleMedia(document, body, picked);
  // JSON cannot carry a file (OpenAI's /skills offers JSON and multipart for one schema with
  // bytes): the multipart media type the operation offers beside it is chosen instead.
  const multipart = mediaTypes.find((type) => type.startsWith("multipart/"));
  if (!namesHeaders && /json/i.test(picked) && multipart !== undefined && holdsBytes(value)) {
    mediaType = multipart;
    ({ media, schema, value } = sampleMedia(document, body, multipart));
  }
  const form = /^(application\/x-www-form-urlencoded|multipart\/)/i.test(mediaType);
  const typed = mediaType.startsWith("multipart/")
    ? withPartTypes(value, media?.node.encoding ?? {})
    : form
      ? withoutEmptyContainers(document, schema, value)
      : value;
  const properties = bodyPropertyNames(document, body, mediaType);
  const isObject = kindAt(document, schema) === "object" && isRecord(typed);
  const namesData = parameterNames.has("data") || properties.has("data");
  const collides = isObject && [...properties, ...Object.keys(typed)].some((name) => parameterNames.has(name));
  const sampled: SampledBody = { mediaType, value: typed, flat: isObject && (namesData || !collides) };
  if (mediaTypes.length > 1 && !namesHeaders) sampled.contentType = mediaType;
  return sampled;
}

/** A sample of the body in one of its media types. */
function sampleMedia(
  document: OpenAPIDocument,
  body: Located<RequestBody>,
  mediaType: string,
): { media: Located<MediaType> | undefined; schema: Located<Schema | undefined>; value: unknown } {
  const media = mediaTypeOf(body, mediaType);
  const schema: Located<Schema | undefined> = {
    node: media?.node.schema,
    pointer: child(media?.pointer ?? "", "schema"),
  };
  const form = /^(application\/x-www-form-urlencoded|multipart\/)/i.test(mediaType);
  const raw = !form && !/json/i.test(mediaType);
  const sampled = validSample(
    document,
    schema,
    form ? ALWAYS_AVOIDED : "",
    raw ? blobTypeOf(mediaType) : "application/octet-stream",
    form && !mediaType.startsWith("multipart/"),
  );
  // A null body is no body to send; when the schema allows more (SendGrid's `{ nullable: true }`,
  // in 3.1 no keyword at all, so any value), an object is sampled instead.
  const value = sampled === null && isValid(document, schema, ANY_OBJECT) ? ANY_OBJECT : sampled;
  return { media, schema, value };
}

function holdsBytes(value: unknown): boolean {
  if (value instanceof Blob) return true;
  if (Array.isArray(value)) return value.some(holdsBytes);
  return isRecord(value) && Object.values(value).some(holdsBytes);
}

/** The property names a body schema may have (through `allOf` and every branch). */
function bodyPropertyNames(
  document: OpenAPIDocument,
  body: Located<{ content?: Record<string, { schema?: Schema }> }>,
  mediaType: string,
): Set<string> {
  const schema = body.node.content?.[mediaType]?.schema;
  if (schema === undefined) return new Set();
  return new Set(
    shapeOf(document, { node: schema, pointer: child(body.pointer, "content", mediaType, "schema") }).properties.keys(),
  );
}

function isValid(document: OpenAPIDocument, schema: Located<Schema | undefined>, value: unknown): boolean {
  return (
    schema.node === undefined || validatorFor(document).problems(schema.pointer, forValidation(value)).length === 0
  );
}

/**
 * A form body's value without the empty objects and lists nested in it: a form writes one pair
 * per scalar, so `{ offline: {} }` sends nothing a server could read back. Kept whole when
 * leaving them out would make it invalid (a required empty object).
 */
function withoutEmptyContainers(
  document: OpenAPIDocument,
  schema: Located<Schema | undefined>,
  value: unknown,
): unknown {
  const pruned = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(pruned).filter((inner) => !isEmpty(inner));
    if (!isRecord(item)) return item;
    const entries = Object.entries(item).map(([key, inner]) => [key, pruned(inner)] as const);
    return Object.fromEntries(entries.filter(([, inner]) => !isEmpty(inner)));
  };
  const result = pruned(value);
  return isValid(document, schema, result) ? result : value;
}

function isEmpty(value: unknown): boolean {
  return (Array.isArray(value) && value.length === 0) || (isRecord(value) && Object.keys(value).length === 0);
}

// A value valid for its schema: sampled with examples, and again without when an example fails.
function validSample(
  document: OpenAPIDocument,
  schema: Located<Schema | undefined>,
  avoid: string,
  blobType: string,
  nonEmptyObjects = false,
): unknown {
  const validator = validatorFor(document);
  const context: SampleContext = { document, validator, avoid, useExamples: true, blobType, nonEmptyObjects };
  const first = sampleValue(context, schema);
  if (schema.node === undefined || validator.problems(schema.pointer, forValidation(first)).length === 0) return first;
  return sampleValue({ ...context, useExamples: false }, schema);
}

// A multipart part whose Encoding Object names its content type gets a Blob of that type.
function withPartTypes(value: unknown, encoding: Record<string, Encoding>): unknown {
  if (!isRecord(value)) return value;
  const typed = { ...value };
  for (const [name, { contentType }] of Object.entries(encoding)) {
    if (contentType === undefined) continue;
    const retype = (part: unknown): unknown =>
      part instanceof Blob ? new Blob([part], { type: blobTypeOf(contentType) }) : part;
    const part = typed[name];
    if (part !== undefined) typed[name] = Array.isArray(part) ? part.map(retype) : retype(part);
  }
  return typed;
}

/** A concrete type for a Blob from a (list of, maybe wildcard) media types: `image/*` → `image/png`. */
function blobTypeOf(contentType: string): string {
  const first = contentType.split(",")[0]?.trim() ?? "";
  if (first === "" || first === "*/*") return "application/octet-stream";
  if (first === "image/*") return "image/png";
  return first.endsWith("/*") ? `${first.slice(0, -1)}octet-stream` : first;
}

// A number in [0, size) that depends only on the text, so that each run picks the same.
function spread(text: string, size: number): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % size;
}
