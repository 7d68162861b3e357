import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { setOwn } from "../util/copy-own";
import { hasOwn } from "../util/has-own";
import { isOptionsObject } from "../util/is-plain-object";
import { documentKey, isAbsolute } from "../openapi/local-refs";
import { readDescription } from "./read-description";

/**
 * The other files an `--openapi` description is written in, parsed and keyed by their path
 * relative to the root file, as `fromOpenAPI`'s `documents` setting takes them: every file a
 * `$ref` of the root names, and every one those name, read by the host from the root's folder and
 * below. A reference that climbs above that folder, an absolute path and a URL (`file:`,
 * `https:`) are refused before anything is read: a description must not make the CLI read, or
 * send for, what its user did not give it.
 *
 * @example
 * ```ts
 * readDocuments("api/root.yaml", root, host); // { "paths/pets.yaml": {…}, "schemas/pet.json": {…} }
 * ```
 */
export function readDocuments(
  file: string,
  root: object,
  host: { readFile?(path: string): Uint8Array | string },
): Record<string, unknown> {
  const folder = file.slice(0, Math.max(file.lastIndexOf("/"), file.lastIndexOf("\\")) + 1);
  const self = typeof (root as { $self?: unknown }).$self === "string" ? (root as { $self: string }).$self : undefined;
  const documents: Record<string, unknown> = {};
  const pending: Array<[key: string, document: unknown]> = [["", root]];
  while (pending.length > 0) {
    const [holder, document] = pending.pop()!;
    for (const ref of referencesIn(document)) {
      const key = documentKey(ref, holder, self);
      if (key === "" || hasOwn(documents, key)) continue;
      if (isAbsolute(key) || key.includes("\\") || key === ".." || key.startsWith("../")) {
        throw new InvalidOptionsError(
          `The --openapi file ${describeInput(holder === "" ? file : folder + holder)} refers to ${describeInput(ref)}: ` +
            `only files in the folder of ${describeInput(file)} and below are read, never an absolute path or a URL`,
        );
      }
      const read = readDescription(folder + key, host);
      setOwn(documents, key, read);
      pending.push([key, read]);
    }
  }
  return documents;
}

// Every `$ref` text a document holds, at any depth (its own keys only, outside extensions), walked with a stack of its
// own so that no nesting overflows the call stack, each node once (YAML aliases share, and loop).
function referencesIn(document: unknown): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const node = pending.pop();
    if (typeof node !== "object" || node === null || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) for (const item of node) pending.push(item);
    else if (isOptionsObject(node)) {
      if (typeof node.$ref === "string") found.push(node.$ref);
      // A specification extension is a tool's, its `$ref`s too (Redocly's code samples are text).
      for (const key of Object.keys(node)) if (!key.startsWith("x-")) pending.push(node[key]);
    }
  }
  return found;
}
