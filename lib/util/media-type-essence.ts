/**
 * A media type's essence: its `type/subtype`, lower-cased, without parameters or the whitespace
 * around them (the part every rule compares: JSON, forms, multipart).
 *
 * @example
 * mediaTypeEssence(" Application/JSON ; charset=utf-8"); // "application/json"
 */
export function mediaTypeEssence(type: string): string {
  return type.split(";", 1)[0]!.trim().toLowerCase();
}
