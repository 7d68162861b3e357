import type { Located, OpenAPIDocument, Schema } from "./openapi-types";
import { isRecord } from "./plain-values";
import { kindOf, shapeOf } from "./schema-shape";

/**
 * Turns text back into the types the schema declares, recursively through arrays and objects.
 * From `text` (what a style decoder or a form gives): "7" → 7 for an integer, "true" → true for a
 * boolean; where the schema allows several types (or none), the expected value's type is tried
 * first, and text that is no valid number or boolean stays text, for the schema check to report.
 * From `json`, values are already typed. A base64 string (3.1's `contentEncoding`) stays its text.
 */
export function coerce(
  document: OpenAPIDocument,
  schema: Located<Schema | undefined>,
  value: unknown,
  expected: unknown,
  from: "text" | "json" = "text",
): unknown {
  if (schema.node === undefined) return from === "text" ? coerceLike(value, expected) : value;
  const shape = shapeOf(document, schema);
  if (Array.isArray(value)) {
    const items = shape.items ?? firstBranchWith(document, schema, "array");
    return value.map((item, index) =>
      coerce(
        document,
        items ?? { node: undefined, pointer: "" },
        item,
        Array.isArray(expected) ? (expected[index] as unknown) : undefined,
        from,
      ),
    );
  }
  if (isRecord(value)) {
    const expectedRecord = isRecord(expected) ? expected : {};
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => {
        const property = shape.properties.get(key) ?? shape.additionalProperties ?? { node: undefined, pointer: "" };
        return [key, coerce(document, property, inner, expectedRecord[key], from)];
      }),
    );
  }
  if (typeof value !== "string") return value;
  if (from === "json") return value;
  const types = shape.types.length > 0 ? shape.types : branchTypes(document, schema);
  const preferred =
    typeof expected === "number" ? ["integer", "number"] : typeof expected === "boolean" ? ["boolean"] : [];
  const order = [...preferred.filter((type) => types.includes(type) || types.length === 0), ...types];
  for (const type of order) {
    const typed = asType(value, type);
    if (typed !== undefined) return typed;
  }
  return value;
}

function asType(text: string, type: string): unknown {
  if (type === "string") return text;
  if ((type === "integer" || type === "number") && /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)) return Number(text);
  if (type === "boolean" && (text === "true" || text === "false")) return text === "true";
  if (type === "null" && text === "null") return null;
  return undefined;
}

function coerceLike(value: unknown, expected: unknown): unknown {
  if (typeof value !== "string") return value;
  if (typeof expected === "number") return asType(value, "number") ?? value;
  if (typeof expected === "boolean") return asType(value, "boolean") ?? value;
  return value;
}

// The types a union's branches declare, for `oneOf: [{ type: "null" }, { $ref: … }]`.
function branchTypes(document: OpenAPIDocument, schema: Located<Schema | undefined>): string[] {
  const shape = shapeOf(document, schema);
  return shape.branches.flat().flatMap((branch) => {
    const inner = shapeOf(document, branch);
    return inner.types.length > 0 ? inner.types : branchTypes(document, branch);
  });
}

function firstBranchWith(
  document: OpenAPIDocument,
  schema: Located<Schema | undefined>,
  kind: "array",
): Located<Schema> | undefined {
  for (const branch of shapeOf(document, schema).branches.flat()) {
    const inner = shapeOf(document, branch);
    if (kindOf(document, inner) === kind) return inner.items;
  }
  return undefined;
}
