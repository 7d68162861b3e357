/**
 * The RFC 6570 operators. Simple (`{name}`) and reserved (`{+name}`) expansion write nothing of
 * their own, so a missing value leaves a hole in the URL: those placeholders are required.
 * Every other operator writes its own lead character (`#`, `.`, `/`, `;`, `?`, `&`) and vanishes
 * entirely when its value is missing: those placeholders are optional.
 *
 * @example
 * ```ts
 * type Optional = OptionalOperator; // "#" | "." | "/" | ";" | "?" | "&"
 * ```
 */
type OptionalOperator = "#" | "." | "/" | ";" | "?" | "&";

/** Operators whose placeholders must be given (see {@link OptionalOperator}). */
export type RequiredOperator = "" | "+";

/**
 * The text inside each `{…}` expression of a URL template.
 *
 * @example
 * ```ts
 * type E = TemplateExpressions<"/repos/{owner}/{repo}/issues{?state,labels}">; // "owner" | "repo" | "?state,labels"
 * ```
 */
export type TemplateExpressions<Url extends string> = Url extends `${string}{${infer Expression}}${infer Rest}`
  ? Expression | TemplateExpressions<Rest>
  : never;

/**
 * The operator of one expression; `""` for simple expansion. Reserved operators (`=`, `,`, `!`,
 * `@`, `|`) are rejected at run time, so they give `never` here.
 *
 * @example
 * ```ts
 * type O = ExpressionOperator<"?state,labels">; // "?"
 * ```
 */
export type ExpressionOperator<Expression extends string> = Expression extends `${infer First}${string}`
  ? First extends OptionalOperator | "+"
    ? First
    : First extends "=" | "," | "!" | "@" | "|"
      ? never
      : ""
  : never;

/**
 * The variable names of one expression, without its operator or the `*` and `:3` modifiers.
 *
 * @example
 * ```ts
 * type V = ExpressionVariables<"?q,labels*,sha:7">; // "q" | "labels" | "sha"
 * ```
 */
export type ExpressionVariables<Expression extends string> = [ExpressionOperator<Expression>] extends [never]
  ? never
  : VariableList<ExpressionOperator<Expression> extends "" ? Expression : WithoutFirst<Expression>>;

type WithoutFirst<Text extends string> = Text extends `${string}${infer Rest}` ? Rest : never;

type VariableList<List extends string> = List extends `${infer Spec},${infer Rest}`
  ? VariableName<Spec> | VariableList<Rest>
  : VariableName<List>;

type VariableName<Spec extends string> = Spec extends `${infer Name}:${string}`
  ? Name
  : Spec extends `${infer Name}*`
    ? Name
    : Spec extends ""
      ? never
      : Spec;
