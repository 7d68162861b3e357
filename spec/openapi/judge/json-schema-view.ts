import type { OpenAPIDocument } from "./openapi-types";

/**
 * The description as a JSON Schema validator can read it. A 3.1 or 3.2 description's schemas already
 * are JSON Schema 2020-12 (copied only to drop their readOnly properties from `required`, as
 * in a 3.0 one). A 3.0 description's are not quite draft 07: `nullable: true` becomes a
 * `"null"` type (or, without a type, an `anyOf` with null, since Ajv refuses `nullable` without a
 * type), and the boolean `exclusiveMinimum`/`exclusiveMaximum` of draft 04 become numbers.
 * Made once per description; the copy keeps every pointer of the original except inside a
 * type-less nullable schema, which is wrapped.
 */
export function jsonSchemaView(document: OpenAPIDocument): object {
  return (usesJsonSchema2020(document) ? forRequests(document) : draft07(document)) as object;
}

/**
 * A copy whose schemas no longer require their readOnly properties: the judge validates
 * requests, which do not send them (3.0: "the required will take effect on the response only").
 */
function forRequests(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forRequests);
  if (value === null || typeof value !== "object") return value;
  return withoutReadOnlyRequired(
    Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, forRequests(inner)])),
  );
}

function withoutReadOnlyRequired(schema: Record<string, unknown>): Record<string, unknown> {
  const { required, properties } = schema;
  if (!Array.isArray(required) || properties === null || typeof properties !== "object") return schema;
  const readOnly = (name: unknown) =>
    (properties as Record<string, { readOnly?: unknown } | undefined>)[String(name)]?.readOnly === true;
  return { ...schema, required: required.filter((name) => !readOnly(name)) };
}

/** Whether the schemas are JSON Schema 2020-12: in 3.1 and every later 3.x (3.2), not 3.0. */
export function usesJsonSchema2020(document: OpenAPIDocument): boolean {
  return !document.openapi.startsWith("3.0");
}

const NULL_ONLY_IS_ENOUGH = new Set([
  "nullable",
  "description",
  "title",
  "example",
  "deprecated",
  "readOnly",
  "writeOnly",
]);

function draft07(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(draft07);
  if (value === null || typeof value !== "object") return value;
  const copy: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    // 3.0 schemas have no `$id`; a string one is an example's data (Box's metadata), and Ajv
    // would read it as a schema's identity.
    if (key === "$id" && typeof inner === "string") continue;
    copy[key] = draft07(inner);
  }
  for (const bound of ["Minimum", "Maximum"] as const) {
    const exclusive = copy[`exclusive${bound}`];
    if (typeof exclusive !== "boolean") continue;
    const limit = copy[bound.toLowerCase()];
    delete copy[`exclusive${bound}`];
    if (exclusive && typeof limit === "number") {
      copy[`exclusive${bound}`] = limit;
      delete copy[bound.toLowerCase()];
    }
  }
  Object.assign(copy, withoutReadOnlyRequired(copy));
  if (typeof copy["nullable"] !== "boolean") return copy;
  const nullable = copy["nullable"];
  delete copy["nullable"];
  if (!nullable) return copy;
  if (typeof copy["type"] === "string") {
    copy["type"] = [copy["type"], "null"];
    if (Array.isArray(copy["enum"]) && !copy["enum"].includes(null))
      copy["enum"] = [...(copy["enum"] as unknown[]), null];
    return copy;
  }
  if (Object.keys(copy).every((key) => NULL_ONLY_IS_ENOUGH.has(key))) return copy;
  return { anyOf: [{ type: "null" }, copy] };
}
