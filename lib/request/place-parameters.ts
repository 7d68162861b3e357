import type { HeaderValue, RequestOptionsInit } from "../options/types";
import { attachQuery } from "./query-string";
import { JSON_CONTENT_TYPE } from "./body-kind";
import { copyOwn } from "../util/copy-own";
import type { VendorRules } from "../vendors/vendor-rules";
import { requireVendorAnswer } from "../vendors/vendor-answer";
import { requireMethod } from "../options/merge-options";
import { requireHeaderValue } from "../options/header-value";

/** What is left to place once the URL template has taken the parameters it names. */
export interface Placement {
  /** Lowercase, validated method. */
  readonly method: string;
  /** The expanded, absolute URL, before any query. */
  readonly url: string;
  /** The request's headers, copied into the result (never changed). */
  readonly headers: Readonly<Record<string, HeaderValue>>;
  /** `headers` plus the JSON `content-type`, when the caller has it ready (see CallDefaults). */
  readonly jsonHeaders?: Readonly<Record<string, HeaderValue>>;
  /** Parameters the template did not name, in merge order. */
  readonly remaining: Record<string, unknown>;
  readonly data: unknown;
  readonly request: Record<string, unknown> | undefined;
  /** The vendor's rules: which verbs carry a body, how the query is written, the result's method. */
  readonly rules: VendorRules;
  /** True when `url` is known to hold no `?` or `#`, so a query needs no scan of it. */
  readonly bareUrl?: boolean;
  /**
   * Frozen twins of `headers` and `jsonHeaders`, for build(): when one of them is the headers
   * chosen, the result shares the twin instead of a copy that RequestOptions would freeze again.
   */
  readonly frozen?: {
    readonly headers: Readonly<Record<string, HeaderValue>>;
    readonly jsonHeaders: Readonly<Record<string, HeaderValue>>;
  };
}

/**
 * The last step of spec 4.2, shared by the general pipeline and the tuned per-call path:
 * remaining parameters become the query (GET, HEAD and other bodiless verbs) or the JSON body,
 * by the vendor's rules. A `data` body is kept as given; the vendor's
 * {@link VendorRules#bodyContentType} says which content-type it gets.
 */
export function placeParameters(placement: Placement): RequestOptionsInit {
  const { remaining, data, request, rules } = placement;
  let { url, headers } = placement;
  let body: unknown;
  if (!rules.sendsBody(placement.method)) {
    url = attachQuery(url, rules.query(remaining), placement.bareUrl);
  } else {
    if (data !== undefined) {
      body = data;
      headers = dataHeaders(placement, headers, data);
    } else if (hasKeys(remaining)) {
      // A plain object built here, JSON by bodyContentType's rule: the per-call path skips asking it.
      body = remaining;
      if (headers["content-type"] === undefined) {
        headers = placement.jsonHeaders ?? copyOwn(headers, { "content-type": JSON_CONTENT_TYPE });
      }
    }
    // An empty body, not none: clients then send "content-length: 0", which RFC 9110 (8.6) asks
    // of a method that defines content and which servers may require (GitHub does, for PUT and
    // PATCH; octokit's rule, kept for every vendor since no server is harmed by it).
    if (body === undefined && (placement.method === "put" || placement.method === "patch")) body = "";
  }
  // The method as the vendor writes it; an answer other than the checked method is checked too.
  const answered = rules.resultMethod(placement.method);
  const method =
    // Stryker disable next-line ConditionalExpression: checking the already checked method again gives the same answer, only slower
    answered === placement.method ? answered : requireVendorAnswer("resultMethod answer", answered, requireMethod);

  // Copied from a ready-made object in one step: adding a key to a fresh copy instead costs V8
  // a slow map transition (measured at ~600 ns a call).
  const copied = frozenTwin(placement, headers) ?? { ...headers };
  // One literal per set of keys, never a key added later: V8 keeps a literal's shape as long as
  // its code, but a shape reached by adding a key dies with the last object that had it, and
  // takes the optimised code of every function that knew it along (issue 11, the slow state).
  if (request === undefined) {
    return body === undefined ? { method, url, headers: copied } : { method, url, headers: copied, body };
  }
  // A request object from frozen defaults is copied so the caller may still change the result.
  const own = Object.isFrozen(request) ? { ...request } : request;
  return body === undefined
    ? { method, url, headers: copied, request: own }
    : { method, url, headers: copied, body, request: own };
}

// Out of line, so that placeParameters, on every call's path, stays the size it was: a `data`
// body is the rare case (and never on the per-call path's options).
function dataHeaders(
  placement: Placement,
  headers: Readonly<Record<string, HeaderValue>>,
  data: unknown,
): Readonly<Record<string, HeaderValue>> {
  // Asked even when the caller set a content-type: it also refuses a body that cannot be sent.
  const contentType = requireVendorAnswer("bodyContentType answer", placement.rules.bodyContentType(data), (value) =>
    value === undefined ? undefined : requireHeaderValue("content-type", value),
  );
  if (contentType === undefined || headers["content-type"] !== undefined) return headers;
  return (
    // Stryker disable next-line ConditionalExpression: a fresh copy with the JSON content-type equals jsonHeaders, only slower
    (contentType === JSON_CONTENT_TYPE ? placement.jsonHeaders : undefined) ??
    copyOwn(headers, { "content-type": contentType })
  );
}

function hasKeys(object: object): boolean {
  for (const _ in object) return true;
  return false;
}

function frozenTwin(
  placement: Placement,
  chosen: Readonly<Record<string, HeaderValue>>,
): Record<string, HeaderValue> | undefined {
  const { frozen } = placement;
  if (frozen === undefined) return undefined;
  // The twins come only with jsonHeaders (see assemblePlanned), so the headers chosen are one of
  // the two: bodyContentType's only content-type is the JSON one, which takes jsonHeaders.
  return chosen === placement.headers ? frozen.headers : frozen.jsonHeaders;
}
