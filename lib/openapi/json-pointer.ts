/**
 * A key as one token of a JSON pointer (RFC 6901): `~` is `~0` and `/` is `~1`.
 *
 * @example
 * escapePointer("/pets/{id}"); // "~1pets~1{id}"
 */
export function escapePointer(key: string): string {
  return key.replaceAll("~", "~0").replaceAll("/", "~1");
}

// A fragment pointer: "#", then tokens each after a "/", whose "~" is only ever "~0" or "~1".
const FRAGMENT_POINTER = /^#(?:\/(?:[^~/]|~[01])*)*$/;

/**
 * Whether `pointer` is a URI-fragment JSON pointer (`#/components/schemas/Pet`): the check of
 * {@link pointerKeys} without the keys, for a reader that only keeps the pointer.
 *
 * @example
 * isFragmentPointer("#/paths/~1pets/get"); // true
 * isFragmentPointer("#components"); // false
 */
export function isFragmentPointer(pointer: string): boolean {
  return decodedPointer(pointer) !== undefined;
}

/**
 * The keys a URI-fragment JSON pointer (`#/components/schemas/Pet`) names, percent-decoded and
 * unescaped; `undefined` for text that is no such pointer (`#components`, `~2`, a broken `%`
 * escape), which a caller refuses by its own words rather than as a `URIError`.
 *
 * @example
 * pointerKeys("#/paths/~1pets/get"); // ["paths", "/pets", "get"]
 * pointerKeys("#/a/%ZZ"); // undefined
 */
export function pointerKeys(pointer: string): string[] | undefined {
  const decoded = decodedPointer(pointer);
  if (decoded === undefined) return undefined;
  if (decoded === "#") return [];
  return decoded
    .slice(2)
    .split("/")
    .map((token) => token.replaceAll("~1", "/").replaceAll("~0", "~"));
}

// A pointer percent-decoded, when it is a fragment pointer; undefined otherwise.
function decodedPointer(pointer: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pointer);
  } catch {
    return undefined;
  }
  return FRAGMENT_POINTER.test(decoded) ? decoded : undefined;
}
