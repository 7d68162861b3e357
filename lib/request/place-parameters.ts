import type { HeaderValue, RequestOptionsInit } from "../options/types";
import { appendQuery } from "./query-string";
import { bodyContentType, JSON_CONTENT_TYPE } from "./body-kind";
import { copyOwn } from "../util/copy-own";

export { JSON_CONTENT_TYPE } from "./body-kind";

const METHODS_WITH_BODY = new Set(["post", "put", "patch", "delete"]);

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
 * remaining parameters become the query (GET, HEAD and other bodiless verbs) or the JSON body.
 * A `data` body is kept as given; {@link bodyContentType} says which content-type it gets.
 */
export function placeParameters(placement: Placement): RequestOptionsInit {
  const { method, remaining, data, request } = placement;
  let { url, headers } = placement;
  let body: unknown;
  if (!METHODS_WITH_BODY.has(method)) {
    url = appendQuery(url, remaining, placement.bareUrl);
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
    // Clients send "content-length: 0" for an empty string but nothing for an absent body,
    // and GitHub rejects a PUT or PATCH without it.
    if (body === undefined && (method === "put" || method === "patch")) body = "";
  }

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
  const contentType = bodyContentType(data);
  if (contentType === undefined || headers["content-type"] !== undefined) return headers;
  return (
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
