import type { EndpointError } from "../errors/endpoint-error";
import { mediaTypeEssence } from "../util/media-type-essence";
import { requireBoundedNesting } from "../vendors/nested-names";

/**
 * The JSON text of a value that a description sends as `application/json` (a parameter's
 * `content`, a form property or a multipart part holding an object), refused as `refused` says
 * when it holds itself, nests too deep (the guard every writer of nested values shares) or has no
 * JSON text (a `bigint`, a `toJSON()` that throws).
 *
 * @example
 * jsonText("meta", { a: [1] }, refused); // '{"a":[1]}'
 */
export function jsonText(
  name: string,
  value: unknown,
  refused: (name: string, reason: string) => EndpointError,
): string {
  requireBoundedNesting(name, value, refused);
  let text: unknown;
  try {
    text = JSON.stringify(value);
  } catch {
    // A bigint, a toJSON() that throws, or one that returns what holds itself.
  }
  if (typeof text === "string") return text;
  throw refused(name, "has no JSON text");
}

/**
 * Whether a value sent as `type` is written as JSON text: `application/json` and every `+json`
 * type, by its essence (parameters and case left aside).
 *
 * @example
 * isJsonType("application/vnd.acme+json; charset=utf-8"); // true
 */
export function isJsonType(type: string): boolean {
  const essence = mediaTypeEssence(type);
  return essence === "application/json" || essence.endsWith("+json");
}
