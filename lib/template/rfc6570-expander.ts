import { InvalidOptionsError, InvalidRouteError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { compileTemplate, type CompiledTemplate } from "./compile-template";
import { BoundedCache } from "../util/bounded-cache";
import { encodeLiteral } from "./encode-literal";
import type { DateFormat } from "./date-to-string";
import { UriExpander } from "./uri-expander";

const NO_NAMES: readonly string[] = Object.freeze([]);
const TEMPLATE_CACHE_LIMIT = 1000;

/** Options of {@link Rfc6570Expander}. */
export interface Rfc6570ExpanderOptions {
  /**
   * Accept a `-` between name characters in variable names, as GitHub's routes use them
   * (`{enterprise-team}`). RFC 6570 does not, so the default is `false`; the expander of the
   * default `EndpointConfig` turns it on.
   */
  readonly hyphenatedNames?: boolean;
  /**
   * Drop the `/` that an empty or missing final expression leaves at the end
   * (`/branches/{branch}` without a branch is `/branches`). Default `true`; `false` expands
   * exactly as RFC 6570 says, for vendor rules that trim the URL themselves.
   */
  readonly trimsEmptyTail?: boolean;
  /**
   * Write a variable without a value as empty text between its expression's separators, and the
   * expression's operator even when none has a value: `{?name,label}` with only a name is
   * `?name=a&`, as `@octokit/endpoint` writes it (and mocks written against it expect). Default
   * `false`: RFC 6570 leaves such a variable out (`?name=a`).
   */
  readonly keepsEmptyVariables?: boolean;
}

/**
 * The default {@link UriExpander}: RFC 6570 levels 1–4, with expressions parsed by
 * rfc6570-uri-template. Each template is compiled once and kept in the expander's own bounded
 * cache (configs share an expander, and so its cache), so a repeated route costs one map lookup;
 * URLs without `{` skip the template machinery entirely.
 *
 * @example
 * ```ts
 * const expander = new Rfc6570Expander();
 * expander.expand("/repos/{owner}/{repo}{?page}", { owner: "octokit", repo: "rest.js", page: 2 });
 * // "/repos/octokit/rest.js?page=2"
 * expander.variableNames("/repos/{owner}/{repo}{?page}"); // ["owner", "repo", "page"]
 *
 * new Rfc6570Expander({ hyphenatedNames: true }).expand("/teams/{enterprise-team}", { "enterprise-team": "core" });
 * // "/teams/core" (new Rfc6570Expander() throws ERR_INVALID_TEMPLATE, as RFC 6570 says)
 * ```
 */
export class Rfc6570Expander extends UriExpander {
  /** Whether variable names may hold a `-` (see {@link Rfc6570ExpanderOptions}). */
  readonly hyphenatedNames: boolean;

  /** Whether an empty final expression's `/` is dropped (see {@link Rfc6570ExpanderOptions}). */
  readonly trimsEmptyTail: boolean;

  /** Whether a variable without a value keeps its separator (see {@link Rfc6570ExpanderOptions}). */
  readonly keepsEmptyVariables: boolean;

  // A compiled template depends on nothing but its text; malformed ones throw and are not kept.
  readonly #templates = new BoundedCache<string, CompiledTemplate>(TEMPLATE_CACHE_LIMIT);

  constructor(options: Rfc6570ExpanderOptions = {}) {
    super();
    this.hyphenatedNames = requireBoolean("hyphenatedNames", readOption(options, "hyphenatedNames", false));
    this.trimsEmptyTail = requireBoolean("trimsEmptyTail", readOption(options, "trimsEmptyTail", true));
    this.keepsEmptyVariables = requireBoolean("keepsEmptyVariables", readOption(options, "keepsEmptyVariables", false));
  }

  expand(template: string, parameters: Readonly<Record<string, unknown>>, dates?: DateFormat): string {
    requireTemplate(template);
    if (typeof parameters !== "object" || parameters === null) {
      throw new InvalidOptionsError(`Invalid parameters ${describeInput(parameters)}: expected an object`);
    }
    const compiled = this.#compiled(template);
    if (compiled === undefined) return encodeLiteral(template, 0, template.length);
    // A getter of the parameters may throw, or a revoked Proxy be among them.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called on `compiled`, handed on with it
    return endpointErrorsOnly("Rfc6570Expander#expand()", compiled, compiled.expand, parameters, this, dates);
  }

  variableNames(template: string): readonly string[] {
    requireTemplate(template);
    return this.#compiled(template)?.names ?? NO_NAMES;
  }

  override requiredVariableNames(template: string): readonly string[] {
    requireTemplate(template);
    return this.#compiled(template)?.required ?? NO_NAMES;
  }

  // The compiled template, or `undefined` for literal text (a URL without braces), which stays
  // out of the cache: paginate's next pages never repeat.
  #compiled(template: string): CompiledTemplate | undefined {
    let compiled = this.#templates.get(template);
    if (compiled === undefined) {
      // Stryker disable next-line ConditionalExpression: compiling a brace-free template gives the same answer; the test keeps literal URLs out of the cache
      if (!hasExpression(template)) return undefined;
      compiled = compileTemplate(template, this.hyphenatedNames);
      this.#templates.set(template, compiled);
    }
    return compiled;
  }
}

function requireTemplate(template: unknown): asserts template is string {
  if (typeof template !== "string") {
    throw new InvalidRouteError(`Invalid URL template ${describeInput(template)}: expected a string`);
  }
}

function requireBoolean(name: string, value: unknown): boolean {
  if (typeof value === "boolean") return value;
  throw new InvalidOptionsError(`Invalid ${name} option ${describeInput(value)}: expected true or false`);
}

function readOption(options: unknown, name: keyof Rfc6570ExpanderOptions, fallback: boolean): unknown {
  if (options === undefined) return fallback;
  if (typeof options !== "object" || options === null) {
    throw new InvalidOptionsError(`Invalid Rfc6570Expander options ${describeInput(options)}: expected an object`);
  }
  const given = endpointErrorsOnly("new Rfc6570Expander()", undefined, readProperty, options, name);
  return given ?? fallback;
}

/**
 * Whether `template` needs the template compiler; URLs without braces are literal text.
 * A "}" alone is still malformed, so it goes through the compiler to be reported.
 */
function hasExpression(template: string): boolean {
  return template.includes("{") || template.includes("}");
}

function readProperty(options: Rfc6570ExpanderOptions, name: keyof Rfc6570ExpanderOptions): unknown {
  return options[name];
}
