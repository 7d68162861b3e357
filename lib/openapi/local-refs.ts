import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { hasOwn } from "../util/has-own";
import { pointerKeys } from "./json-pointer";

/** A node of a description and the JSON pointer it was found at, after its `$ref`s are followed. */
export interface ResolvedNode {
  readonly value: unknown;
  readonly pointer: string;
}

// Deeper than any chain of references a description writes; a longer one is a loop or an attack,
// and stopping here keeps each resolution's cost bounded whatever the document holds.
const MAX_HOPS = 64;

/**
 * Follows the `$ref`s of a description: the root document's own (`#/components/…`) and those into
 * the other documents it is written in, given parsed and keyed by their URI relative to the root
 * (`schemas/pet.json`). Each reference resolves against the document that holds it, and a node of
 * another document has the pointer `<key>#/…`; nothing is fetched, and a reference to a document
 * not given is refused where it is met. An OpenAPI 3.2 document's `$self` is the base URI of its
 * references (3.2.0, "Establishing the Base URI"), so a reference that resolves against it to
 * `$self` and a fragment names the root.
 */
export class LocalRefs {
  readonly #document: unknown;
  readonly #self: string | undefined;
  readonly #documents: object;
  // What each target pointer names: a description refers to a few hundred components thousands of
  // times, and each is walked once per compile (the document is read, never changed, meanwhile).
  readonly #targets = new Map<string, unknown>();

  constructor(document: unknown, self?: unknown, documents: object = {}) {
    this.#document = document;
    this.#self = typeof self === "string" ? self : undefined;
    this.#documents = documents;
  }

  resolve(value: unknown, pointer: string): ResolvedNode {
    let node: ResolvedNode = { value, pointer };
    for (let hops = 0; isReference(node.value); hops++) {
      if (hops === MAX_HOPS) {
        throw refused(pointer, `its references form a loop, or a chain longer than ${MAX_HOPS}`);
      }
      const target = this.#target(node.value.$ref, node.pointer);
      node = { value: this.#at(target, node.pointer), pointer: target };
    }
    return node;
  }

  // The pointer a reference names, `<key>#/…` in another document, `#/…` in the root; a reference
  // without a fragment names a whole document.
  #target(ref: string, from: string): string {
    const hash = ref.indexOf("#");
    const key = documentKey(ref, documentOf(from), this.#self);
    if (key !== "" && !hasOwn(this.#documents, key)) {
      throw refused(
        from,
        `it refers to another document, ${describeInput(ref)}, which the documents setting does not give as ${describeInput(key)}`,
      );
    }
    return `${key}${hash === -1 ? "#" : ref.slice(hash)}`;
  }

  #at(target: string, from: string): unknown {
    // Stryker disable next-line ConditionalExpression: without the cache the same node is walked to again
    if (this.#targets.has(target)) return this.#targets.get(target);
    const key = documentOf(target);
    const keys = pointerKeys(target.slice(key.length));
    if (keys === undefined) throw refused(from, `its reference ${describeInput(target)} is no JSON pointer`);
    let node: unknown = key === "" ? this.#document : (this.#documents as Record<string, unknown>)[key];
    for (const name of keys) {
      if (typeof node !== "object" || node === null || !hasOwn(node, name)) {
        throw refused(from, `its reference ${describeInput(target)} names nothing in the document`);
      }
      node = (node as Record<string, unknown>)[name];
    }
    this.#targets.set(target, node);
    return node;
  }
}

/**
 * The key of the document a `$ref` names, relative to the root ("" for the root itself), from the
 * document `holder` (a key too): its own fragments are its own, one naming the root's `$self`
 * (3.2.0, "Establishing the Base URI") the root's, a relative one resolved against the holder's
 * folder, and one with a scheme or an absolute path is a key as written.
 *
 * @example
 * documentKey("./common.json#/components/parameters/limit", "paths/pets.yaml", undefined); // "paths/common.json"
 */
export function documentKey(ref: string, holder: string, self: string | undefined): string {
  const uri = ref.split("#", 1)[0]!;
  if (uri === "") return holder;
  if (isSelf(uri, self)) return "";
  return isAbsolute(uri) ? uri : relativeTo(holder, uri);
}

// Whether a reference's URI names the root by its `$self`.
function isSelf(uri: string, self: string | undefined): boolean {
  if (self === undefined) return false;
  // A relative $self (a URI-reference too) is compared as written; an absolute one by URL.
  if (uri === self.split("#", 1)[0]) return true;
  if (!URL.canParse(self) || !URL.canParse(uri, self)) return false;
  const base = new URL(self);
  base.hash = "";
  return new URL(uri, base).href === base.href;
}

// The key of the document a pointer is in: "" for the root's `#/…`.
function documentOf(pointer: string): string {
  return pointer.slice(0, pointer.indexOf("#"));
}

/** Whether a reference's URI has a scheme (`https:`, `urn:`) or is an absolute path. */
export function isAbsolute(uri: string): boolean {
  return uri.startsWith("/") || /^[a-z][a-z\d+.-]*:/i.test(uri);
}

// The key a relative reference names from the document `holder`: resolved against its folder, its
// `.` and `..` segments removed (RFC 3986, 5.2); a `..` above the root's folder is kept.
function relativeTo(holder: string, uri: string): string {
  const segments = holder.split("/").slice(0, -1);
  for (const segment of uri.split("/")) {
    if (segment === ".") continue;
    if (segment === ".." && segments.length > 0 && segments.at(-1) !== "..") segments.pop();
    else segments.push(segment);
  }
  return segments.join("/");
}

function isReference(value: unknown): value is { $ref: string } {
  return typeof value === "object" && value !== null && typeof (value as { $ref?: unknown }).$ref === "string";
}

function refused(pointer: string, reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid OpenAPI description at ${pointer}: ${reason}`);
}
