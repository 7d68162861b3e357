import type { VendorDefaults } from "./initial-defaults";
import { initialDefaults } from "./initial-defaults";
import { appendMediaType, type GivenMediaType, type MergedMediaType } from "../options/merge-media-type";
import type { DefaultOptions } from "../options/types";
import { amendVendorAccept, type VendorMediaType } from "./accept-header";
import { bodyContentType } from "./body-kind";
import { encodeBodyAs, encodeForm, type EncodedBody } from "./encode-body";
import type { FormNesting } from "./form-fields";
import { joinToBaseUrl } from "./join-url";
import { encodeQuery } from "./query-string";
import { Rfc6570Expander } from "../template/rfc6570-expander";
import { dateToString } from "../template/date-to-string";
import type { UriExpander } from "../template/uri-expander";
import { copyOwn } from "../util/copy-own";

const METHODS_WITH_BODY = new Set(["post", "put", "patch", "delete"]);
// HTTP's own, then the API-key headers in common use (docs/security.md names an API for each).
const CREDENTIAL_HEADERS: readonly string[] = Object.freeze([
  "authorization",
  "cookie",
  "proxy-authorization",
  "x-api-key",
  "api-key",
  "private-token",
  "job-token",
  "x-goog-api-key",
  "ocp-apim-subscription-key",
  "x-auth-token",
]);
const NO_ORIGINS: readonly string[] = Object.freeze([]);
// RFC 6570 as written; shared, as its template cache is.
const RFC_6570_EXPANDER = new Rfc6570Expander();

/**
 * The rules of an API's requests that the generic pipeline asks its vendor about, the way luxon's
 * `DateTime` asks its `Zone`: how URL templates expand, the result's method, which verbs carry a
 * body, how the query is written, how a URL joins the base URL, how `mediaType` amends `accept`,
 * and how `request` merges.
 * This class states the specification's rules, which fit any REST API; a vendor's subclass keeps
 * or replaces each. {@link EndpointConfig#rules} says which rules a config follows: GitHub's
 * (`lib/vendors/github/`) for the `github` vendor, these for any other.
 *
 * @example
 * ```ts
 * class UppercaseRules extends VendorRules {
 *   override resultMethod(method: string) { return method.toUpperCase(); }
 * }
 * const ACME_RULES = new UppercaseRules(); // one instance: every with() then shares its settings
 * class Acme extends EndpointConfig {
 *   override get vendor() { return "acme"; }
 *   override get defaultBaseUrl() { return "https://api.acme.test"; }
 *   override get rules() { return ACME_RULES; }
 * }
 * new Acme().build("GET /widgets").method; // "GET"
 * ```
 */
export class VendorRules {
  /**
   * The defaults a config of this vendor starts from: GET, the base URL, the vendor's JSON media
   * type in `accept`, the user-agent, no format and no previews. Their headers are taken as a
   * call's are: checked, names lowercased, `undefined` values dropped.
   *
   * @example
   * ```ts
   * new VendorRules().initialDefaults({ vendor: "acme", apiVersion: "v1", defaultBaseUrl: "https://api.acme.test", userAgent: "acme.js" }).headers.accept;
   * // "application/vnd.acme.v1+json"
   * ```
   */
  initialDefaults(vendor: VendorDefaults): DefaultOptions {
    return initialDefaults(vendor);
  }

  /**
   * The URL template expander of a config whose `expander` setting names none: RFC 6570 as
   * written, which has no `-` in variable names. Read once, when a config is made.
   *
   * @example
   * ```ts
   * new VendorRules().defaultExpander.variableNames("/widgets/{id}{?page}"); // ["id", "page"]
   * ```
   */
  get defaultExpander(): UriExpander {
    return RFC_6570_EXPANDER;
  }

  /**
   * Whether a call's options merge over an options object given in place of a route string
   * (`endpoint({ method, url }, options)`): yes, by the specification.
   *
   * @example
   * ```ts
   * new VendorRules().mergesOptionsAfterRouteObject; // true
   * ```
   */
  get mergesOptionsAfterRouteObject(): boolean {
    return true;
  }

  /**
   * The headers that carry credentials, HTTP's own and the API keys in common use (`x-api-key`,
   * `api-key`, GitLab's `private-token` and `job-token`, `x-goog-api-key`,
   * `ocp-apim-subscription-key`, `x-auth-token`): a request with one goes only to its base URL's
   * origin or a trusted one (see {@link VendorRules#trustedOrigins}). Read when a config is made, which
   * refuses an answer that is not an array of header names (`ERR_INVALID_OPTIONS`).
   *
   * @example
   * ```ts
   * new VendorRules().credentialHeaders; // ["authorization", "cookie", "proxy-authorization", "x-api-key", …]
   * ```
   */
  get credentialHeaders(): readonly string[] {
    return CREDENTIAL_HEADERS;
  }

  /**
   * Origins besides the base URL's that a request with credentials may go to (serialized WHATWG
   * origins, `https://host`): none by the specification. The `trustedOrigins` setting adds more.
   * Read when a config is made, which refuses an answer that is not an array of such origins
   * (`ERR_INVALID_OPTIONS`): `"https:"` would trust every https URL.
   *
   * @example
   * ```ts
   * new VendorRules().trustedOrigins; // []
   * ```
   */
  get trustedOrigins(): readonly string[] {
    return NO_ORIGINS;
  }

  /**
   * Whether a request with credentials whose base URL is on `baseOrigin` may go to `origin`, an
   * origin other than the base's and not among {@link VendorRules#trustedOrigins} (both
   * serialized WHATWG origins, `https://host[:port]`): no, by the specification. A vendor whose
   * hosts stand beside its API host by a fixed layout says yes to them (GitHub's upload host).
   * Asked only for such a request; an answer other than `true` or `false` is refused
   * (`ERR_INVALID_OPTIONS`).
   *
   * @example
   * ```ts
   * new VendorRules().trustsOrigin("https://uploads.acme.test", "https://api.acme.test"); // false
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read them
  trustsOrigin(origin: string, baseOrigin: string): boolean {
    return false;
  }

  /**
   * Whether the credentials of a config whose defaults name the URL template `defaultUrl`
   * (`undefined`: they name none) go wherever a call's URL points: no, by the specification;
   * they go only to the base URL's origin and the trusted ones. Asked once a config, when it is
   * made; an answer other than `true` or `false` is refused (`ERR_INVALID_OPTIONS`).
   *
   * @example
   * ```ts
   * new VendorRules().credentialsFollowUrl(undefined); // false
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read it
  credentialsFollowUrl(defaultUrl: string | undefined): boolean {
    return false;
  }

  /**
   * The method a result carries, given the validated, lowercased one (the specification: lowercase).
   *
   * @example
   * ```ts
   * new VendorRules().resultMethod("patch"); // "patch"
   * ```
   */
  resultMethod(method: string): string {
    return method;
  }

  /**
   * Whether the parameters that the URL did not take go to a body for this lowercase method
   * (otherwise to the query). PATCH, POST, PUT and DELETE.
   *
   * @example
   * ```ts
   * new VendorRules().sendsBody("delete"); // true
   * ```
   */
  sendsBody(method: string): boolean {
    return METHODS_WITH_BODY.has(method);
  }

  /**
   * Whether the `data` option of a bodiless request (GET, HEAD) is sent as a query parameter
   * named `data`: no, a query has no place for a body here.
   *
   * @example
   * ```ts
   * new VendorRules().sendsDataInQuery; // false
   * ```
   */
  get sendsDataInQuery(): boolean {
    return false;
  }

  /**
   * The query text (no `?`) for the parameters of a bodiless request.
   *
   * @example
   * ```ts
   * new VendorRules().query({ labels: ["bug", "ui"], page: 2 }); // "labels=bug,ui&page=2"
   * ```
   */
  query(parameters: Readonly<Record<string, unknown>>): string {
    return encodeQuery(parameters, undefined, this);
  }

  /**
   * The text of a valid `Date` given as a path or query value (an invalid one is refused before):
   * ISO 8601 in UTC, as `JSON.stringify` writes it in a body. The one place of this format, asked
   * by the query and by the expander; a vendor whose API reads dates otherwise overrides it.
   *
   * @example
   * ```ts
   * new VendorRules().dateToString(new Date(Date.UTC(2020, 0, 1))); // "2020-01-01T00:00:00.000Z"
   * ```
   */
  dateToString(date: Date): string {
    return dateToString(date);
  }

  /**
   * The `content-type` a `data` body gets when the caller set none (`undefined`: none, the client
   * sets the right one), or an `EndpointError` for a body no client can send as it is: plain data
   * and strings are JSON; forms, blobs, bytes and streams get none (see `bodyKind`).
   *
   * @example
   * ```ts
   * new VendorRules().bodyContentType({ title: "Bug" }); // "application/json; charset=utf-8"
   * new VendorRules().bodyContentType(new URLSearchParams("a=1")); // undefined
   * ```
   */
  bodyContentType(body: unknown): string | undefined {
    return bodyContentType(body);
  }

  /**
   * The body as it is sent, and the `content-type` it is sent with, for the request's
   * `content-type` (the caller's, or else {@link VendorRules#bodyContentType}'s answer): plain
   * data stays JSON under a JSON type, becomes form text under
   * `application/x-www-form-urlencoded` and a `FormData` under `multipart/form-data` (with no
   * `content-type`: the client writes it with its boundary), and is refused under any other type;
   * text, bytes, blobs, forms and streams are sent as given.
   *
   * @example
   * ```ts
   * new VendorRules().encodeBody({ code: "a b" }, "application/x-www-form-urlencoded");
   * // { body: "code=a+b", contentType: "application/x-www-form-urlencoded" }
   * ```
   */
  encodeBody(body: unknown, contentType: string | undefined): EncodedBody {
    return encodeBodyAs(body, contentType, this);
  }

  /**
   * How a form writes the names of nested values (see `FormNesting`): `brackets`, which qs, Rails
   * and PHP read back (`meta[id]=1`, `tags[]=a`, `items[0][price]=p`). Forms, multipart bodies and
   * {@link VendorRules#formText} follow it.
   *
   * @example
   * ```ts
   * class Twilio extends VendorRules {
   *   override get formNesting() { return "repeat" as const; } // MediaUrl=a&MediaUrl=b
   * }
   * ```
   */
  get formNesting(): FormNesting {
    return "brackets";
  }

  /**
   * Parameters as form text (`application/x-www-form-urlencoded`), names nested as
   * {@link VendorRules#formNesting} says: the form body's encoder, for a vendor whose query is
   * written the same way.
   *
   * @example
   * ```ts
   * class Stripe extends VendorRules {
   *   override query(parameters: Readonly<Record<string, unknown>>) { return this.formText(parameters); }
   * }
   * new Stripe().query({ expand: ["customer"] }); // "expand%5B%5D=customer"
   * ```
   */
  formText(parameters: Readonly<Record<string, unknown>>): string {
    return encodeForm(parameters, this);
  }

  /**
   * The request's URL from the base URL and the expanded template: an absolute URL keeps its own
   * host, a relative one follows the base URL with exactly one `/` between them.
   *
   * @example
   * ```ts
   * new VendorRules().joinUrl("https://api.acme.test/v1/", "/widgets"); // "https://api.acme.test/v1/widgets"
   * ```
   */
  joinUrl(baseUrl: string, expanded: string): string {
    return joinToBaseUrl(baseUrl, expanded);
  }

  /**
   * `accept` amended for a format or previews (only asked when there are some): a format
   * rewrites each vendor entry, previews list the vendor's preview media types. `url` is the
   * request's URL, for vendors whose rule depends on it.
   *
   * @example
   * ```ts
   * new VendorRules().amendAccept("application/vnd.acme.v1+json", { format: "raw", previews: [] }, { vendor: "acme", apiVersion: "v1" }, "https://api.acme.test/x");
   * // "application/vnd.acme.v1.raw"
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read it
  amendAccept(accept: string, mediaType: MergedMediaType, vendorType: VendorMediaType, url: string): string {
    return amendVendorAccept(accept, mediaType, vendorType);
  }

  /**
   * The `request` option merged over the earlier one: one level deep, the caller's own object
   * handed back when there is nothing to merge it with. Both are known to be objects.
   *
   * @example
   * ```ts
   * new VendorRules().mergeRequest({ timeout: 5 }, { retries: 2 }); // { timeout: 5, retries: 2 }
   * ```
   */
  mergeRequest(current: Record<string, unknown> | undefined, next: Record<string, unknown>): Record<string, unknown> {
    return current === undefined ? next : copyOwn(current, next);
  }

  /**
   * `mediaType` after a merge step: `given` is what the step gave (checked), `undefined` when it
   * gave none; `url` is the URL the step gave. A given format replaces, previews append without
   * repeats and lose a `-preview` suffix.
   *
   * @example
   * ```ts
   * new VendorRules().mergeMediaType({ format: "", previews: ["mercy"] }, { previews: ["symmetra-preview"] }, undefined);
   * // { format: "", previews: ["mercy", "symmetra"] }
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read it
  mergeMediaType(current: MergedMediaType, given: GivenMediaType | undefined, url: unknown): MergedMediaType {
    return appendMediaType(current, given);
  }

  /**
   * A parameter's value merged over the earlier one: the later value replaces.
   *
   * @example
   * ```ts
   * new VendorRules().mergeParameter({ a: 1 }, { b: 2 }); // { b: 2 }
   * ```
   */
  mergeParameter(current: unknown, next: unknown): unknown {
    return next;
  }
}
