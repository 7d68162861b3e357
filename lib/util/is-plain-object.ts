/** True for `{}` literals and `Object.create(null)` objects: the only objects we copy or merge. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * True for any object that is not an array: the shape options, settings and merged options take
 * (a class instance included; what is copied is then checked by {@link isPlainObject}).
 *
 * @example
 * isOptionsObject({ org: "octokit" }); // true
 * isOptionsObject(["GET /user"]); // false
 */
export function isOptionsObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
