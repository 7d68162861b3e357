import type { MergeTarget } from "../options/merge-options";
import { isReservedKey } from "../options/reserved-keys";
import type { RequestOptionsInit } from "../options/types";
import { URL_PARAMETER } from "../options/url-parameter";
import { lowercaseMethod } from "../route/http-method";
import type { RouteParser } from "../route/route-parser";
import type { UriExpander } from "../template/uri-expander";
import { withMediaType, type VendorMediaType } from "./accept-header";
import { joinUrl } from "./join-url";
import { placeParameters } from "./place-parameters";
import { refuseDotSegments } from "./path-policy";
import { requireSendableHeaders } from "./header-policy";
import { requireUnderBaseUrl, requireValues } from "./url-policy";

/** What turning merged options into request options depends on: fixed per config. */
export interface AssemblyContext extends VendorMediaType {
  readonly expander: UriExpander;
  readonly routeParser: RouteParser;
  readonly strict: boolean;
  readonly allowAbsoluteUrls: boolean;
  /** The config's own base URL, which `allowAbsoluteUrls: false` keeps every request under. */
  readonly baseUrl: string;
}

/**
 * Turns merged options into request options (spec 4.2): parameters named in the URL template
 * fill it, the rest become the query (GET, HEAD and other bodiless verbs) or the JSON body.
 * Without a `url`, the request goes to the base URL itself (`/`), as octokit's does.
 * Returns a fresh object every time; nothing in it is shared with the defaults.
 */
export function assembleRequest(merged: MergeTarget, context: AssemblyContext): RequestOptionsInit {
  const method = lowercaseMethod(merged.method);
  // mergeOptions has refused a url that is not a string.
  const { url: written = "/" } = merged;
  const template = context.routeParser.toTemplate(written);
  const parameters = parametersOf(merged);
  const consumed = context.expander.variableNames(template);
  if (context.strict) requireValues(context.expander.requiredVariableNames(template), parameters, template);
  const expanded = context.expander.expand(template, parameters);
  // Stryker disable next-line ConditionalExpression: without() of no names returns an equal copy, only slower
  const remaining = consumed.length === 0 ? parameters : without(parameters, consumed);

  const url = joinUrl(merged.baseUrl, expanded);
  refuseDotSegments(url, template);
  if (!context.allowAbsoluteUrls) requireUnderBaseUrl(url, context.baseUrl);
  const headers = withMediaType(merged.headers, merged.mediaType, context);
  requireSendableHeaders(headers);
  return placeParameters({
    method,
    url,
    headers,
    remaining,
    data: merged.data,
    request: merged.request,
  });
}

function parametersOf(merged: MergeTarget): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(merged)) {
    // mergeOptions stores no undefined value, so every other key is a parameter.
    if (!isReservedKey(key)) parameters[key] = merged[key];
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
