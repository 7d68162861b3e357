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
 * Follows the local `$ref`s (`#/components/…`) of one document. A reference to another document
 * is refused where it is met: this library reads one parsed document and fetches nothing. An
 * OpenAPI 3.2 document's `$self` is the base URI of its references (3.2.0, "Establishing the Base
 * URI"), so a reference that resolves against it to `$self` and a fragment is local too.
 */
export class LocalRefs {
  readonly #document: unknown;
  readonly #self: string | undefined;

  constructor(document: unknown, self?: unknown) {
    this.#document = document;
    this.#self = typeof self === "string" ? self : undefined;
  }

  resolve(value: unknown, pointer: string): ResolvedNode {
    let node: ResolvedNode = { value, pointer };
    for (let hops = 0; isReference(node.value); hops++) {
      if (hops === MAX_HOPS) {
        throw refused(pointer, `its references form a loop, or a chain longer than ${MAX_HOPS}`);
      }
      const ref = node.value.$ref;
      const fragment = ref.startsWith("#") ? ref : this.#ownFragment(ref);
      if (fragment === undefined) throw refused(node.pointer, `it refers to another document, ${describeInput(ref)}`);
      node = { value: this.#at(fragment, node.pointer), pointer: fragment };
    }
    return node;
  }

  // The fragment of a reference that names this document by its `$self`; undefined for another one.
  #ownFragment(ref: string): string | undefined {
    const self = this.#self;
    if (self === undefined) return undefined;
    const hash = ref.indexOf("#");
    const document = hash === -1 ? ref : ref.slice(0, hash);
    const fragment = hash === -1 ? "#" : ref.slice(hash);
    // A relative $self (a URI-reference too) is compared as written; an absolute one by URL.
    if (document === self.split("#", 1)[0]) return fragment;
    if (!URL.canParse(self) || !URL.canParse(document, self)) return undefined;
    const base = new URL(self);
    const target = new URL(document, base);
    base.hash = "";
    return target.href === base.href ? fragment : undefined;
  }

  #at(ref: string, from: string): unknown {
    const keys = pointerKeys(ref);
    if (keys === undefined) throw refused(from, `its reference ${describeInput(ref)} is no JSON pointer`);
    let node: unknown = this.#document;
    for (const key of keys) {
      if (typeof node !== "object" || node === null || !hasOwn(node, key)) {
        throw refused(from, `its reference ${describeInput(ref)} names nothing in the document`);
      }
      node = (node as Record<string, unknown>)[key];
    }
    return node;
  }
}

function isReference(value: unknown): value is { $ref: string } {
  return typeof value === "object" && value !== null && typeof (value as { $ref?: unknown }).$ref === "string";
}

function refused(pointer: string, reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid OpenAPI description at ${pointer}: ${reason}`);
}
