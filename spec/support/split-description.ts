import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { parse } from "yaml";

/** A description written in several files, as `fromOpenAPI(root, { documents })` takes it. */
export interface SplitDescription {
  root: object;
  /** Every file the root's `$ref`s name, and theirs name, keyed by its path from the root's folder. */
  documents: Record<string, object>;
}

/**
 * Reads the root file of a description (YAML or JSON) and the files its references name, found
 * by a walk of the spec's own. References inside specification extensions (Redocly's
 * `x-codeSamples`) are a tool's, and are not followed.
 */
export function readSplitDescription(folder: string, rootFile: string): SplitDescription {
  const read = (key: string) => parse(readFileSync(join(folder, key), "utf8")) as object;
  const documents: Record<string, object> = {};
  const referenced = (document: unknown, holder: string): void => {
    const text = JSON.stringify(document, (key, value: unknown) => (key.startsWith("x-") ? undefined : value));
    for (const [, ref] of text.matchAll(/"\$ref":"([^"#]+)/g)) {
      const key = relative(folder, join(folder, holder, "..", ref!)).replaceAll("\\", "/");
      if (documents[key] === undefined) referenced((documents[key] = read(key)), key);
    }
  };
  const root = read(rootFile);
  referenced(root, rootFile);
  return { root, documents };
}
