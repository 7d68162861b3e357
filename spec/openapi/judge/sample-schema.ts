import type { Located, OpenAPIDocument, Schema } from "./openapi-types";
import { resolve } from "./resolve-refs";
import { isBase64Text, kindOf, shapeOf, type Shape } from "./schema-shape";
import { isRecord } from "./plain-values";
import { samplePattern } from "./sample-pattern";
import type { SchemaValidator } from "./schema-validator";

/** How one value is sampled. */
export interface SampleContext {
  document: OpenAPIDocument;
  validator: SchemaValidator;
  /** Characters a sampled string must not hold, because they delimit where the value goes. */
  avoid: string;
  /** Whether `example`s may be used; a sample that fails its schema is made again without them. */
  useExamples: boolean;
  /** The type a `Blob` of this value carries (a multipart part's `contentType`, say). */
  blobType: string;
  /**
   * Whether an object with properties is never sampled empty: a form writes one pair per
   * scalar, so it sends nothing for `{}`, and a required list of them would arrive empty.
   */
  nonEmptyObjects?: boolean;
}

// Bytes that are not text, so that a body sent as text or re-encoded shows.
const BINARY_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x00, 0xff, 0xfe, 0x7f];

// Bytes that are no UTF-8 text, written in base64: [0x00, 0xff, 0x01 + n] is `AP8B` (`AP8C`, …),
// the same in base64url, with no `+`, `/` or `=` to be read as a delimiter. A builder that sent
// the bytes instead of the text, or encoded the text again, shows.
function base64Sample(schema: Schema, variant: number): string {
  const bytes = [0x00, 0xff, 0x01 + (variant % 60)];
  const text = btoa(String.fromCharCode(...bytes));
  const min = schema.minLength ?? 0;
  return text.repeat(Math.max(1, Math.ceil(min / text.length)));
}

// Depths past which optional properties are left out, then even required ones (a cycle).
const OPTIONAL_DEPTH = 4;
const MAX_DEPTH = 10;

// A value per format; `n` (0, 1, …) makes the second item of an array differ from the first.
const FORMAT_SAMPLES: Record<string, (n: number) => string> = {
  "date-time": (n) => `2024-05-0${(n % 9) + 1}T07:08:09Z`,
  date: (n) => `2024-05-0${(n % 9) + 1}`,
  time: (n) => `07:08:0${n % 10}Z`,
  email: (n) => `someone${n + 1}@example.com`,
  "idn-email": (n) => `someone${n + 1}@example.com`,
  uri: (n) => `https://example.com/sample${n + 1}`,
  url: (n) => `https://example.com/sample${n + 1}`,
  "uri-reference": (n) => `https://example.com/sample${n + 1}`,
  iri: (n) => `https://example.com/sample${n + 1}`,
  uuid: (n) => `3fa85f64-5717-4562-b3fc-2c963f66afa${n % 10}`,
  hostname: (n) => `host${n + 1}.example.com`,
  ipv4: (n) => `192.0.2.${n + 1}`,
  ipv6: (n) => `2001:db8::${n + 1}`,
  byte: (n) => ["YWJj", "ZGVm"][n % 2] as string,
  snowflake: (n) => String(1234567890123 + n),
  "json-pointer": (n) => `/sample${n + 1}`,
  duration: (n) => `P${n + 1}D`,
};

/**
 * A deterministic value for the schema at `located`: the first of an `enum`, a valid `example`,
 * strings shaped by `format` or `pattern`, numbers within their bounds, arrays of two items,
 * objects with every top-level property (required and some optional ones below), bytes as a
 * `Blob`, base64 strings as base64 text. `variant` makes a second value differ from the first
 * (for arrays of unique items).
 */
export function sampleValue(
  context: SampleContext,
  located: Located<Schema | undefined>,
  depth = 0,
  variant = 0,
): unknown {
  if (located.node === undefined) return `any${variant + 1}`;
  const resolved = resolve<Schema>(context.document, located as Located<Schema>);
  return sampleShape(context, resolved, shapeOf(context.document, resolved), depth, variant);
}

// `hops` counts unions entered without going deeper into a value, so that a cycle of unions ends.
function sampleShape(
  context: SampleContext,
  at: Located<Schema>,
  shape: Shape,
  depth: number,
  variant: number,
  hops = 0,
): unknown {
  const { keywords } = shape;
  if (keywords.const !== undefined) return keywords.const;
  if (Array.isArray(keywords.enum)) {
    const options = keywords.enum.filter((option) => option !== null && isSafe(context, option));
    if (options.length > 0) return options[variant % options.length];
  }
  if (shape.branches.length > 0 && hops < 8) return sampleUnion(context, at, shape, depth, variant, hops);
  const kind = kindOf(context.document, shape);
  // Base64 text is sampled, never an example, so that it always decodes to bytes that are not text.
  if (kind === "primitive" && isBase64Text(keywords)) return base64Sample(keywords, variant);
  if (kind === "binary") return new Blob([new Uint8Array(BINARY_BYTES)], { type: context.blobType });
  if (kind === "null") return null;
  const example = exampleOf(keywords);
  if (
    context.useExamples &&
    kind === "primitive" &&
    variant === 0 &&
    example !== undefined &&
    isSafe(context, example)
  ) {
    return example;
  }
  if (kind === "object") return sampleObject(context, shape, depth, variant);
  if (kind === "array") return sampleArray(context, shape, depth);
  if (kind === "primitive") return samplePrimitive(context, shape, variant);
  return `any${variant + 1}`;
}

// A union: the first branch whose sample is valid for the whole schema (a `oneOf` branch may
// match a second branch too, and then it is not). A branch is sampled with what stands beside
// the union: the type and bounds of `type: integer, oneOf: [{ const: 0 }, …]`, the properties of
// Discord's `allOf: [{ anyOf: […] }, { properties }]`.
function sampleUnion(
  context: SampleContext,
  at: Located<Schema>,
  shape: Shape,
  depth: number,
  variant: number,
  hops: number,
): unknown {
  const [branches = [], ...rest] = shape.branches;
  const outer: Shape = { ...shape, branches: rest };
  const ownProperties = new Map([...shape.properties].filter(([name]) => !shape.fromBranches.has(name)));
  const own =
    ownProperties.size > 0 ? sampleObject(context, { ...shape, properties: ownProperties }, depth, variant) : {};
  const candidates = branches
    .map((branch) => ({ branch, inner: shapeOf(context.document, branch) }))
    .filter(({ inner }) => kindOf(context.document, inner) !== "null");
  let first: unknown;
  for (const { branch, inner } of candidates) {
    const value = sampleShape(context, branch, mergeShapes(outer, inner), depth, variant, hops + 1);
    const tries = isRecord(value) ? withOwnProperties(context, shape, inner, own, value, depth, variant) : [value];
    first ??= tries[0];
    // One branch besides null (a nullable reference) needs no check: compiling is what costs.
    if (candidates.length === 1) return tries[0];
    const valid = tries.find((tried) => context.validator.problems(at.pointer, forValidation(tried)).length === 0);
    if (valid !== undefined) return valid;
  }
  return first;
}

/**
 * A branch's object joined with the union's own properties, in the order they are tried. A
 * branch that only requires some of them (`oneOf: [{ required: [a] }, { required: [b] }]`) has
 * no schema of its own for them, so their values are the union's own samples; and when `oneOf`
 * or a `not` beside it refuses the other optional ones, only those the branch requires are kept.
 */
function withOwnProperties(
  context: SampleContext,
  shape: Shape,
  inner: Shape,
  own: Record<string, unknown>,
  value: Record<string, unknown>,
  depth: number,
  variant: number,
): Record<string, unknown>[] {
  const ownNames = new Set([...shape.properties.keys()].filter((name) => !shape.fromBranches.has(name)));
  const rest = Object.fromEntries(Object.entries(value).filter(([name]) => !ownNames.has(name)));
  const needed = new Set([...shape.required, ...inner.required].filter((name) => ownNames.has(name)));
  const properties = new Map([...shape.properties].filter(([name]) => needed.has(name)));
  const narrow = sampleObject(context, { ...shape, properties, required: needed }, depth, variant);
  return [
    { ...own, ...value },
    { ...own, ...rest },
    { ...narrow, ...rest },
  ];
}

// The branch's shape, with the outer schema's types and keywords where the branch has none. A
// branch constrains the very value the outer schema describes: one that only requires names
// (GitHub's `anyOf: [{ required: [pattern] }, …]` beside `properties` and no type) requires them
// of the outer's object, whose own schemas describe them.
function mergeShapes(outer: Shape, inner: Shape): Shape {
  const required = [...outer.properties].filter(
    ([name]) => inner.required.has(name) && !inner.properties.has(name) && !outer.fromBranches.has(name),
  );
  return {
    ...inner,
    types: inner.types.length > 0 ? inner.types : impliedTypes(outer),
    keywords: { ...outer.keywords, ...inner.keywords },
    properties: new Map([...required, ...inner.properties]),
    required: inner.required,
    branches: [...inner.branches, ...outer.branches],
  };
}

// Properties of its own and no type make a schema an object's, as kindOf reads it.
function impliedTypes(shape: Shape): string[] {
  const ownProperties = [...shape.properties.keys()].some((name) => !shape.fromBranches.has(name));
  return shape.types.length === 0 && ownProperties ? ["object"] : shape.types;
}

function sampleObject(context: SampleContext, shape: Shape, depth: number, variant: number): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  if (depth > MAX_DEPTH) return value;
  let optional = depth === 0 ? Infinity : depth < OPTIONAL_DEPTH ? 2 : 0;
  const limit = shape.keywords.maxProperties ?? Infinity;
  for (const [name, property] of shape.properties) {
    if (Object.keys(value).length >= limit) break;
    // A readOnly property is the server's to write, even a required one: 3.0 says `required`
    // then holds for responses only, and JSON Schema that the owning authority manages it.
    if (resolve<Schema>(context.document, property).node?.readOnly === true) continue;
    if (!shape.required.has(name)) {
      if (optional <= 0) continue;
      optional--;
    }
    const sampled = sampleValue(context, property, depth + 1, variant);
    if (sampled !== undefined) value[name] = sampled;
  }
  if (context.nonEmptyObjects === true && Object.keys(value).length === 0 && limit > 0) {
    const scalar = firstScalarProperty(context, shape);
    if (scalar !== undefined) value[scalar[0]] = sampleValue(context, scalar[1], depth + 1, variant);
  }
  if (shape.properties.size === 0 && shape.additionalProperties !== undefined && limit > 0) {
    value[`key${variant + 1}`] = sampleValue(context, shape.additionalProperties, depth + 1, variant);
  }
  // A required name no property describes (a slip in the description) still has to be sent.
  for (const name of shape.required) {
    if (!(name in value) && !shape.properties.has(name))
      value[name] = sampleValue(
        context,
        shape.additionalProperties ?? { node: undefined, pointer: "" },
        depth + 1,
        variant,
      );
  }
  return value;
}

// The first writable property whose value is one scalar (not a list, object or union of them).
function firstScalarProperty(context: SampleContext, shape: Shape): [string, Located<Schema | undefined>] | undefined {
  return [...shape.properties].find(([, property]) => {
    const resolved = resolve<Schema>(context.document, property);
    const inner = shapeOf(context.document, resolved);
    return (
      resolved.node?.readOnly !== true && inner.branches.length === 0 && kindOf(context.document, inner) === "primitive"
    );
  });
}

function sampleArray(context: SampleContext, shape: Shape, depth: number): unknown[] {
  const { minItems = 0, maxItems = Infinity, uniqueItems } = shape.keywords;
  const count = Math.min(Math.max(2, minItems), maxItems);
  const itemSchema = shape.items ?? { node: undefined, pointer: "" };
  const items = Array.from({ length: count }, (_, index) => sampleValue(context, itemSchema, depth + 1, index));
  if (uniqueItems === true && count > Math.max(minItems, 1) && JSON.stringify(items[0]) === JSON.stringify(items[1])) {
    return items.slice(0, Math.max(minItems, 1));
  }
  return items;
}

function samplePrimitive(context: SampleContext, shape: Shape, variant: number): unknown {
  const type = shape.types[0];
  if (type === "integer" || type === "number") return sampleNumber(shape.keywords, type === "integer", variant);
  if (type === "boolean") return variant % 2 === 0;
  return sampleString(context, shape.keywords, variant);
}

function sampleNumber(schema: Schema, integer: boolean, variant: number): number {
  const step = schema.multipleOf ?? (integer ? 1 : 0.5);
  let low = schema.minimum ?? -Infinity;
  let high = schema.maximum ?? Infinity;
  if (typeof schema.exclusiveMinimum === "number") low = Math.max(low, schema.exclusiveMinimum + step);
  else if (schema.exclusiveMinimum === true) low += step;
  if (typeof schema.exclusiveMaximum === "number") high = Math.min(high, schema.exclusiveMaximum - step);
  else if (schema.exclusiveMaximum === true) high -= step;
  let value = integer ? 3 + variant : 2.5 + variant;
  if (value < low) value = low + variant * step;
  if (value > high) value = Math.max(low, high - variant * step);
  const multiple = Math.ceil(value / step - 1e-9) * step;
  return multiple <= high ? multiple : Math.floor(value / step) * step;
}

function sampleString(context: SampleContext, schema: Schema, variant: number): string {
  const candidates = [
    schema.format !== undefined ? FORMAT_SAMPLES[schema.format]?.(variant) : undefined,
    schema.pattern !== undefined ? samplePattern(schema.pattern, variant) : undefined,
    schema.pattern !== undefined ? samplePattern(schema.pattern, variant, true) : undefined,
  ];
  for (const candidate of candidates) {
    if (candidate !== undefined && isSafe(context, candidate) && fitsLength(schema, candidate)) {
      if (schema.pattern === undefined || matches(schema.pattern, candidate)) return candidate;
    }
  }
  const base = `value${variant + 1}`;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const padded = base.length < min ? base + "x".repeat(min - base.length) : base;
  return padded.length > max ? padded.slice(0, max) : padded;
}

function fitsLength(schema: Schema, text: string): boolean {
  return text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity);
}

function matches(pattern: string, text: string): boolean {
  try {
    return new RegExp(pattern).test(text);
  } catch {
    return true;
  }
}

function exampleOf(schema: Schema): unknown {
  if (schema.example !== undefined) return schema.example;
  return Array.isArray(schema.examples) ? (schema.examples as unknown[])[0] : undefined;
}

// A value is safe when no character of it could be read as a delimiter where it is sent.
function isSafe(context: SampleContext, value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value === "boolean") return true;
  if (typeof value !== "string") return false;
  return (
    value !== "" &&
    ![...value].some((char) => context.avoid.includes(char) || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) > 0x7e)
  );
}

/** A value as JSON Schema sees it: bytes become a string (the type OpenAPI gives binary data). */
export function forValidation(value: unknown): unknown {
  if (value instanceof Blob || value instanceof Uint8Array) return "binary";
  if (Array.isArray(value)) return value.map(forValidation);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, forValidation(inner)]));
  }
  return value;
}
