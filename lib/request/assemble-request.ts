import type { MergeTarget } from "../options/merge-options";
import { isReservedKey } from "../options/reserved-keys";
import type { RequestOptionsInit } from "../options/types";
import { URL_PARAMETER } from "../options/url-parameter";
import { lowercaseMethod } from "../route/http-method";
import type { RouteParser } from "../route/route-parser";
import type { UriExpander } from "../template/uri-expander";
import { withMediaType, type VendorMediaType } from "./accept-header";
import { placeParameters } from "./place-parameters";
import { refuseDotSegments } from "./path-policy";
import { requireSendableHeaders } from "./header-policy";
import { requireUnderBaseUrl, requireValues } from "./url-policy";
import type { VendorRules } from "../vendors/vendor-rules";
import type { Rfc6570Expander } from "../template/rfc6570-expander";
import { planServes, templatePlan, type RoutePlan } from "./route-plan";
import { pathsStayOnBase, withoutTrailingSlashes } from "./join-url";
import type { CredentialPolicy } from "./credential-policy";

/** What turning merged options into request options depends on: fixed per config. */
export interface AssemblyContext extends VendorMediaType {
  readonly expander: UriExpander;
  readonly routeParser: RouteParser;
  readonly strict: boolean;
  readonly allowAbsoluteUrls: boolean;
  /** The config's own base URL, which `allowAbsoluteUrls: false` keeps every request under. */
  readonly baseUrl: string;
  /** The vendor's `defaultBaseUrl`, checked: where parse() sends merged options without a `baseUrl`. */
  readonly defaultBaseUrl: string;
  readonly rules: VendorRules;
  /** Where the request's credentials may go. */
  readonly credentials: CredentialPolicy;
  /** The strategies are the stock ones, whose templates have cached plans (see plansTemplates). */
  readonly plansTemplates: boolean;
  /** The vendor joins URLs by the specification's rule (see VendorRules#joinUrl). */
  readonly joinsAsSpecified: boolean;
}

/**
 * Turns merged options into request options (spec 4.2): parameters named in the URL template
 * fill it, the rest become the query (GET, HEAD and other bodiless verbs) or the JSON body.
 * Without a `url`, the request goes to the base URL itself (`/`), as octokit's does.
 * Returns a fresh object every time; nothing in it is shared with the defaults.
 * With the stock strategies, the template's variables and their positions come from a plan
 * cached per URL (the per-call path's plans), and the parameters are sorted in one pass.
 * `parametersFrom` is where the parameters are read (parse() reads the caller's object).
 */
export function assembleRequest(
  merged: MergeTarget,
  context: AssemblyContext,
  parametersFrom: ParameterSource = merged,
): RequestOptionsInit {
  const method = lowercaseMethod(merged.method);
  // mergeOptions has refused a url that is not a string.
  const { url: written = "/" } = merged;
  const template = context.routeParser.toTemplate(written);
  const { rules, expander } = context;
  // A vendor may send `data` of a bodiless request as a query parameter, in its merge order.
  const dataInQuery = rules.sendsDataInQuery && !rules.sendsBody(method);
  const planned = context.strict || !context.plansTemplates ? undefined : templatePlan(template);
  const plan = planned !== undefined && planServes(planned, expander) ? planned : undefined;
  let expanded: string;
  let remaining: Record<string, unknown>;
  let bareUrl = false;
  if (plan !== undefined) {
    const values: unknown[] = new Array(plan.names.length);
    remaining = {};
    sortParameters(parametersFrom, dataInQuery, plan, values, remaining);
    expanded = plan.expand(values, (expander as Rfc6570Expander).trimsEmptyTail, rules);
    // The query then needs no scan of the URL: nothing in the template or the base adds ? or #.
    bareUrl = plan.bare && !merged.baseUrl.includes("?") && !merged.baseUrl.includes("#");
  } else {
    const parameters = parametersOf(parametersFrom, dataInQuery);
    const consumed = expander.variableNames(template);
    if (context.strict) requireValues(expander.requiredVariableNames(template), parameters, template);
    expanded = expander.expand(template, parameters, rules);
    // Stryker disable next-line ConditionalExpression: without() of no names returns an equal copy, only slower
    remaining = consumed.length === 0 ? parameters : without(parameters, consumed);
  }

  // A template that starts with "/" follows the base URL, on its origin when the base is absolute:
  // neither the join nor the credential check below needs to read the URL (reading a URL built by
  // concatenation makes V8 flatten it, a copy). After a same-origin base, "//host" names another.
  const followsBase = plan !== undefined && plan.shape === "relative" && context.joinsAsSpecified;
  const url = followsBase ? withoutTrailingSlashes(merged.baseUrl) + expanded : rules.joinUrl(merged.baseUrl, expanded);
  // A planned template's expander is the stock one, which refuses a value that would make a dot
  // segment as it expands (lib/template/dot-segments.ts), as on the per-call path; any other
  // expander's URL is checked whole.
  if (plan === undefined) refuseDotSegments(url, template);
  if (!context.allowAbsoluteUrls) requireUnderBaseUrl(url, context.baseUrl);
  const headers = withMediaType(merged.headers, merged.mediaType, context, rules, url);
  if (!followsBase || !pathsStayOnBase(merged.baseUrl)) context.credentials.check(url, merged.baseUrl, headers);
  requireSendableHeaders(headers);
  return placeParameters({
    method,
    url,
    headers,
    remaining,
    data: dataInQuery ? undefined : merged.data,
    request: merged.request,
    rules,
    bareUrl,
  });
}

/** Where assembly reads the parameters: merged options, or the caller's object given to parse(). */
type ParameterSource = Readonly<Record<string, unknown>> & { readonly [URL_PARAMETER]?: unknown };

// for…in with this own-key test: Object.keys' keys in its order, without a megamorphic lookup
// per value (see assemble-planned.ts).
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

// The parameters of merged options (every key but the reserved ones; `data` too when it goes to
// the query), each to its template variable's position or to the remaining ones, in merge order.
function sortParameters(
  merged: ParameterSource,
  withData: boolean,
  plan: RoutePlan,
  values: unknown[],
  remaining: Record<string, unknown>,
): void {
  for (const key in merged) {
    if (!hasOwnProperty.call(merged, key) || !isParameter(merged, key, withData)) continue;
    const position = plan.positionOf(key);
    if (position !== -1) values[position] = merged[key];
    else remaining[key] = merged[key];
  }
  const url = merged[URL_PARAMETER];
  if (url === undefined) return;
  const position = plan.positionOf("url");
  if (position !== -1) values[position] = url;
  else remaining.url = url;
}

// Every key but the reserved ones (and `data` when it goes to the query) is a parameter, unless
// it holds undefined ("not given") or is "__proto__", which merging never takes either.
function isParameter(merged: Readonly<Record<string, unknown>>, key: string, withData: boolean): boolean {
  if (isReservedKey(key) && !(withData && key === "data")) return false;
  return merged[key] !== undefined && key !== "__proto__";
}

function parametersOf(merged: ParameterSource, withData: boolean): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(merged)) {
    if (isParameter(merged, key, withData)) parameters[key] = merged[key];
  }
  if (merged[URL_PARAMETER] !== undefined) parameters.url = merged[URL_PARAMETER];
  return parameters;
}

function without(parameters: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  // A scan of a short list beats building a Set; hostile templates with many names get the Set.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a Set and a scan give the same answer
  const consumed = names.length > 16 ? new Set(names) : undefined;
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(parameters)) {
    if (!(consumed ? consumed.has(key) : names.includes(key))) rest[key] = parameters[key];
  }
  return rest;
}
