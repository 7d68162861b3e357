import { InvalidRouteError, InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { lowercaseMethod } from "../route/http-method";
import { mergeCheckedMediaType, type MediaTypeRules, type MergedMediaType } from "./merge-media-type";
import { normalizeHeaders } from "./normalize-headers";
import { requireBaseUrl } from "./base-url";
import type { HeaderValue } from "./types";
import type { CallLayout } from "../request/call-layout";
import { copyOwn } from "../util/copy-own";
import { entriesContainer } from "../util/entries-container";
import { URL_PARAMETER } from "./url-parameter";
import { isOptionsObject } from "../util/is-plain-object";
import { hasOwn } from "../util/has-own";

/** The shape merging writes to: a plain working copy, on each call and in `with()`. */
export interface MergeTarget {
  [DESCRIBED]?: DescribedCall;
  method: string;
  baseUrl: string;
  url?: string;
  headers: Record<string, HeaderValue>;
  mediaType: MergedMediaType;
  request?: Record<string, unknown>;
  /** A `url` parameter of a route-string call (see URL_PARAMETER). */
  [URL_PARAMETER]?: unknown;
  [key: string]: unknown;
}

/** What merging asks of the vendor: how `request`, `mediaType` and a parameter merge (`Vendor`). */
/**
 * Where a merged call keeps the operation of a description its route named (see
 * `Vendor#describedOperation`): such a call is assembled by the operation, which knows where each
 * of its parameters goes.
 */
export const DESCRIBED: unique symbol = Symbol.for("@restkit/endpoint.described");

/** An operation of a description, as a vendor finds it by its route (see `Vendor#describedOperation`). */
export interface DescribedOperation {
  /** Merges a call's options over `target`, the defaults, and marks it as a call of this operation. */
  merge(target: MergeTarget, options: unknown, rules: MergeRules): void;
}

/**
 * One call of a described operation, merged: it lays its values out where its description says,
 * for the one assembly that joins, checks and places every call's (`assembleRequest`).
 */
export interface DescribedCall {
  // The context is the pipeline's (lib/request/assemble-request.ts), which this module cannot name.
  layOut(merged: MergeTarget, context: object): CallLayout;
}

export interface MergeRules extends MediaTypeRules {
  mergeRequest(current: Record<string, unknown> | undefined, next: Record<string, unknown>): Record<string, unknown>;
  mergeParameter(current: unknown, next: unknown): unknown;
}

/** A route string's method and URL as the route parser read them (`RouteParser#parse`). */
export interface RouteStep {
  readonly method: unknown;
  readonly url: unknown;
}

/**
 * The merge rule of every key, in one place: `headers` merge (names lowercased), `mediaType`
 * merges (previews append), `request` merges one level deep, everything else replaces.
 * `undefined` means "not given", so it never removes an earlier value. How `request` and a
 * parameter merge over an earlier value is the vendor's rule (replace, for parameters, unless it
 * says otherwise). Nested containers are replaced, never changed in place, so `target` may share
 * them with frozen defaults. A `route` (a route-string call) sets the method and the URL first;
 * `url` among its options is then a parameter. `keep` turns each value stored as it is (a
 * parameter, `data`, `request`) into the one stored: defaults keep frozen copies.
 */
export function mergeOptions(
  target: MergeTarget,
  options: unknown,
  rules: MergeRules,
  route?: RouteStep,
  keep?: (value: unknown) => unknown,
): void {
  if (options !== undefined && options !== null && !isOptionsObject(options)) {
    throw new InvalidOptionsError(
      `Invalid options ${describeInput(options)}: expected an object of options and parameters`,
    );
  }
  if (route !== undefined) {
    target.method = requireMethod(route.method);
    target.url = requireUrl(route.url);
  }
  // A Map or a URLSearchParams of parameters would send none of them.
  const container = options === undefined || options === null ? undefined : entriesContainer(options);
  if (container !== undefined) {
    throw new InvalidOptionsError(`Invalid options, ${container}: expected an object of options and parameters`);
  }
  const source = options ?? NO_OPTIONS;
  // The URL this step gives, which a vendor's mediaType rule may read (octokit's reads "/graphql").
  const stepUrl = route === undefined ? source.url : target.url;
  let mediaType: unknown;
  for (const key in source) {
    if (!hasOwn(source, key)) continue;
    const value = source[key];
    if (value === undefined || key === "__proto__") continue;
    switch (key) {
      case "method":
        target.method = requireMethod(value);
        break;
      case "url":
        if (route !== undefined) target[URL_PARAMETER] = value;
        else target.url = requireUrl(value);
        break;
      case "baseUrl":
        target.baseUrl = requireBaseUrl(value);
        break;
      case "headers":
        target.headers = normalizeHeaders(value, copyOwn(target.headers));
        break;
      case "mediaType":
        mediaType = value; // merged below, once the step's URL is known
        break;
      case "request": {
        const request = mergeCheckedRequest(target.request, value, rules);
        target.request = keep === undefined ? request : (keep(request) as Record<string, unknown>);
        break;
      }
      default: {
        // `data` is no parameter, but it merges as one.
        const merged = hasOwn(target, key) ? rules.mergeParameter(target[key], value) : value;
        target[key] = keep === undefined ? merged : keep(merged);
      }
    }
  }
  target.mediaType = mergeCheckedMediaType(target.mediaType, mediaType, rules, stepUrl);
  // Merged options passed on (to parse(), or to merge() again by a request hook) keep their `url`
  // parameter, which Object.keys does not list.
  if (hasOwn(source, URL_PARAMETER)) target[URL_PARAMETER] = (source as MergeTarget)[URL_PARAMETER];
  if (hasOwn(source, DESCRIBED)) target[DESCRIBED] = (source as MergeTarget)[DESCRIBED];
}

const NO_OPTIONS: Readonly<Record<string, unknown>> = Object.freeze({});

// for…in with this own-key test: Object.keys' keys in its order, without the array and with each
// value read by its field.

/** The `method` option checked (an HTTP token) and kept as written: merge() does not lowercase it. */
export function requireMethod(value: unknown): string {
  lowercaseMethod(value);
  return value as string;
}

/** The `url` option checked: a string (a template), or an `InvalidRouteError`. */
function requireUrl(value: unknown): string {
  if (typeof value === "string") return value;
  throw new InvalidRouteError(`Invalid url ${describeInput(value)}: expected a string`);
}

/** The `request` option checked, then merged over the earlier one by the vendor's rule. */
function mergeCheckedRequest(
  current: Record<string, unknown> | undefined,
  next: unknown,
  rules: MergeRules,
): Record<string, unknown> {
  if (!isOptionsObject(next)) {
    throw new InvalidOptionsError(
      `Invalid request ${describeInput(next)}: expected an object of request meta information`,
    );
  }
  return rules.mergeRequest(current, next);
}
