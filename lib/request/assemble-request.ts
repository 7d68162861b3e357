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
import { normalizeHeaders } from "../options/normalize-headers";
import type { CallLayout } from "./call-layout";

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
 * Turns merged options into request options (spec 4.2), the one assembly of every way in. The
 * route lays the call's values out ({@link CallLayout}): a plain route's URL template, which the
 * expander fills with the parameters it names, or a described operation's description. Then, for
 * both alike, the vendor joins the path to the base URL, the URL is judged once (what parsing
 * drops, dot segments, the unnamed base, `allowAbsoluteUrls`), the headers the route wrote are
 * checked, the credentials are kept home, and the rest goes to the query (GET, HEAD and other
 * bodiless verbs) or the body. The call's own header values were checked where they entered.
 * Without a `url`, the request goes to the base URL itself (`/`), as octokit's does.
 * Returns a fresh object every time; nothing in it is shared with the defaults.
 *
 * @example
 * assembleRequest(config.merge("GET /orgs/{org}/repos", { org: "octokit" }), context).url;
 * // "https://api.github.com/orgs/octokit/repos"
 */
export function assembleRequest(merged: MergeTarget, context: AssemblyContext): RequestOptionsInit {
  const { rules } = context;
  const method = lowercaseMethod(merged.method);
  const layout = merged[DESCRIBED]?.layOut(merged, context) ?? layOutTemplate(merged, method, context);
  const url = rules.joinUrl(layout.baseUrl, layout.path);
  refuseWhatParsingDrops(url, layout.template);
  refuseDotSegments(url, layout.template);
  if (layout.baseUrl === context.unnamedBaseUrl) refuseUnnamedBaseUrl(url, layout.baseUrl, context.vendor);
  if (!context.allowAbsoluteUrls) requireUnderBaseUrl(url, layout.confinedTo);
  let headers = withMediaType(merged.headers, merged.mediaType, context, rules, url);
  // Headers a description's parameters wrote are checked as the call's own were where they entered.
  if (layout.headers !== undefined) headers = normalizeHeaders(layout.headers, { ...headers });
  const { remaining, sendsBody } = layout;
  // The parameters a bodiless request sends in its query may carry a credential too
  // (Vendor#credentialQueryParameters), as the URL's own query may.
  context.credentials?.check(url, merged.baseUrl, context.baseUrl, headers, sendsBody ? undefined : remaining);
  return placeParameters({
    method: layout.method ?? method,
    url,
    headers,
    remaining,
    sendsBody,
    data: layout.data,
    request: merged.request,
    rules,
  });
}

// A plain route's layout: the route parser makes its URL a template, and the expander fills it
// with the parameters it names; the rest remain. Where credentials may go is the vendor's credentialHome.
function layOutTemplate(merged: MergeTarget, method: string, context: AssemblyContext): CallLayout {
  const { rules, expander } = context;
  // mergeOptions has refused a url that is not a string.
  const template = context.routeParser.toTemplate(merged.url ?? "/");
  // A vendor may send `data` of a bodiless request as a query parameter, in its merge order.
  const sendsBody = rules.sendsBody(method);
  const dataInQuery = rules.sendsDataInQuery && !sendsBody;
  const consumed = expander.variableNames(template);
  const { parameters, remaining } = sortParameters(merged, dataInQuery, consumed);
  if (context.strict) requireValues(expander.requiredVariableNames(template), parameters, template);
  return {
    template,
    path: expander.expand(template, parameters, rules),
    baseUrl: merged.baseUrl,
    confinedTo: context.baseUrl,
    headers: undefined,
    remaining,
    data: dataInQuery ? undefined : merged.data,
    sendsBody,
  };
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
