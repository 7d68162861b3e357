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
 * is refused where it is met: this library reads one parsed document and fetches nothing.
 */
export class LocalRefs {
  readonly #document: unknown;

  constructor(document: unknown) {
    this.#document = document;
  }

  resolve(value: unknown, pointer: string): ResolvedNode {
    let node: ResolvedNode = { value, pointer };
    for (let hops = 0; isReference(node.value); hops++) {
      if (hops === MAX_HOPS) {
        throw refused(pointer, `its references form a loop, or a chain longer than ${MAX_HOPS}`);
      }
      const ref = node.value.$ref;
      if (!ref.startsWith("#")) throw refused(node.pointer, `it refers to another document, ${describeInput(ref)}`);
      node = { value: this.#at(ref, node.pointer), pointer: ref };
    }
    return node;
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
