import { lowercaseMethod } from "../route/http-method";
import { RouteParser, splitRoute } from "../route/route-parser";
import { colonPlaceholdersToTemplate } from "../route/colon-placeholders";
import { cachedTemplate } from "../template/cached-template";
import type { CompiledTemplate } from "../template/compile-template";
import { encodeLiteral } from "../template/encode-literal";
import { Rfc6570Expander, hasExpression } from "../template/rfc6570-expander";
import type { UriExpander } from "../template/uri-expander";
import type { DateFormat } from "../template/date-to-string";
import { BoundedCache } from "../util/bounded-cache";
import { isAbsoluteUrl } from "./join-url";
import { keepsStockRule, type VendorRules } from "../vendors/vendor-rules";

/** Where the expanded URL stands: after the base URL, on its own, or either (checked per call). */
export type UrlShape = "relative" | "absolute" | "either";

/**
 * Everything about a route string that does not depend on the parameters, worked out once.
 * A plain class rather than a frozen literal: never-repeated routes (case 4 of the benchmark)
 * create one per call, so construction must cost no more than a few stores.
 */
export class RoutePlan {
  constructor(
    /** The route's method, lowercased and validated; undefined when the route names none. */
    readonly method: string | undefined,
    /** The variables the URL template names: these parameters never reach the query or body. */
    readonly names: readonly string[],
    /** The compiled template, or `undefined` when the URL has no expressions. */
    readonly compiled: CompiledTemplate | undefined,
    /** The encoded URL when it has no expressions. */
    readonly literal: string,
    readonly shape: UrlShape,
    /** The expanded URL can hold no `?` or `#` (no such literal, no `{+ # ? &}` operator). */
    readonly bare: boolean,
  ) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator,LogicalOperator: scanning `names` itself finds the same positions, only slower
    this.#scanned = names.length === 0 || names.length > MAX_SCANNED_NAMES ? names : names.map(internalized);
  }

  // What positionOf scans: `names` is frozen, and V8's optimised code reads each element of a
  // frozen array through a builtin call (seven a call in case 1 of the benchmark). Internalized
  // copies are also the very strings the engine uses as property names, which is what a
  // parameter name from the caller's object is, so most comparisons end at the pointer.
  readonly #scanned: readonly string[];

  // Set only for templates with many variables, where a scan per parameter would grow
  // quadratically with hostile input; a handful of names is faster to scan than to hash.
  #index: Map<string, number> | undefined;

  /** The position of `name` in `names`, or -1. */
  positionOf(name: string): number {
    const names = this.#scanned;
    // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: the Map and the scan give the same position
    if (names.length > MAX_SCANNED_NAMES) {
      this.#index ??= new Map(names.map((known, position) => [known, position]));
      return this.#index.get(name) ?? -1;
    }
    // A loop, not indexOf: === on names is mostly a pointer test.
    // Stryker disable next-line EqualityOperator: names[names.length] is undefined, never a name
    for (let position = 0; position < names.length; position++) if (names[position] === name) return position;
    return -1;
  }

  /** The URL for the variables' values, given by position in `names` (see CompiledTemplate for `trimsEmptyTail` and `dates`). */
  expand(values: readonly unknown[], trimsEmptyTail = true, dates?: DateFormat): string {
    return this.compiled === undefined ? this.literal : this.compiled.expandValues(values, trimsEmptyTail, dates);
  }
}

const PLAN_CACHE_LIMIT = 1000;
const MAX_SCANNED_NAMES = 16;

// Names repeat across routes (owner, repo, org), and internalizing one costs a throwaway object
// and a map transition: each is internalized once.
const internalizedNames = new BoundedCache<string, string>(PLAN_CACHE_LIMIT);
const internalized = (name: string): string => internalizedNames.remember(name, internalize);

// The engine's own copy of the text, as used for property names. Index-like names ("0") are
// element keys with no such copy; they come back as equal text, which compares as well.
function internalize(name: string): string {
  return Object.keys({ [name]: true })[0] as string;
}

const plans = new BoundedCache<string, RoutePlan>(PLAN_CACHE_LIMIT);
// Stryker disable next-line ArrayDeclaration: only a parameter named like the mutant's entry would notice
const NO_NAMES: readonly string[] = Object.freeze([]);
// Stryker disable next-line Regex: a false "may" only costs attachQuery a scan
const MAY_ADD_QUERY_OR_FRAGMENT = /[?#]|\{[+#?&]/;

/**
 * Whether templates may be planned for these strategies (the general path's plans): the stock
 * route parser and the stock expander, whose answers depend on nothing but the template; its
 * name rule and trailing-slash rule are read from it. Checked once per config.
 */
export function plansTemplates(parser: RouteParser, expander: UriExpander): boolean {
  // Stryker disable next-line ConditionalExpression: without plans every call expands through the expander, same answer
  return isStockParser(parser) && isStockExpander(expander);
}

/**
 * Whether `plan` may stand in for the stock `expander`: plans compile hyphenated names
 * (`{enterprise-team}`), which a strictly RFC 6570 expander refuses, so such a template is left
 * to it (and its ERR_INVALID_TEMPLATE). Every other template is planned for either.
 */
export function planServes(plan: RoutePlan, expander: UriExpander): boolean {
  return (
    plan.compiled === undefined || plan.compiled.hyphenatedAt === -1 || (expander as Rfc6570Expander).hyphenatedNames
  );
}

// The stock strategies' answers, whatever class holds them: an empty subclass (or one that adds
// members of its own) answers as the stock class does, so it keeps the shortcuts; one that
// overrides a method the library calls does not.
function isStockParser(parser: RouteParser): boolean {
  return parser.split === RouteParser.prototype.split && parser.toTemplate === RouteParser.prototype.toTemplate;
}

function isStockExpander(expander: UriExpander): boolean {
  const stock = Rfc6570Expander.prototype;
  return (
    expander instanceof Rfc6570Expander &&
    expander.expand === stock.expand &&
    expander.variableNames === stock.variableNames &&
    expander.requiredVariableNames === stock.requiredVariableNames
  );
}

const templatePlans = new BoundedCache<string, RoutePlan>(PLAN_CACHE_LIMIT);

/**
 * The plan of a URL template (no method), cached: what the general path needs of it. A URL with
 * no expression is planned without the cache, since paginate's next pages never repeat.
 * Throws the template's error for a malformed one.
 */
export function templatePlan(template: string): RoutePlan {
  if (!hasExpression(template)) {
    const literal = encodeLiteral(template, 0, template.length);
    return new RoutePlan(
      undefined,
      NO_NAMES,
      undefined,
      literal,
      // Stryker disable next-line ConditionalExpression,StringLiteral: "either" is joined by the vendor's joinUrl, same answer
      template[0] === "/" ? "relative" : "either",
      !literal.includes("?") && !literal.includes("#"),
    );
  }
  return templatePlans.remember(template, planTemplate);
}

function planTemplate(template: string): RoutePlan {
  const compiled = cachedTemplate(template);
  // Only the general path reads these plans, and it joins URLs by its vendor's rules.
  return new RoutePlan(
    undefined,
    compiled.names,
    compiled,
    "",
    // Stryker disable next-line ConditionalExpression,StringLiteral: "either" is joined by the vendor's joinUrl, same answer
    template[0] === "/" ? "relative" : "either",
    !MAY_ADD_QUERY_OR_FRAGMENT.test(template),
  );
}

/**
 * Whether route plans may stand in for these strategies: the stock strategies' methods, whose
 * answers depend on nothing but the route, with the default expander's name and trailing-slash
 * rules (plans compile `{enterprise-team}`), and vendor rules that keep the stock members the
 * per-call path works out ahead (see RULES_PLANS_ASSUME). A strategy that overrides a method may
 * answer differently, so it keeps the general pipeline, as does a strictly RFC 6570 expander,
 * which refuses such names there. Checked once per config.
 */
export function plansApply(parser: RouteParser, expander: UriExpander, rules: VendorRules): boolean {
  return (
    RULES_PLANS_ASSUME.every((member) => keepsStockRule(rules, member)) &&
    // Stryker disable next-line ConditionalExpression: without plans every call takes the general path, same answer
    plansTemplates(parser, expander) &&
    (expander as Rfc6570Expander).trimsEmptyTail
  );
}

// What the per-call path works out without asking the vendor's rules on the call: the accept
// header amended once per config, and for call headers with no URL yet (CallDefaults,
// assemblePlanned); a URL after a "/" joined to the base by concatenation; a call's parameter
// replacing a default's; `data` never sent in the query. Every other member is asked on each
// call, as on the general path.
const RULES_PLANS_ASSUME = ["amendAccept", "joinUrl", "mergeParameter", "sendsDataInQuery"] as const;

/**
 * The cached plan for a route string, or `undefined` when the route is invalid: the general
 * pipeline then reports it, in its own order of checks.
 */
export function routePlan(route: string): RoutePlan | undefined {
  let plan = plans.get(route);
  // Stryker disable next-line ConditionalExpression,EqualityOperator,BlockStatement: planning anew or not at all changes speed, not answers
  if (plan === undefined) {
    try {
      plan = planRoute(route);
    } catch {
      return undefined;
    }
    plans.set(route, plan);
  }
  return plan;
}

function planRoute(route: string): RoutePlan {
  const split = splitRoute(route);
  // Stryker disable next-line ConditionalExpression: an undefined method throws, and the general path answers
  const method = split.method === undefined ? undefined : lowercaseMethod(split.method);
  const template = colonPlaceholdersToTemplate(split.url);
  const compiled = hasExpression(template) ? cachedTemplate(template) : undefined;
  // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral,UnaryOperator: see shape below
  const brace = compiled === undefined ? -1 : template.indexOf("{");
  const shape =
    // Stryker disable next-line ConditionalExpression,EqualityOperator,StringLiteral: a shape of "either" is checked per call by joinUrl, same answer
    template[0] === "/"
      ? // Stryker disable next-line StringLiteral: a shape of "either" is checked per call by joinUrl, same answer
        "relative"
      : // Stryker disable next-line ConditionalExpression,EqualityOperator,UnaryOperator,MethodExpression: see "either" above
        isAbsoluteUrl(brace === -1 ? template : template.slice(0, brace))
        ? "absolute"
        : "either";
  return new RoutePlan(
    method,
    compiled === undefined ? NO_NAMES : compiled.names,
    compiled,
    // Stryker disable next-line ConditionalExpression,StringLiteral: literal is read only when compiled is undefined
    compiled === undefined ? encodeLiteral(template, 0, template.length) : "",
    shape,
    !MAY_ADD_QUERY_OR_FRAGMENT.test(template),
  );
}
