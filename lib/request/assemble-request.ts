import { InvalidRouteError } from "../errors/invalid-route-error";
import { describeInput } from "../errors/describe-input";
import type { MergeTarget } from "../options/merge-options";
import { RESERVED_KEYS } from "../options/reserved-keys";
import type { RequestOptionsInit } from "../options/types";
import { lowercaseMethod } from "../route/http-method";
import type { RouteParser } from "../route/route-parser";
import type { UriExpander } from "../template/uri-expander";
import { amendAccept, type VendorMediaType } from "./accept-header";
import { joinUrl } from "./join-url";
import { appendQuery } from "./query-string";
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

const METHODS_WITH_BODY = new Set(["post", "put", "patch", "delete"]);
const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Turns merged options into request options (spec 4.2): parameters named in the URL template
 * fill it, the rest become the query (GET, HEAD and other bodiless verbs) or the JSON body.
 * Returns a fresh object every time; nothing in it is shared with the defaults.
 */
export function assembleRequest(merged: MergeTarget, context: AssemblyContext): RequestOptionsInit {
  const method = lowercaseMethod(merged.method);
  if (typeof merged.url !== "string") {
    throw new InvalidRouteError(`Invalid url ${describeInput(merged.url)}: a route or an options object with a url string is required`,
    );
  }
  const template = context.routeParser.toTemplate(merged.url);
  const parameters = parametersOf(merged);
  const consumed = context.expander.variableNames(template);
  if (context.strict) requireValues(context.expander.requiredVariableNames(template), parameters, template);
  const expanded = context.expander.expand(template, parameters);
  const remaining = consumed.length === 0 ? parameters : without(parameters, consumed);

  const headers = { ...merged.headers };
  const { mediaType } = merged;
  if ((mediaType.format !== "" || mediaType.previews.length > 0) && typeof headers.accept === "string") {
    headers.accept = amendAccept(headers.accept, mediaType, context);
  }

  let url = joinUrl(merged.baseUrl, expanded);
  if (!context.allowAbsoluteUrls) requireUnderBaseUrl(url, context.baseUrl);
  let body: unknown;
  if (!METHODS_WITH_BODY.has(method)) {
    url = appendQuery(url, remaining);
  } else {
    if (merged.data !== undefined) body = merged.data;
    else if (hasKeys(remaining)) body = remaining;
    if (body !== undefined && headers["content-type"] === undefined) headers["content-type"] = JSON_CONTENT_TYPE;
    // Clients send "content-length: 0" for an empty string but nothing for an absent body,
    // and GitHub rejects a PUT or PATCH without it.
    if (body === undefined && (method === "put" || method === "patch")) body = "";
  }

  const result: RequestOptionsInit = { method, url, headers };
  if (body !== undefined) result.body = body;
  if (merged.request !== undefined) {
    // A request object from frozen defaults is copied so the caller may still change the result.
    result.request = Object.isFrozen(merged.request) ? { ...merged.request } : merged.request;
  }
  return result;
}

function parametersOf(merged: MergeTarget): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const key of Object.keys(merged)) {
    if (!RESERVED_KEYS.has(key) && merged[key] !== undefined) parameters[key] = merged[key];
  }
  return parameters;
}

function without(parameters: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  // A scan of a short list beats building a Set; hostile templates with many names get the Set.
  const consumed = names.length > 16 ? new Set(names) : undefined;
  const rest: Record<string, unknown> = {};
  for (const key of Object.keys(parameters)) {
    if (!(consumed ? consumed.has(key) : names.includes(key))) rest[key] = parameters[key];
  }
  return rest;
}

function hasKeys(object: object): boolean {
  for (const _ in object) return true;
  return false;
}
