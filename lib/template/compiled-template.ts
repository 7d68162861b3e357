import { isDotSegment, mayFormDotSegment, refuseDotSegmentsFromValues, type ExpandedRange } from "../util/dot-segment";
import { expandVariable } from "./expand-variable";
import type { DateFormat } from "./date-to-string";
import { OPERATORS } from "./operators";
import { unreservedText } from "./percent-encode";
import type { ExpressionSpec } from "./parse-expression";
import { hasOwn } from "../util/has-own";

/** How an expansion departs from RFC 6570 as written (see `Rfc6570ExpanderOptions`). */
export interface ExpansionStyle {
  readonly trimsEmptyTail: boolean;
  readonly keepsEmptyVariables: boolean;
}

const RFC_6570: ExpansionStyle = { trimsEmptyTail: true, keepsEmptyVariables: false };

/** A literal run (already encoded) or an expression. */
export type Part = string | ExpressionSpec;

/**
 * A URL template parsed once and turned into a function of its parameters. A class rather than
 * closures over a frozen object: a never-seen route compiles one on its first call, and each
 * closure, context and Object.freeze showed in that call's profile.
 */
export class CompiledTemplate {
  /** Every variable name the template mentions, in order of first appearance (frozen). */
  readonly names: readonly string[];
  readonly #template: string;
  // literals[i] comes before expressions[i], and one more literal ends the template ("" when
  // none): expansion then walks the expressions alone, with no type test per part.
  readonly #literals: readonly string[];
  readonly #expressions: readonly ExpressionSpec[];
  // `{name}`: one variable, simple expansion, no modifier; such a value that needs no encoding
  // expands to its text.
  readonly #simple: readonly boolean[];
  readonly #endsWithExpression: boolean;
  #required: readonly string[] | undefined;

  constructor(template: string, parsed: readonly Part[]) {
    // A Set keeps a hostile template with thousands of distinct names linear.
    const names = new Set<string>();
    const literals: string[] = [];
    const expressions: ExpressionSpec[] = [];
    let literal = "";
    for (const part of parsed) {
      if (typeof part === "string") {
        // Stryker disable next-line AssignmentOperator: compileTemplate never gives two literal runs in a row
        literal += part;
        continue;
      }
      literals.push(literal);
      literal = "";
      expressions.push(part);
      for (const name of part.names) names.add(name);
    }
    literals.push(literal);
    this.#literals = literals;
    this.#expressions = expressions;
    this.#simple = expressions.map(isSimple);
    // An empty last literal: the template ends with an expression, or is empty, with nothing to trim.
    this.#endsWithExpression = literal === "";
    this.#template = template;
    // Frozen because expanders hand the list out.
    this.names = Object.freeze([...names]);
  }

  /** The names in simple or reserved expressions (`{name}`, `{+name}`): strict mode needs them. */
  get required(): readonly string[] {
    if (this.#required === undefined) {
      const required = new Set<string>();
      for (const expression of this.#expressions) {
        if (expression.operator.required) {
          for (const name of expression.names) required.add(name);
        }
      }
      this.#required = Object.freeze([...required]);
    }
    return this.#required;
  }

  /**
   * Expands the template; parameters it does not mention are ignored. `trimsEmptyTail: false`
   * keeps the `/` that an empty or missing final expression leaves (octokit's rule trims it
   * afterwards), and `keepsEmptyVariables` writes a variable without a value as empty text between
   * its separators (see `Rfc6570ExpanderOptions`); `dates` writes a `Date` (the vendor's
   * `dateToString`).
   */
  expand(
    parameters: Readonly<Record<string, unknown>>,
    { trimsEmptyTail, keepsEmptyVariables }: ExpansionStyle = RFC_6570,
    dates?: DateFormat,
  ): string {
    const expressions = this.#expressions;
    const literals = this.#literals;
    let url = literals[0] as string;
    let last: string | undefined;
    let suspicious: ExpandedRange[] | undefined;
    for (let index = 0; index < expressions.length; index++) {
      const expression = expressions[index] as ExpressionSpec;
      const text = this.#simple[index] ? unreservedText(valueOf(parameters, expression.names[0] as string)) : undefined;
      last = text ?? expandExpression(expression, parameters, this.#template, dates, keepsEmptyVariables);
      // Unreserved text holds no delimiter and no escape: it is a dot segment only by being one.
      // Stryker disable next-line ConditionalExpression: scanning every URL finds the same dot segments; the filter keeps the scan off most calls
      if (text !== undefined ? isDotSegment(text) : mayFormDotSegment(last)) {
        (suspicious ??= []).push({ start: url.length, end: url.length + last.length, names: expression.names });
      }
      url += last;
      url += literals[index + 1] as string;
    }
    if (suspicious !== undefined) refuseDotSegmentsFromValues(url, suspicious, this.#template);
    // "/branches/{branch}" with no branch must give "/branches", not "/branches/". A slash inside
    // an expanded value is encoded (%2F) or was given on purpose, so only a bare one is dropped.
    if (
      trimsEmptyTail &&
      this.#endsWithExpression &&
      (last === "" || last === "/") &&
      url.length > 1 &&
      url.endsWith("/")
    ) {
      return url.slice(0, -1);
    }
    return url;
  }
}

// Own properties only: a name such as "constructor" is no value unless the caller gave it.
function valueOf(parameters: Readonly<Record<string, unknown>>, name: string): unknown {
  return hasOwn(parameters, name) ? parameters[name] : undefined;
}

// Explode changes nothing for a string value, the only kind the shortcut takes.
function isSimple(expression: ExpressionSpec): boolean {
  // One condition a line, so the Stryker comment below covers only the first.
  // prettier-ignore
  return (
    // Stryker disable next-line ConditionalExpression,StringLiteral: an expression never marked simple expands the same way, only slower
    expression.operator === OPERATORS[""] &&
    expression.variables.length === 1 &&
    expression.variables[0]?.prefix === 0
  );
}

function expandExpression(
  expression: ExpressionSpec,
  parameters: Readonly<Record<string, unknown>>,
  template: string,
  dates: DateFormat | undefined,
  keepsEmptyVariables: boolean,
): string {
  const { operator, variables } = expression;
  let out = "";
  let started = false;
  for (const variable of variables) {
    const text = expandVariable(operator, variable, valueOf(parameters, variable.name), template, dates);
    if (text === undefined && !keepsEmptyVariables) continue;
    out += (started ? operator.separator : operator.first) + (text ?? "");
    started = true;
  }
  return out;
}
