import { DESCRIBED, type MergeTarget } from "../options/merge-options";
import { isReservedKey } from "../options/reserved-keys";
import type { RequestOptionsInit } from "../options/types";
import { URL_PARAMETER } from "../options/url-parameter";
import { lowercaseMethod } from "../route/http-method";
import type { RouteParser } from "../route/route-parser";
import type { UriExpander } from "../template/uri-expander";
import { withMediaType, type VendorMediaType } from "../vendors/accept-header";
import { placeParameters } from "./place-parameters";
import { refuseWhatParsingDrops } from "./path-policy";
import { refuseDotSegments } from "../util/dot-segment";
import { refuseUnnamedBaseUrl, requireUnderBaseUrl, requireValues } from "./url-policy";
import type { Vendor } from "../vendors/vendor";
import type { CredentialPolicy } from "./credential-policy";
import { hasOwn } from "../util/has-own";

/** What turning merged options into request options depends on: fixed per config. */
export interface AssemblyContext extends VendorMediaType {
  readonly expander: UriExpander;
  readonly routeParser: RouteParser;
  readonly strict: boolean;
  readonly allowAbsoluteUrls: boolean;
  /** The config's own base URL, which `allowAbsoluteUrls: false` keeps every request under. */
  readonly baseUrl: string;
  /** The vendor's base URL, before any `baseUrl` option. */
  readonly defaultBaseUrl: string;
  readonly rules: Vendor;
  /**
   * Where the request's credentials may go; `undefined` when the vendor lets this config's
   * credentials follow a call's URL (`Vendor#credentialsFollowUrl`).
   */
  readonly credentials: CredentialPolicy | undefined;
  /** The base URL a vendor of its own starts from without naming it: a request on it is refused. */
  readonly unnamedBaseUrl: string | undefined;
}

/**
 * Turns merged options into request options (spec 4.2), the one assembly of every way in: the
 * route parser makes the URL a template, the expander fills it with the parameters it names, the
 * vendor joins it to the base URL and places the rest in the query (GET, HEAD and other bodiless
 * verbs) or the body. Every URL is judged here, once: dot segments, the base URL, credentials.
 * Header values were checked where they entered (options, defaults, the vendor's answers).
 * Without a `url`, the request goes to the base URL itself (`/`), as octokit's does.
 * Returns a fresh object every time; nothing in it is shared with the defaults.
 *
 * @example
 * assembleRequest(config.merge("GET /orgs/{org}/repos", { org: "octokit" }), context).url;
 * // "https://api.github.com/orgs/octokit/repos"
 */
export function assembleRequest(merged: MergeTarget, context: AssemblyContext): RequestOptionsInit {
  const described = merged[DESCRIBED];
  if (described !== undefined) return described.assemble(merged, context);
  const { rules, expander } = context;
  const method = lowercaseMethod(merged.method);
  // mergeOptions has refused a url that is not a string.
  const template = context.routeParser.toTemplate(merged.url ?? "/");
  // A vendor may send `data` of a bodiless request as a query parameter, in its merge order.
  const dataInQuery = rules.sendsDataInQuery && !rules.sendsBody(method);
  const consumed = expander.variableNames(template);
  const { parameters, remaining } = sortParameters(merged, dataInQuery, consumed);
  if (context.strict) requireValues(expander.requiredVariableNames(template), parameters, template);
  const expanded = expander.expand(template, parameters, rules);
  const url = rules.joinUrl(merged.baseUrl, expanded);
  refuseWhatParsingDrops(url, template);
  refuseDotSegments(url, template);
  if (merged.baseUrl === context.unnamedBaseUrl) refuseUnnamedBaseUrl(url, merged.baseUrl, context.vendor);
  if (!context.allowAbsoluteUrls) requireUnderBaseUrl(url, context.baseUrl);
  const headers = withMediaType(merged.headers, merged.mediaType, context, rules, url);
  // The parameters a bodiless request sends in its query may carry a credential too
  // (Vendor#credentialQueryParameters), as the expanded URL's own query may.
  const sendsBody = rules.sendsBody(method);
  context.credentials?.check(url, merged.baseUrl, headers, sendsBody ? undefined : remaining);
  return placeParameters({
    method,
    url,
    headers,
    remaining,
    sendsBody,
    data: dataInQuery ? undefined : merged.data,
    request: merged.request,
    rules,
  });
}

// Every key but the reserved ones (and `data` when it goes to the query) is a parameter, unless
// it holds undefined ("not given") or is "__proto__", which merging never takes either; a `url`
// parameter of a route-string call rides under its own key (see URL_PARAMETER). The expander
// gets them all; those its template does not consume remain, for the query or the body.
function sortParameters(
  merged: MergeTarget,
  withData: boolean,
  consumed: readonly string[],
): { parameters: Record<string, unknown>; remaining: Record<string, unknown> } {
  // A scan of a short list beats building a Set; hostile templates with many names get the Set,
  // which keeps them linear.
  // Stryker disable next-line ConditionalExpression,EqualityOperator: a Set and a scan find the same names
  const names = consumed.length > 16 ? new Set(consumed) : undefined;
  const parameters: Record<string, unknown> = {};
  const remaining: Record<string, unknown> = {};
  // for…in with the own-key test: Object.keys' keys in its order, without the array.
  for (const key in merged) {
    if (!hasOwn(merged, key) || (isReservedKey(key) && !(withData && key === "data"))) continue;
    const value = merged[key];
    if (value === undefined || key === "__proto__") continue;
    parameters[key] = value;
    if (!(names ? names.has(key) : consumed.includes(key))) remaining[key] = value;
  }
  const url = merged[URL_PARAMETER];
  if (url !== undefined) {
    parameters.url = url;
    if (!(names ? names.has("url") : consumed.includes("url"))) remaining.url = url;
  }
  return { parameters, remaining };
}
