import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";

/** A node of a description and the JSON pointer it was found at, after its `$ref`s are followed. */
export interface ResolvedNode {
  readonly value: unknown;
  readonly pointer: string;
}

// Deeper than any chain of references a description writes; a longer one is a loop.
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
      if (hops === MAX_HOPS) throw refused(pointer, "its references form a loop");
      const ref = node.value.$ref;
      if (!ref.startsWith("#")) throw refused(node.pointer, `it refers to another document, ${describeInput(ref)}`);
      node = { value: this.#at(ref, node.pointer), pointer: ref };
    }
    return node;
  }

  #at(ref: string, from: string): unknown {
    let node: unknown = this.#document;
    const path = ref.slice(1);
    if (path === "") return node;
    for (const token of path.slice(1).split("/")) {
      const key = decodeURIComponent(token).replaceAll("~1", "/").replaceAll("~0", "~");
      if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) {
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
