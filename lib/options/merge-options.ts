import { InvalidRouteError } from "../errors/invalid-route-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { describeInput } from "../errors/describe-input";
import { lowercaseMethod } from "../route/http-method";
import { mergeMediaType, type MergedMediaType } from "./merge-media-type";
import { normalizeHeaders } from "./normalize-headers";
import { requireBaseUrl } from "./base-url";
import type { HeaderValue } from "./types";
import { copyOwn } from "../util/copy-own";
import { URL_PARAMETER } from "./url-parameter";

/** The shape merging writes to: a plain working copy, on each call and in `with()`. */
export interface MergeTarget {
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

/**
 * The merge rule of every key, in one place: `headers` merge (names lowercased), `mediaType`
 * merges (previews append), `request` merges one level deep, everything else replaces.
 * `undefined` means "not given", so it never removes an earlier value.
 * Nested containers are replaced, never changed in place, so `target` may share them with frozen
 * defaults. With `routeOwnsUrl` (the options of a route-string call), `url` is a parameter.
 */
export function mergeOptions(target: MergeTarget, options: unknown, routeOwnsUrl = false): void {
  if (options === undefined || options === null) return;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new InvalidOptionsError(
      `Invalid options ${describeInput(options)}: expected an object of options and parameters`,
    );
  }
  const source = options as Record<string, unknown>;
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value === undefined || key === "__proto__") continue;
    switch (key) {
      case "method":
        lowercaseMethod(value); // validates early; merge() keeps the method as written
        target.method = value as string;
        break;
      case "url":
        if (routeOwnsUrl) target[URL_PARAMETER] = value;
        else target.url = requireString(key, value);
        break;
      case "baseUrl":
        target.baseUrl = requireBaseUrl(value);
        break;
      case "headers":
        target.headers = normalizeHeaders(value, copyOwn(target.headers));
        break;
      case "mediaType":
        target.mediaType = mergeMediaType(target.mediaType, value);
        break;
      case "request":
        target.request = mergeRequest(target.request, value);
        break;
      default:
        target[key] = value;
    }
  }
}

function requireString(key: string, value: unknown): string {
  if (typeof value === "string") return value;
  const message = `Invalid ${key} ${describeInput(value)}: expected a string`;
  throw key === "url" ? new InvalidRouteError(message) : new InvalidOptionsError(message);
}

/**
 * The `request` rule: merged one level deep over the earlier one; the caller's own object is
 * handed back untouched when there is nothing to merge it with.
 */
export function mergeRequest(current: Record<string, unknown> | undefined, next: unknown): Record<string, unknown> {
  if (typeof next !== "object" || next === null || Array.isArray(next)) {
    throw new InvalidOptionsError(
      `Invalid request ${describeInput(next)}: expected an object of request meta information`,
    );
  }
  // The caller's own object is handed back untouched when there is nothing to merge it with.
  return current === undefined ? (next as Record<string, unknown>) : copyOwn(current, next);
}
