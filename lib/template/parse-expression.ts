import { parse } from "rfc6570-uri-template";
import { InvalidTemplateError } from "../errors/invalid-template-error";
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

/**
 * Parses the expression `template.slice(start, end)` (braces included) with rfc6570-uri-template.
 * That parser falls back to literal text when an expression is malformed, so anything but one
 * expression item back is a malformed expression.
 */
export function parseExpression(template: string, start: number, end: number): ExpressionSpec {
  let items: unknown[];
  try {
    items = parse(template.slice(start, end)).items;
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
