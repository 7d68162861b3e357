import type { ColonPlaceholderNames } from "./colon-placeholders";
import type { RouteUrl } from "./route-parts";
import type {
  ExpressionOperator,
  ExpressionVariables,
  RequiredOperator,
  TemplateExpressions,
} from "./template-expressions";

// Option keys with a meaning of their own (lib/options/reserved-keys.ts): a placeholder with one
// of these names is never filled from a parameter, so it is never asked for.
export type ReservedKey = "method" | "url" | "baseUrl" | "headers" | "mediaType" | "data" | "request";

/**
 * Option keys that never name a catalog parameter. `url` is not one: a route-string call sends a
 * `url` key as a parameter (the body field of `POST /orgs/{org}/private-registries`), so a
 * catalog parameter named `url` is typed, and required when the catalog requires it.
 *
 * @example
 * ```ts
 * type K = ParameterReservedKey; // "method" | "baseUrl" | "headers" | "mediaType" | "data" | "request"
 * ```
 */
export type ParameterReservedKey = Exclude<ReservedKey, "url">;

/**
 * Names of the placeholders a URL cannot do without: `:name` path segments and the variables of
 * simple `{name}` and reserved `{+name}` expressions.
 *
 * @example
 * ```ts
 * type R = RequiredPlaceholders<"/repos/{owner}/:repo/issues{?state}">; // "owner" | "repo"
 * ```
 */
export type RequiredPlaceholders<Url extends string> = Exclude<
  ColonPlaceholderNames<Url> | VariablesOf<RequiredExpressions<TemplateExpressions<Url>>>,
  ReservedKey
>;

/**
 * Names of the placeholders that drop out of the URL when missing: the variables of `{#…}`,
 * `{.…}`, `{/…}`, `{;…}`, `{?…}` and `{&…}` expressions, unless also required elsewhere.
 *
 * @example
 * ```ts
 * type O = OptionalPlaceholders<"/repos/{owner}/{repo}/issues{?state,labels}">; // "state" | "labels"
 * ```
 */
export type OptionalPlaceholders<Url extends string> = Exclude<
  VariablesOf<TemplateExpressions<Url>>,
  RequiredPlaceholders<Url> | ReservedKey
>;

/**
 * Required placeholder names of a whole route string (`"<METHOD> <url>"` or `"<url>"`).
 *
 * @example
 * ```ts
 * type R = RouteRequiredPlaceholders<"GET /orgs/{org}/repos">; // "org"
 * ```
 */
export type RouteRequiredPlaceholders<Route extends string> = RequiredPlaceholders<RouteUrl<Route>>;

/**
 * Optional placeholder names of a whole route string.
 *
 * @example
 * ```ts
 * type O = RouteOptionalPlaceholders<"GET /orgs/{org}/repos{?type}">; // "type"
 * ```
 */
export type RouteOptionalPlaceholders<Route extends string> = OptionalPlaceholders<RouteUrl<Route>>;

type RequiredExpressions<Expression extends string> = Expression extends unknown
  ? ExpressionOperator<Expression> extends RequiredOperator
    ? Expression
    : never
  : never;

type VariablesOf<Expression extends string> = Expression extends unknown ? ExpressionVariables<Expression> : never;
