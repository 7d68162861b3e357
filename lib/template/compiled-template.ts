import { mayFormDotSegment, refuseDotSegmentsFromValues, type ExpandedRange } from "./dot-segments";
import { expandVariable } from "./expand-variable";
import type { DateFormat } from "./date-to-string";
import { OPERATORS } from "./operators";
import { unreservedText } from "./percent-encode";
import type { ExpressionSpec } from "./parse-expression";

/** A literal run (already encoded) or an expression. */
export type Part = string | ExpressionSpec;

// An expression (shared by every template that holds its text) with, for each of its
// variables, the position of that name in this template's `names`.
interface IndexedExpression {
  readonly expression: ExpressionSpec;
  readonly indices: readonly number[];
  /** `{name}`: one variable, simple expansion, no modifier. */
  readonly simple: boolean;
}

// Past this many names, positions are looked up in a Map rather than by scanning `names`, so a
// hostile template with thousands of distinct names stays linear.
const MAX_SCANNED_NAMES = 16;

/**
 * A URL template parsed once and turned into a function of its parameters. A class rather than
 * closures over a frozen object: a never-seen route compiles one on its first call, and each
 * closure, context and Object.freeze showed in that call's profile.
 */
export class CompiledTemplate {
  /** Every variable name the template mentions, in order of first appearance (frozen). */
  readonly names: readonly string[];
  /** Position of the first expression with a `-` in a name (RFC 6570 has none), or -1. */
  readonly hyphenatedAt: number;
  readonly #template: string;
  // literals[i] comes before expressions[i], and one more literal ends the template ("" when
  // none): expansion then walks the expressions alone, with no type test per part.
  readonly #literals: readonly string[];
  readonly #expressions: readonly IndexedExpression[];
  readonly #endsWithExpression: boolean;
  #required: readonly string[] | undefined;

  constructor(template: string, parsed: readonly Part[], hyphenatedAt: number) {
    const names: string[] = [];
    let positions: Map<string, number> | undefined;
    const position = (name: string): number => {
      // Stryker disable next-line ConditionalExpression,LogicalOperator,EqualityOperator,BlockStatement: scan or Map find the same position; which one only matters for speed (spec/security/linear-time.spec.ts)
      if (positions === undefined && names.length > MAX_SCANNED_NAMES) {
        positions = new Map(names.map((known, index) => [known, index]));
      }
      let index = positions === undefined ? names.indexOf(name) : (positions.get(name) ?? -1);
      if (index === -1) {
        index = names.push(name) - 1;
        positions?.set(name, index);
      }
      return index;
    };
    const literals: string[] = [];
    const expressions: IndexedExpression[] = [];
    let literal = "";
    for (const part of parsed) {
      if (typeof part === "string") {
        // Stryker disable next-line AssignmentOperator: compileTemplate never gives two literal runs in a row
        literal += part;
        continue;
      }
      literals.push(literal);
      literal = "";
      expressions.push({ expression: part, indices: part.names.map(position), simple: isSimple(part) });
    }
    literals.push(literal);
    this.#literals = literals;
    this.#expressions = expressions;
    // An empty last literal: the template ends with an expression, or is empty, with nothing to trim.
    this.#endsWithExpression = literal === "";
    this.#template = template;
    this.hyphenatedAt = hyphenatedAt;
    // Frozen because expanders hand the list out.
    this.names = Object.freeze(names);
  }

  /** The names in simple or reserved expressions (`{name}`, `{+name}`): strict mode needs them. */
  get required(): readonly string[] {
    if (this.#required === undefined) {
      const required = new Set<string>();
      for (const part of this.#expressions) {
        if (part.expression.operator.required) {
          for (const name of part.expression.names) required.add(name);
        }
      }
      this.#required = Object.freeze([...required]);
    }
    return this.#required;
  }

  /** Expands the template; parameters it does not mention are ignored. */
  expand(parameters: Readonly<Record<string, unknown>>, trimsEmptyTail = true, dates?: DateFormat): string {
    return this.expandValues(
      this.names.map((name) => (Object.hasOwn(parameters, name) ? parameters[name] : undefined)),
      trimsEmptyTail,
      dates,
    );
  }

  /**
   * Expands the template from values given by position in `names` (`undefined` for a missing
   * one), so a call never builds an object of them. `trimsEmptyTail: false` keeps the
   * `/` that an empty or missing final expression leaves (octokit's rule trims afterwards).
   */
  expandValues(values: readonly unknown[], trimsEmptyTail = true, dates?: DateFormat): string {
    const expressions = this.#expressions;
    const literals = this.#literals;
    let url = literals[0] as string;
    let last: string | undefined;
    let suspicious: ExpandedRange[] | undefined;
    for (let index = 0; index < expressions.length; index++) {
      const part = expressions[index] as IndexedExpression;
      // `{owner}` with a value that needs no encoding expands to its text: most placeholders of
      // most calls skip the general expansion.
      const text = part.simple ? unreservedText(values[part.indices[0] as number]) : undefined;
      last = text ?? expandExpression(part, values, this.#template, dates);
      // Unreserved text holds no "/" and no "%": it is part of a dot segment only by being one.
      // Stryker disable next-line ConditionalExpression: scanning every URL finds the same dot segments; the filter keeps the scan off most calls
      if (text !== undefined ? text === "." || text === ".." : mayFormDotSegment(last)) {
        (suspicious ??= []).push({ start: url.length, end: url.length + last.length, names: part.expression.names });
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
  indexed: IndexedExpression,
  values: readonly unknown[],
  template: string,
  dates: DateFormat | undefined,
): string {
  const { operator, variables } = indexed.expression;
  const { indices } = indexed;
  let out = "";
  let started = false;
  // Stryker disable next-line EqualityOperator: one step past the end has no variable and no value, so it adds nothing
  for (let index = 0; index < variables.length; index++) {
    const value = values[indices[index] as number];
    const text = expandVariable(
      operator,
      variables[index] as ExpressionSpec["variables"][number],
      value,
      template,
      dates,
    );
    if (text === undefined) continue;
    out += (started ? operator.separator : operator.first) + text;
    started = true;
  }
  return out;
}
