import { parse } from "yaml";
import { InvalidOptionsError, InvalidParameterError } from "../index";
import { describeInput } from "../errors/describe-input";
import { describeThrown } from "../errors/endpoint-errors-only";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The OpenAPI description `--openapi` names, parsed: JSON, or YAML (a superset of JSON, read by
 * the `yaml` package). What it holds is checked by `fromOpenAPI`.
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
    document = parse(text, { maxAliasCount: 100 });
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
