import type { Located, OpenAPIDocument } from "./openapi-types";

// Local references only: a description in several files, or one naming its own `$self`, is
// bundled into one document first (bundle-documents.ts).

/** A pointer token escaped per RFC 6901: `~` first, so that `/` → `~1` is not read back as `~0`. */
function escapeToken(token: string): string {
  return token.replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * The pointer of a child, as a URI fragment: `child("#/paths", "/pets/{id}")` is
 * `#/paths/~1pets~1%7Bid%7D`. Percent-encoded because Ajv reads these pointers as URIs, and some
 * path keys hold characters a fragment cannot (Box's `/files/{file_id}#add_shared_link`).
 */
export function child(pointer: string, ...tokens: (string | number)[]): string {
  return tokens.reduce<string>((at, token) => `${at}/${encodeURIComponent(escapeToken(String(token)))}`, pointer);
}

/** The value a local `#/…` pointer names in the document. Throws when it names nothing. */
export function pointerTarget(document: OpenAPIDocument, pointer: string): unknown {
  if (!pointer.startsWith("#")) throw new Error(`only local references are resolved, not ${pointer}`);
  const tokens = pointer === "#" || pointer === "#/" ? [] : pointer.slice(2).split("/");
  let node: unknown = document;
  for (const raw of tokens) {
    // ~1 before ~0, so that "~01" stays "~1" instead of becoming "/".
    const token = percentDecoded(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, token)) {
      throw new Error(`${pointer} names nothing in the description`);
    }
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}

/**
 * Follows a chain of `$ref`s from a node to the first node that is not a reference, with the
 * pointer of that node (so that a schema can later be compiled by its place in the document).
 * A chain that comes back to a reference it already followed is an error, not an endless loop.
 */
export function resolve<T>(document: OpenAPIDocument, located: Located<T | { $ref?: string }>): Located<T> {
  const followed = new Set<string>();
  let { node, pointer } = located;
  while (isReference(node)) {
    const ref = node.$ref;
    if (followed.has(ref)) throw new Error(`$ref cycle: ${[...followed, ref].join(" → ")}`);
    followed.add(ref);
    pointer = ref;
    node = pointerTarget(document, ref) as T | { $ref?: string };
  }
  return { node: node as T, pointer };
}

function isReference(node: unknown): node is { $ref: string } {
  return node !== null && typeof node === "object" && typeof (node as { $ref?: unknown }).$ref === "string";
}

// A `$ref` written by hand may hold a bare `%` that starts no escape: then it is taken as it is.
function percentDecoded(token: string): string {
  try {
    return decodeURIComponent(token);
  } catch {
    return token;
  }
}
