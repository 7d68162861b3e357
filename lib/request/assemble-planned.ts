import { mergeRequest } from "../options/merge-options";
import { normalizeHeaders } from "../options/normalize-headers";
import { isReservedKey } from "../options/reserved-keys";
import type { EndpointOptions, RequestOptionsInit } from "../options/types";
import type { CallDefaults } from "./call-defaults";
import { withMediaType } from "./accept-header";
import { joinUrl } from "./join-url";
import { placeParameters } from "./place-parameters";
import { requireSendableHeaders } from "./header-policy";
import type { RoutePlan } from "./route-plan";
import { copyOwn } from "../util/copy-own";
// Loops over the caller's parameters are `for…in` with this own-key test rather than a loop over
// Object.keys: they visit the same keys in the same order, and V8's optimiser folds the test and
// reads each value by its field index, where `options[key]` after Object.keys is a megamorphic
// lookup (case 1 of the benchmark: 7,600 → 7,000 instructions a call). It must be a constant of
// this module: read off another module's exports, the optimiser no longer sees which function it is.
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

const NO_VALUES = Object.freeze([]) as unknown as unknown[];

/**
 * `assembleRequest(merge(defaults, route, options))` fused into one pass for the common call: a
 * route string and options made of parameters (a `url` among them), `headers` and `request`. Defaults and route arrive pre-digested
 * (per `with()` and per route string), so no merged working copy is built and each parameter is
 * sorted straight into the template's variables or the remaining ones, in merge order.
 * Returns `undefined`, having read nothing but the option names, when the options hold another
 * reserved key or are not an object: the general pipeline handles those.
 */
export function assemblePlanned(
  plan: RoutePlan,
  defaults: CallDefaults,
  options: EndpointOptions | undefined,
  forBuild: boolean,
): RequestOptionsInit | undefined {
  // Stryker disable next-line ConditionalExpression: a call sent to the general path gets the same answer, only slower
  if (options !== undefined && options !== null) {
    if (typeof options !== "object" || Array.isArray(options)) return undefined;
    // `url` is a parameter here: the route string owns the URL (see URL_PARAMETER).
    for (const key in options) {
      // Stryker disable next-line ConditionalExpression: an inherited reserved key would only send the call to the general path, same answer
      if (!hasOwnProperty.call(options, key)) continue;
      // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: a call sent to the general path gets the same answer, only slower
      if (isReservedKey(key) && key !== "headers" && key !== "request" && key !== "url") return undefined;
    }
  }
  const { names } = plan;
  // Template variables by position in `names`: no per-call object, no hashing of their names.
  // Stryker disable next-line ArrayDeclaration,ConditionalExpression: a pre-sized array only saves V8 growing it, the shared empty one an allocation
  const values: unknown[] = names.length === 0 ? NO_VALUES : new Array(names.length);
  const remaining: Record<string, unknown> = {};
  const { parameterNames, parameterValues } = defaults;
  for (let index = 0; index < parameterNames.length; index++) {
    const name = parameterNames[index] as string;
    const position = plan.positionOf(name);
    if (position !== -1) values[position] = parameterValues[index];
    else remaining[name] = parameterValues[index];
  }
  let headers = defaults.headers;
  let jsonHeaders: typeof headers | undefined = defaults.jsonHeaders;
  let request = defaults.request;
  let urlParameter: unknown;
  for (const key in options) {
    if (!hasOwnProperty.call(options, key)) continue;
    const value = options[key];
    if (value === undefined || key === "__proto__") continue;
    // Per-call headers and request meta are common enough (octokit's request() passes both) to
    // merge here, by the same rules as mergeOptions, instead of leaving the fast path.
    if (key === "headers") {
      const merged = normalizeHeaders(value, copyOwn(defaults.mergedHeaders));
      headers = withMediaType(merged, defaults.mediaType, defaults.vendorType, defaults.rules, "");
      jsonHeaders = undefined;
      continue;
    }
    if (key === "request") {
      request = mergeRequest(request, value, defaults.rules);
      continue;
    }
    // A `url` parameter comes after the others, where merge() puts it (see URL_PARAMETER).
    if (key === "url") {
      urlParameter = value;
      continue;
    }
    const position = plan.positionOf(key);
    if (position !== -1) values[position] = value;
    else remaining[key] = value;
  }
  if (urlParameter !== undefined) {
    const position = plan.positionOf("url");
    if (position !== -1) values[position] = urlParameter;
    else remaining.url = urlParameter;
  }

  // Default headers were checked once, when the config was made; rebuilt ones are checked here.
  if (headers !== defaults.headers) requireSendableHeaders(headers);
  const expanded = plan.expand(values, true, defaults.rules);
  // Stryker disable next-line ConditionalExpression: joinUrl gives every shape the same URL, only slower
  const relative = plan.shape === "relative";
  return placeParameters({
    method: plan.method ?? defaults.method,
    // Stryker disable next-line ConditionalExpression: joinUrl gives every shape the same URL, only slower
    url: relative
      ? defaults.base + expanded
      : // Stryker disable next-line ConditionalExpression: joinUrl gives every shape the same URL, only slower
        plan.shape === "absolute"
        ? expanded
        : joinUrl(defaults.baseUrl, expanded),
    headers,
    jsonHeaders,
    remaining,
    data: defaults.data,
    request,
    rules: defaults.rules,
    // Stryker disable next-line ConditionalExpression,LogicalOperator: without the promise attachQuery scans the URL, same answer
    bareUrl: plan.bare && (plan.shape === "absolute" || (relative && defaults.bareBase)),
    // build() freezes its headers; the config's own, already frozen, serve every call that
    // did not change them.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: without the twins RequestOptions freezes a copy, same answer
    frozen: forBuild && jsonHeaders !== undefined ? defaults.frozenForBuild() : undefined,
  });
}
