import { parse } from "yaml";
import { InvalidOptionsError, InvalidParameterError } from "../index";
import { describeInput } from "../errors/describe-input";
import { describeThrown } from "../errors/endpoint-errors-only";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The OpenAPI description `--openapi` names, parsed: JSON as JSON, else YAML (read by the `yaml`
 * package). What it holds is checked by `fromOpenAPI`.
 *
 * @example
 * ```ts
 * readDescription("petstore.yaml", { readFile: (path) => readFileSync(path) });
 * ```
 */
export function readDescription(file: string, host: { readFile?(path: string): Uint8Array | string }): object {
  if (host.readFile === undefined) throw new InvalidOptionsError(`--openapi ${file}: this host cannot read files`);
  let text: string;
  try {
    const read = host.readFile(file);
    text = typeof read === "string" ? read : utf8.decode(read);
  } catch (error) {
    throw new InvalidParameterError(`Cannot read --openapi file ${describeInput(file)}: ${describeThrown(error)}`);
  }
  let document: unknown;
  try {
    document = parseDescription(text);
  } catch (error) {
    throw new InvalidOptionsError(
      `The --openapi file ${describeInput(file)} is neither JSON nor YAML: ${describeThrown(error)}`,
    );
  }
  if (typeof document !== "object" || document === null) {
    throw new InvalidOptionsError(`The --openapi file ${describeInput(file)} holds no OpenAPI description`);
  }
  return document;
}

// JSON.parse reads a large JSON description some 50 times faster than a YAML parser, and as every
// JSON reader does (a repeated key is the last one's, which YAML refuses); text that is no JSON,
// a flow mapping of YAML included, is YAML's.
function parseDescription(text: string): unknown {
  const json = text.replace(LEADING_BOM_AND_SPACE, "");
  if (json.startsWith("{")) {
    try {
      return JSON.parse(json);
    } catch {
      // Not JSON: YAML below.
    }
  }
  return parse(text, { maxAliasCount: 100 });
}

const LEADING_BOM_AND_SPACE = /^\uFEFF?\s*/;
