import type { OpenAPIDocument } from "./openapi-types";
import { child } from "./resolve-refs";

// OpenAPI resolves a relative reference against the URI of the document that holds it (RFC 3986);
// in 3.2 the root's `$self` is that URI. The judge reads one document, so the documents of a
// description are bundled first: each other document goes under one key of the root's copy, and
// every `$ref` becomes a local pointer to what it names. A `$ref` to a document not given is
// left as written, to fail where the judge follows it.

/** The key of the bundled root under which the other documents stand, by their URI. */
export const DOCUMENTS_KEY = "x-judge-documents";

// The root's URI when it has no `$self`: only relative resolution matters, not the place.
const RETRIEVED_FROM = "https://judge.invalid/description/openapi.json";

/**
 * The root and the documents it refers to (keyed by their URI relative to the root) as one
 * document whose references are all `#/…` pointers. A document without other documents and
 * without `$self` comes back equal to the root, its local references unchanged.
 */
export function bundleDocuments(root: OpenAPIDocument, documents: Record<string, unknown> = {}): OpenAPIDocument {
  const rootUri = new URL(root.$self ?? "", RETRIEVED_FROM).href;
  const pointers = new Map<string, string>([[rootUri, "#"]]);
  for (const key of Object.keys(documents)) pointers.set(new URL(key, rootUri).href, child(`#/${DOCUMENTS_KEY}`, key));

  const local = (ref: string, holderUri: string, holder: string): string => {
    const hash = ref.indexOf("#");
    const fragment = hash === -1 ? "" : ref.slice(hash + 1);
    // A fragment alone names a place in the holder itself, whatever its URI.
    const pointer =
      hash === 0 ? holder : pointers.get(new URL(ref.slice(0, hash === -1 ? undefined : hash), holderUri).href);
    if (pointer === undefined) return ref;
    return pointer === "#" ? `#${fragment}` : `${pointer}${fragment}`;
  };
  const rewritten = (value: unknown, holderUri: string, holder: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => rewritten(item, holderUri, holder));
    if (value === null || typeof value !== "object") return value;
    const entries = Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string"
        ? local(inner, holderUri, holder)
        : rewritten(inner, holderUri, holder),
    ]);
    return Object.fromEntries(entries);
  };

  const bundled = rewritten(root, rootUri, "#") as OpenAPIDocument;
  if (Object.keys(documents).length === 0) return bundled;
  const others = Object.entries(documents).map(([key, document]) => {
    const uri = new URL(key, rootUri).href;
    return [key, rewritten(document, uri, pointers.get(uri) as string)];
  });
  return { ...bundled, [DOCUMENTS_KEY]: Object.fromEntries(others) } as OpenAPIDocument;
}
