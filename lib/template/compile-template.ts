import { InvalidTemplateError } from "../errors/invalid-template-error";
import { hasOwn } from "../util/has-own";
import { refuseDotSegmentsFromValues, type ExpandedRange } from "./dot-segments";
import { encodeLiteral } from "./encode-literal";
import { expandVariable } from "./expand-variable";
import { parseExpression, type ExpressionSpec } from "./parse-expression";

/** A URL template parsed once and turned into a function of its parameters. */
export interface CompiledTemplate {
  /** Every variable name the template mentions, in order of first appearance. */
  readonly names: readonly string[];
  /** The names in simple or reserved expressions (`{name}`, `{+name}`): strict mode needs them. */
  readonly required: readonly string[];
  /** Expands the template; parameters it does not mention are ignored. */
  expand(parameters: Readonly<Record<string, unknown>>): string;
}

type Part = string | ExpressionSpec;

/**
 * Parses `template` once. Literal runs are percent-encoded up front, so expansion only
 * concatenates; every `{…}` is parsed by rfc6570-uri-template and validated.
 * One left-to-right pass: the cost is linear in the template's length.
 */
export function compileTemplate(template: string): CompiledTemplate {
  const parts: Part[] = [];
  let literalStart = 0;
  let index = 0;
  while (index < template.length) {
    const open = nextBrace(template, index);
    if (open === -1) break;
    if (template[open] === "}") throw new InvalidTemplateError(template, open, 'unmatched "}"');
    const close = nextBrace(template, open + 1);
    if (close === -1 || template[close] === "{") {
      throw new InvalidTemplateError(template, open, "unclosed expression");
    }
    if (open > literalStart) parts.push(encodeLiteral(template, literalStart, open));
    parts.push(parseExpression(template, open, close + 1));
    index = literalStart = close + 1;
  }
  if (literalStart < template.length) parts.push(encodeLiteral(template, literalStart, template.length));
  return buildExpander(template, parts);
}

function nextBrace(template: string, from: number): number {
  const open = template.indexOf("{", from);
  const close = template.indexOf("}", from);
  if (open === -1) return close;
  return close === -1 ? open : Math.min(open, close);
}

function buildExpander(template: string, parts: readonly Part[]): CompiledTemplate {
  const expressions = parts.filter((part): part is ExpressionSpec => typeof part !== "string");
  const names = [...new Set(expressions.flatMap((expression) => expression.names))];
  const required = [...new Set(expressions.filter((e) => e.operator.required).flatMap((e) => e.names))];
  const endsWithExpression = typeof parts[parts.length - 1] === "object";
  const expand = (parameters: Readonly<Record<string, unknown>>): string => {
    let url = "";
    let last = "";
    let suspicious: ExpandedRange[] | undefined;
    for (const part of parts) {
      if (typeof part === "string") {
        last = part;
      } else {
        last = expandExpression(part, parameters, template);
        // Only output with a dot (or an escaped one) can form a "." or ".." segment.
        if (last.includes(".") || last.includes("%")) {
          (suspicious ??= []).push({ start: url.length, end: url.length + last.length, names: part.names });
        }
      }
      url += last;
    }
    if (suspicious !== undefined) refuseDotSegmentsFromValues(url, suspicious, template);
    // "/branches/{branch}" with no branch must give "/branches", not "/branches/". A slash inside
    // an expanded value is encoded (%2F) or was given on purpose, so only a bare one is dropped.
    if (endsWithExpression && (last === "" || last === "/") && url.length > 1 && url.endsWith("/")) {
      return url.slice(0, -1);
    }
    return url;
  };
  return Object.freeze({ names: Object.freeze(names), required: Object.freeze(required), expand });
}

function expandExpression(
  expression: ExpressionSpec,
  parameters: Readonly<Record<string, unknown>>,
  template: string,
): string {
  const { operator } = expression;
  let out = "";
  let started = false;
  for (const variable of expression.variables) {
    if (!hasOwn(parameters, variable.name)) continue;
    const text = expandVariable(operator, variable, parameters[variable.name], template);
    if (text === undefined) continue;
    out += (started ? operator.separator : operator.first) + text;
    started = true;
  }
  return out;
}
