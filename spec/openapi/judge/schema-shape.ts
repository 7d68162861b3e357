import type { Located, OpenAPIDocument, Schema } from "./openapi-types";
import { child, resolve } from "./resolve-refs";

/** What a value of a schema looks like once `$ref`s are followed and `allOf` parts merged. */
export interface Shape {
  /** The declared types without "null" (3.0 `nullable` and 3.1 `"null"` both make `nullable`). */
  types: string[];
  nullable: boolean;
  /** Every property a value may have: from the schema, its `allOf` parts and every branch. */
  properties: Map<string, Located<Schema>>;
  /** The names among `properties` that only a branch describes. */
  fromBranches: Set<string>;
  /** The names the schema and its `allOf` parts require (a branch's own are not counted). */
  required: Set<string>;
  items?: Located<Schema>;
  additionalProperties?: Located<Schema>;
  /** The `oneOf`/`anyOf` branches met at this level and in `allOf` parts, one list per keyword. */
  branches: Located<Schema>[][];
  /** The other keywords (format, enum, bounds…), the later `allOf` part winning. */
  keywords: Schema;
}

export type ValueKind = "object" | "array" | "primitive" | "binary" | "null" | "any";

const STRUCTURE_KEYS = new Set(["$ref", "allOf", "oneOf", "anyOf", "properties", "required", "items", "type"]);

/** The merged shape of the schema at `located`. Cycles through `allOf` or branches are cut. */
export function shapeOf(
  document: OpenAPIDocument,
  located: Located<Schema | undefined>,
  seen = new Set<string>(),
): Shape {
  const shape: Shape = {
    types: [],
    nullable: false,
    properties: new Map(),
    fromBranches: new Set(),
    required: new Set(),
    branches: [],
    keywords: {},
  };
  if (located.node === undefined) return shape;
  mergeInto(document, shape, located as Located<Schema>, seen);
  return shape;
}

function mergeInto(document: OpenAPIDocument, shape: Shape, at: Located<Schema>, seen: Set<string>): void {
  const { node, pointer } = resolve<Schema>(document, at);
  if (seen.has(pointer)) return;
  seen.add(pointer);
  if (typeof node !== "object" || node === null) return;
  const types = node.type === undefined ? [] : Array.isArray(node.type) ? node.type : [node.type];
  for (const type of types) {
    if (type === "null") shape.nullable = true;
    else if (!shape.types.includes(type)) shape.types.push(type);
  }
  if (node.nullable === true) shape.nullable = true;
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    if (!shape.properties.has(name))
      shape.properties.set(name, { node: property, pointer: child(pointer, "properties", name) });
  }
  for (const name of node.required ?? []) shape.required.add(name);
  if (node.items !== undefined && shape.items === undefined)
    shape.items = { node: node.items, pointer: child(pointer, "items") };
  if (typeof node.additionalProperties === "object" && shape.additionalProperties === undefined) {
    shape.additionalProperties = { node: node.additionalProperties, pointer: child(pointer, "additionalProperties") };
  }
  for (const [key, value] of Object.entries(node)) {
    if (!STRUCTURE_KEYS.has(key)) (shape.keywords as Record<string, unknown>)[key] = value;
  }
  (node.allOf ?? []).forEach((part, index) =>
    mergeInto(document, shape, { node: part, pointer: child(pointer, "allOf", index) }, seen),
  );
  for (const keyword of ["oneOf", "anyOf"] as const) {
    const list = node[keyword];
    if (list === undefined) continue;
    const branches = list.map((branch, index) =>
      resolve<Schema>(document, { node: branch, pointer: child(pointer, keyword, index) }),
    );
    shape.branches.push(branches);
    // A branch's properties are properties a value may have: a decoder must know them all.
    for (const branch of branches) {
      // The same `seen`: a branch that leads back to a schema met above adds nothing.
      const inner = shapeOf(document, branch, seen);
      if (inner.types.length === 0 && inner.nullable && inner.properties.size === 0) shape.nullable = true;
      for (const [name, property] of inner.properties) {
        if (shape.properties.has(name)) continue;
        shape.properties.set(name, property);
        shape.fromBranches.add(name);
      }
    }
  }
}

/**
 * Whether a string schema is written in base64 or base64url (3.1's `contentEncoding`). Its
 * instance is a string, the base64 text: it is given, sent and compared as that text, as any
 * other string is (openapi-typescript types it `string` too).
 */
export function isBase64Text(keywords: Schema): boolean {
  return keywords.contentEncoding === "base64" || keywords.contentEncoding === "base64url";
}

/**
 * The kind of value a schema describes. `binary` is raw bytes, given as a Blob: `format: binary`
 * (3.0), and in 3.1 a `contentMediaType` or a `contentEncoding` such as Discord's `binary`, but
 * not base64 or base64url, whose values are text (a `primitive`). A union is the kind all its
 * branches share.
 */
export function kindOf(document: OpenAPIDocument, shape: Shape, depth = 0): ValueKind {
  const { keywords, types } = shape;
  if (types.length === 0 || types.includes("string")) {
    if (isBase64Text(keywords)) return "primitive";
    if (
      keywords.format === "binary" ||
      keywords.contentEncoding !== undefined ||
      keywords.contentMediaType !== undefined
    )
      return "binary";
  }
  // Properties only a branch describes make no object of a union that also allows a string.
  const ownProperties = [...shape.properties.keys()].some((name) => !shape.fromBranches.has(name));
  if (types.includes("object") || (ownProperties && types.length === 0)) return "object";
  if (types.includes("array") || (shape.items !== undefined && types.length === 0)) return "array";
  if (types.length > 0) return "primitive";
  if (shape.additionalProperties !== undefined) return "object";
  // Unions of unions are followed a few levels deep, not round a cycle.
  if (depth > 8) return "any";
  const branchKinds = new Set(
    shape.branches
      .flat()
      .map((branch) => kindOf(document, shapeOf(document, branch), depth + 1))
      .filter((kind) => kind !== "null"),
  );
  if (branchKinds.size === 1) return [...branchKinds][0] as ValueKind;
  if (branchKinds.size > 1) return "any";
  return shape.nullable ? "null" : "any";
}

/** The kind of the schema at `located`, in one call. */
export function kindAt(document: OpenAPIDocument, located: Located<Schema | undefined>): ValueKind {
  return kindOf(document, shapeOf(document, located));
}
