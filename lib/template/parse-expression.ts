import { parse } from "rfc6570-uri-template";
import { InvalidTemplateError } from "../errors/invalid-template-error";
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
// costs a map lookup per expression instead of a run of the generated parser (issue 11).
const EXPRESSION_CACHE_LIMIT = 1000;
const parsed = new BoundedCache<string, ExpressionSpec>(EXPRESSION_CACHE_LIMIT);

/**
 * Parses the expression `template.slice(start, end)` (braces included) with rfc6570-uri-template,
 * once per distinct expression text. Malformed expressions are never kept, so each is reported
 * with its own position in its own template.
 *
 * @example
 * parseExpression("/repos/{owner}", 7, 14).names; // ["owner"]
 */
export function parseExpression(template: string, start: number, end: number): ExpressionSpec {
  const text = template.slice(start, end);
  let spec = parsed.get(text);
  if (spec === undefined) {
    spec = parseNew(template, text, start);
    parsed.set(text, spec);
  }
  return spec;
}

// That parser falls back to literal text when an expression is malformed, so anything but one
// expression item back is a malformed expression.
function parseNew(template: string, text: string, start: number): ExpressionSpec {
  let items: unknown[];
  try {
    items = parse(text).items;
  } catch (error) {
    throw new InvalidTemplateError(template, start + syntaxErrorOffset(error), "malformed expression");
  }
  const [expression] = items;
  if (items.length !== 1 || typeof expression !== "object" || expression === null) {
    throw new InvalidTemplateError(template, start, "malformed expression");
  }
  const { operator: symbol, variables } = expression as { operator: string | null; variables: ParsedVariable[] };
  const operator = OPERATORS[symbol ?? ""];
  if (operator === undefined) {
    throw new InvalidTemplateError(template, start + 1, `operator "${symbol}" is reserved`);
  }
  return Object.freeze({
    operator,
    names: Object.freeze(variables.map((variable) => variable.name)),
    variables: Object.freeze(
      variables.map((variable) =>
        Object.freeze({
          name: variable.name,
          prefix: variable.maxLength === undefined ? 0 : Number(variable.maxLength),
          explode: variable.explode === true,
        }),
      ),
    ),
  });
}

function syntaxErrorOffset(error: unknown): number {
  const offset = (error as { location?: { start?: { offset?: unknown } } })?.location?.start?.offset;
  return typeof offset === "number" ? offset : 0;
}
