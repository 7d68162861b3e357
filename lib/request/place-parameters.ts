import type { HeaderValue, RequestOptionsInit } from "../options/types";
import { attachQuery } from "../vendors/query-string";
import type { Vendor } from "../vendors/vendor";
import { requireVendorAnswer } from "../vendors/vendor-answer";
import { requireMethod } from "../options/merge-options";
import { requireHeaderValue } from "../options/header-value";

/** What is left to place once the URL template has taken the parameters it names. */
export interface Placement {
  /** Validated method: lowercase, or as a description writes one of its own (`QUERY`, `COPY`). */
  readonly method: string;
  /** The expanded, absolute URL, before any query. */
  readonly url: string;
  /** The request's headers, copied into the result (never changed). */
  readonly headers: Readonly<Record<string, HeaderValue>>;
  /** Parameters the template did not name, in merge order. */
  readonly remaining: Record<string, unknown>;
  readonly data: unknown;
  /** Whether the request carries a body: the vendor's rule of its method, or a description's. */
  readonly sendsBody: boolean;
  readonly request: Record<string, unknown> | undefined;
  /** The vendor's rules: which verbs carry a body, how the query is written, the result's method. */
  readonly rules: Vendor;
}

/**
 * The last step of spec 4.2: remaining parameters become the query (GET, HEAD and other
 * bodiless verbs) or the body, by the vendor's rules: {@link Vendor#bodyContentType} says which
 * content-type a body gets when the caller set none, and {@link Vendor#encodeBody} what the
 * body becomes under it (JSON data, form text, a `FormData`).
 *
 * @example
 * placeParameters({ method: "get", url: "https://api.github.com/user/repos", headers, remaining: { page: 2 }, data: undefined, request: undefined, rules });
 * // { method: "get", url: "https://api.github.com/user/repos?page=2", headers: {…} }
 */
export function placeParameters(placement: Placement): RequestOptionsInit {
  const { remaining, data, request, rules } = placement;
  let { url, headers } = placement;
  let body: unknown;
  if (!placement.sendsBody) {
    url = attachQuery(url, rules.query(remaining));
  } else {
    if (data !== undefined) body = data;
    else if (hasKeys(remaining)) body = remaining;
    if (body !== undefined) ({ headers, body } = encoded(rules, headers, body));
    // An empty body, not none: clients then send "content-length: 0", which RFC 9110 (8.6) asks
    // of a method that defines content and which servers may require (GitHub does, for PUT and
    // PATCH; kept for every vendor since no server is harmed by it).
    else if (placement.method === "put" || placement.method === "patch") body = "";
  }
  // The method as the vendor writes it; an answer other than the checked method is checked too.
  const answered = rules.resultMethod(placement.method);
  const method =
    answered === placement.method ? answered : requireVendorAnswer("resultMethod answer", answered, requireMethod);
  const result: RequestOptionsInit = { method, url, headers: { ...headers } };
  if (body !== undefined) result.body = body;
  // A request object from frozen defaults is copied so the caller may still change the result.
  if (request !== undefined) result.request = Object.isFrozen(request) ? { ...request } : request;
  return result;
}

// The body as its content-type says (the caller's, else the vendor's answer for the body), and
// the headers it goes with: the content-type the encoding answers, or none for the client to write.
function encoded(
  rules: Vendor,
  headers: Readonly<Record<string, HeaderValue>>,
  body: unknown,
): { headers: Readonly<Record<string, HeaderValue>>; body: unknown } {
  // Asked even when the caller set a content-type: it also refuses a body that cannot be sent.
  const declared = requireVendorAnswer("bodyContentType answer", rules.bodyContentType(body), contentTypeValue);
  const given = headers["content-type"];
  const { body: sent, contentType: answered } = rules.encodeBody(body, given === undefined ? declared : String(given));
  // Only a content-type the encoding made up is checked again: the caller's and the vendor's were.
  const contentType =
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut; checking either again answers the same
    answered === given || answered === declared
      ? answered
      : requireVendorAnswer("encodeBody answer", answered, contentTypeValue);
  // Stryker disable next-line ConditionalExpression: a shortcut; the copy below would hold the same content-type
  if (contentType === given) return { headers, body: sent };
  const sentHeaders: Record<string, HeaderValue> = { ...headers };
  // None: the client writes it (a FormData's, with its boundary).
  if (contentType === undefined) delete sentHeaders["content-type"];
  else sentHeaders["content-type"] = contentType;
  return { headers: sentHeaders, body: sent };
}

function contentTypeValue(value: unknown): string | undefined {
  return value === undefined ? undefined : (requireHeaderValue("content-type", value) as string);
}

function hasKeys(object: object): boolean {
  for (const _ in object) return true;
  return false;
}
