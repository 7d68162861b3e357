import { parse } from "rfc6570-uri-template";
import { isWordCharacter } from "../util/word-characters";
import { InvalidTemplateError } from "../errors/error-classes";
import { BoundedCache } from "../util/bounded-cache";
import { OPERATORS, type Operator } from "./operators";
import type { VariableSpec } from "./expand-variable";

/** A parsed `{…}` expression: its operator and variables. */
export interface ExpressionSpec {
  readonly operator: Operator;
  readonly variables: readonly VariableSpec[];
  readonly names: readonly string[];
}

interface ParsedVariable {
  name: string;
  maxLength?: number | string;
  explode?: boolean;
}

// Parsed expressions by their text, braces included: an expression means the same wherever it
// stands, and templates repeat a few ({owner}, {repo}) over and over. A never-seen route then
// costs a map lookup per expression instead of a run of the generated parser.
const EXPRESSION_CACHE_LIMIT = 1000;
const parsed = new BoundedCache<string, ExpressionSpec>(EXPRESSION_CACHE_LIMIT);

/**
 * Parses the expression `template.slice(start, end)` (braces included) with rfc6570-uri-template,
 * once per distinct expression text. Malformed expressions are never kept, so each is reported
 * with its own position in its own template.
 *
 * Names may also hold a `-` between two name characters (GitHub's `{enterprise-team}`): the
 * parser, which follows RFC 6570, sees each such `-` as `_`, and the names are read back from the
 * original text. Whether a `-` is acceptable is the expander's call (see `Rfc6570Expander`).
 *
 * @example
 * parseExpression("/repos/{owner}", 7, 14).names; // ["owner"]
 */
export function parseExpression(template: string, start: number, end: number): ExpressionSpec {
  const text = template.slice(start, end);
  let spec = parsed.get(text);
  // Stryker disable next-line ConditionalExpression: a cache; parsing again gives an equal spec
  if (spec === undefined) {
    spec = parseNew(template, text, start, end);
    parsed.set(text, spec);
  }
  return spec;
}

// That parser falls back to literal text when an expression is malformed, so anything but one
// expression item back is a malformed expression.
function parseNew(template: string, text: string, start: number, end: number): ExpressionSpec {
  requireHyphensInsideNames(template, start, end);
  let items: unknown[];
  try {
    items = parse(text.replaceAll("-", "_")).items;
  } catch (error) {
    throw new InvalidTemplateError(template, start + syntaxErrorOffset(error), "malformed expression");
  }
  if (items.length !== 1) throw new InvalidTemplateError(template, start, "malformed expression");
  const { operator: symbol, variables: parsed } = items[0] as {
    operator: string | null;
    variables: ParsedVariable[];
  };
  const operator = OPERATORS[symbol ?? ""];
  if (operator === undefined) {
    throw new InvalidTemplateError(template, start + 1, `operator "${symbol}" is reserved`);
  }
  const variables = withNamesAsWritten(parsed, text, symbol);
  return Object.freeze({
    operator,
    names: Object.freeze(variables.map((variable) => variable.name)),
    variables: Object.freeze(
      variables.map((variable) =>
        Object.freeze({
          name: variable.name,
          // Stryker disable next-line ConditionalExpression: Number(undefined) is NaN, which no prefix check accepts either
          prefix: variable.maxLength === undefined ? 0 : Number(variable.maxLength),
          explode: variable.explode === true,
        }),
      ),
    ),
  });
}

// A "-" counts as part of a name only between two name characters: "{-a}", "{a-}", "{a--b}" and
// "{a-.b}" stay malformed.
function requireHyphensInsideNames(template: string, start: number, end: number): void {
  for (
    let index = template.indexOf("-", start);
    index !== -1 && index < end;
    index = template.indexOf("-", index + 1)
  ) {
    if (!isWordCharacter(template.charCodeAt(index - 1)) || !isWordCharacter(template.charCodeAt(index + 1))) {
      throw new InvalidTemplateError(
        template,
        index,
        'a "-" in a variable name must stand between two name characters',
      );
    }
  }
}

// The parser saw "_" where the template has "-"; the text has the same length and order, so each
// name is read back from its varspec in the original expression.
function withNamesAsWritten(parsed: ParsedVariable[], text: string, symbol: string | null): ParsedVariable[] {
  const varspecs = text.slice(symbol === null ? 1 : 2, -1).split(",");
  return parsed.map((variable, index) => ({
    ...variable,
    name: (varspecs[index] as string).slice(0, variable.name.length),
  }));
}

function syntaxErrorOffset(error: unknown): number {
  const offset = (error as { location?: { start?: { offset?: unknown } } }).location?.start?.offset;
  return typeof offset === "number" ? offset : 0;
}
