import { refuseDotSegmentsFromValues, type ExpandedRange } from "./dot-segments";
import { expandVariable } from "./expand-variable";
import type { ExpressionSpec } from "./parse-expression";

/** A URL template parsed once and turned into a function of its parameters. */
export interface CompiledTemplate {
  /** Every variable name the template mentions, in order of first appearance. */
  readonly names: readonly string[];
  /** The names in simple or reserved expressions (`{name}`, `{+name}`): strict mode needs them. */
  readonly required: readonly string[];
  /** Position of the first expression with a `-` in a name (RFC 6570 has none), or -1. */
  readonly hyphenatedAt: number;
  /** Expands the template; parameters it does not mention are ignored. */
  expand(parameters: Readonly<Record<string, unknown>>): string;
  /**
   * Expands the template from values given by position in `names` (`undefined` for a missing
   * one), so the per-call path never builds an object of them.
   */
  expandValues(values: readonly unknown[]): string;
}

/** A literal run (already encoded) or an expression. */
export type Part = string | ExpressionSpec;

// An expression with, for each of its variables, the position of that name in `names`.
interface IndexedExpression extends ExpressionSpec {
  readonly indices: readonly number[];
}

/** Wraps the parts of a parsed template in the {@link CompiledTemplate} interface. */
export function compiledTemplate(template: string, parsed: readonly Part[], hyphenatedAt = -1): CompiledTemplate {
  const positions = new Map<string, number>();
  const required = new Set<string>();
  const parts = parsed.map((part): string | IndexedExpression => {
    if (typeof part === "string") return part;
    if (part.operator.required) for (const name of part.names) required.add(name);
    const indices = part.names.map((name) => {
      if (!positions.has(name)) positions.set(name, positions.size);
      return positions.get(name) as number;
    });
    return { ...part, indices };
  });
  const names = [...positions.keys()];
  const endsWithExpression = typeof parts[parts.length - 1] === "object";
  const expandValues = (values: readonly unknown[]): string => {
    let url = "";
    let last = "";
    let suspicious: ExpandedRange[] | undefined;
    for (const part of parts) {
      if (typeof part === "string") {
        last = part;
      } else {
        last = expandExpression(part, values, template);
        if (mayFormDotSegment(last)) {
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
  const expand = (parameters: Readonly<Record<string, unknown>>): string =>
    expandValues(names.map((name) => (Object.hasOwn(parameters, name) ? parameters[name] : undefined)));
  return Object.freeze({
    names: Object.freeze(names),
    required: Object.freeze([...required]),
    hyphenatedAt,
    expand,
    expandValues,
  });
}

function expandExpression(expression: IndexedExpression, values: readonly unknown[], template: string): string {
  const { operator, variables, indices } = expression;
  let out = "";
  let started = false;
  for (let index = 0; index < variables.length; index++) {
    const value = values[indices[index] as number];
    if (value === undefined) continue; // not given, or given as undefined: both leave it out
    const text = expandVariable(operator, variables[index] as ExpressionSpec["variables"][number], value, template);
    if (text === undefined) continue;
    out += (started ? operator.separator : operator.first) + text;
    started = true;
  }
  return out;
}

// A dot segment is at most six characters ("%2e%2e") and needs a dot or an escape. Output longer
// than that with no "/" lies inside one segment at least as long, so it is safe without a scan,
// which keeps the check off the per-call path for values like "rest.js".
function mayFormDotSegment(output: string): boolean {
  if (output.length > 6 && !output.includes("/")) return false;
  return output.includes(".") || output.includes("%");
}
