import type { VendorDefaults } from "./initial-defaults";
import { initialDefaults } from "./initial-defaults";
import { appendMediaType, type GivenMediaType, type MergedMediaType } from "../options/merge-media-type";
import type { DefaultOptions } from "../options/types";
import type { DescribedOperation } from "../options/merge-options";
import { amendVendorAccept, type VendorMediaType } from "./accept-header";
import { bodyContentType } from "./body-kind";
import { encodeBodyAs, encodeForm, type EncodedBody } from "./encode-body";
import type { FormNesting } from "./form-fields";
import { joinToBaseUrl } from "./join-url";
import { encodeQuery } from "./query-string";
import { checkValues, DEFAULT_VALUES, VALUE_KEYS, type VendorValues } from "./vendor-values";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { Rfc6570Expander } from "../template/rfc6570-expander";
import { dateToString } from "../template/date-to-string";
import type { UriExpander } from "../template/uri-expander";
import { copyOwn } from "../util/copy-own";
import { isOptionsObject } from "../util/is-plain-object";

const METHODS_WITH_BODY = new Set(["post", "put", "patch", "delete"]);
// RFC 6570 as written; shared, as its template cache is.
const RFC_6570_EXPANDER = new Rfc6570Expander();

/** What a {@link Vendor} is made of; every member may be left out (see each for its default). */
export interface VendorInit {
  /**
   * The API's name in its media types, `application/vnd.<name>.<apiVersion>+json`: a media-type
   * token. A config's vendor must have one; a `Vendor` without one serves as the rules of a
   * config subclass whose getters name it (`EndpointConfig#rules`).
   */
  readonly name?: string;
  /** The API version in its media types (`v3`); `""`, the default, leaves it out. */
  readonly apiVersion?: string;
  /**
   * Where the API is (`https://api.acme.test/v1`), or a path on the page's origin (`/api`). None
   * by default: a config of the vendor then builds URLs on the page's origin (a relative URL,
   * which a server-side client refuses) until a `baseUrl` option names one.
   */
  readonly baseUrl?: string;
  /** The default `user-agent` header: `restkit-endpoint.js/<version>` unless given. */
  readonly userAgent?: string;
  /**
   * The headers that carry credentials: a request with one goes only to its base URL's origin or
   * a trusted one. By default HTTP's own and the API keys in common use: `authorization`,
   * `cookie`, `proxy-authorization`, `x-api-key`, `api-key`, GitLab's `private-token` and
   * `job-token`, `x-goog-api-key`, `ocp-apim-subscription-key`, `x-auth-token`.
   */
  readonly credentialHeaders?: readonly string[];
  /** Query parameters that carry credentials (`api_key`), kept home as the headers are. None by default. */
  readonly credentialQueryParameters?: readonly string[];
  /**
   * Origins besides the base URL's that a request with credentials may go to, such as the API's
   * other servers (`https://uploads.acme.test`): serialized origins. None by default.
   */
  readonly trustedOrigins?: readonly string[];
  /** How a form body writes nested names (see {@link FormNesting}); `brackets` by default. */
  readonly formNesting?: FormNesting;
  /**
   * How the query writes nested names, when the API reads its query as a form (Stripe's
   * `expand[]=a`). By default a list is written as `name=a,b`.
   */
  readonly queryNesting?: FormNesting;
}

// The route catalog rides on a compile-time-only method, whose parameter compares both ways: a
// subclass written without a catalog is still a Vendor of any, and an EndpointConfig made with
// the vendor infers it. No such member exists at run time.
export interface Vendor<Catalog = unknown> {
  /** @internal */
  routeCatalog?(catalog: Catalog): void;
}

/**
 * An API, as one immutable value: its name and version (the media types), base URL, user-agent,
 * credential names, trusted origins and how names nest (values, read once and checked when it is
 * made), and the rules of its requests (methods, asked by the pipeline on each request, the way
 * luxon's `DateTime` asks its `Zone`): how URL templates expand, the result's method, which
 * verbs carry a body, how the query and the body are written, how a URL joins the base URL, how
 * `mediaType` amends `accept`, and how options merge. These rules are the specification's, which
 * fit any REST API; a subclass keeps or replaces each. {@link githubVendor} is GitHub's.
 *
 * `Catalog`, an OpenAPI `paths` type (openapi-typescript's), types the routes of the configs
 * made with the vendor; `unknown`, the default, takes any route.
 *
 * @example
 * ```ts
 * const acme = new Vendor({ name: "acme", apiVersion: "v2", baseUrl: "https://api.acme.test" });
 * const config = new EndpointConfig({ vendor: acme });
 * config.build("GET /widgets").headers.accept; // "application/vnd.acme.v2+json"
 *
 * class UppercaseVendor extends Vendor {
 *   override resultMethod(method: string) { return method.toUpperCase(); }
 * }
 * new EndpointConfig({ vendor: new UppercaseVendor({ name: "acme", baseUrl: "https://api.acme.test" }) })
 *   .build("GET /widgets").method; // "GET"
 * ```
 *
 * @group Vendors
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging, @typescript-eslint/no-unused-vars -- the compile-time catalog above
export class Vendor<Catalog = unknown> {
  readonly #values: VendorValues;

  /**
   * Checks each value, so that a vendor made from data (a settings file, an OpenAPI description)
   * is refused where it is made, naming the value (`ERR_INVALID_OPTIONS`). A `Vendor` is frozen;
   * a subclass's own instance is left to its constructor, and {@link Vendor#with} freezes the
   * ones it makes.
   *
   * @example
   * ```ts
   * new Vendor({ name: "stripe", baseUrl: "https://api.stripe.com", formNesting: "brackets", queryNesting: "brackets" });
   * new Vendor({ name: "ac me" }); // throws ERR_INVALID_OPTIONS: Invalid Vendor name "ac me": …
   * ```
   */
  constructor(init: VendorInit = {}) {
    this.#values = endpointErrorsOnly("new Vendor()", undefined, checkedValues, init);
    // A subclass's constructor may still set its fields after super(): its own instances are
    // frozen by with(), as a config subclass's are.
    if (new.target === Vendor) Object.freeze(this);
  }

  /**
   * The API's name in its media types (`""`: none, as a `Vendor` made without one).
   *
   * @example
   * ```ts
   * githubVendor.name; // "github"
   * ```
   */
  get name(): string {
    return this.#values.name;
  }

  /**
   * The API version in its media types, `""` for none.
   *
   * @example
   * ```ts
   * githubVendor.apiVersion; // "v3"
   * ```
   */
  get apiVersion(): string {
    return this.#values.apiVersion;
  }

  /**
   * The API's base URL, `undefined` when the vendor names none.
   *
   * @example
   * ```ts
   * githubVendor.baseUrl; // "https://api.github.com"
   * ```
   */
  get baseUrl(): string | undefined {
    return this.#values.baseUrl;
  }

  /**
   * The default `user-agent` header.
   *
   * @example
   * ```ts
   * new Vendor({ name: "acme" }).userAgent; // "restkit-endpoint.js/0.1.0"
   * ```
   */
  get userAgent(): string {
    return this.#values.userAgent;
  }

  /**
   * The headers that carry credentials (see {@link VendorInit.credentialHeaders}): read when a
   * config is made, which refuses an answer that is not an array of header names.
   *
   * @example
   * ```ts
   * new Vendor().credentialHeaders; // ["authorization", "cookie", "proxy-authorization", "x-api-key", …]
   * ```
   */
  get credentialHeaders(): readonly string[] {
    return this.#values.credentialHeaders;
  }

  /**
   * The query parameters that carry credentials: a request whose URL has one goes only to its
   * base URL's origin or a trusted one.
   *
   * @example
   * ```ts
   * new Vendor({ credentialQueryParameters: ["api_key"] }).credentialQueryParameters; // ["api_key"]
   * ```
   */
  get credentialQueryParameters(): readonly string[] {
    return this.#values.credentialQueryParameters;
  }

  /**
   * Origins besides the base URL's that a request with credentials may go to; the
   * `trustedOrigins` setting of a config adds more. Read when a config is made, which refuses an
   * answer that is not an array of origins: `"https:"` would trust every https URL.
   *
   * @example
   * ```ts
   * new Vendor().trustedOrigins; // []
   * ```
   */
  get trustedOrigins(): readonly string[] {
    return this.#values.trustedOrigins;
  }

  /**
   * How forms write the names of nested values (see `FormNesting`): forms, multipart bodies and
   * {@link Vendor#formText} follow it.
   *
   * @example
   * ```ts
   * new Vendor({ formNesting: "repeat" }).formNesting; // "repeat": MediaUrl=a&MediaUrl=b, as Twilio reads lists
   * ```
   */
  get formNesting(): FormNesting {
    return this.#values.formNesting;
  }

  /**
   * How the query writes nested names when the API reads its query as a form; `undefined`: lists
   * as `name=a,b` (see {@link Vendor#query}).
   *
   * @example
   * ```ts
   * new Vendor({ queryNesting: "brackets" }).query({ expand: ["customer"] }); // "expand%5B%5D=customer"
   * ```
   */
  get queryNesting(): FormNesting | undefined {
    return this.#values.queryNesting;
  }

  /**
   * A vendor of the same class with some values replaced, frozen once its class's constructor
   * has run: GitHub's rules for GitHub Enterprise Server's base URL, or another API version.
   *
   * @example
   * ```ts
   * const ghes = githubVendor.with({ baseUrl: "https://ghe.example/api/v3" });
   * new EndpointConfig({ vendor: ghes }).build("GET /user").url; // "https://ghe.example/api/v3/user"
   * ```
   */
  with(init: VendorInit): this {
    const Class = this.constructor as new (init: VendorInit) => this;
    return Object.freeze(new Class({ ...this.#values, ...init }));
  }

  /**
   * The defaults a config of this vendor starts from: GET, the base URL, the vendor's JSON media
   * type in `accept`, the user-agent, no format and no previews. Their headers are taken as a
   * call's are: checked, names lowercased, `undefined` values dropped.
   *
   * @example
   * ```ts
   * new Vendor().initialDefaults({ vendor: "acme", apiVersion: "v1", defaultBaseUrl: "https://api.acme.test", userAgent: "acme.js" }).headers.accept;
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
   * new Vendor().defaultExpander.variableNames("/widgets/{id}{?page}"); // ["id", "page"]
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
   * new Vendor().mergesOptionsAfterRouteObject; // true
   * ```
   */
  get mergesOptionsAfterRouteObject(): boolean {
    return true;
  }

  /**
   * Whether a call's `method` option replaces the method its route string names
   * (`endpoint("GET /x", { method: "POST" })`): no, it is refused, since a parameter called
   * `method` would change the verb silently. Octokit's companion says yes, as octokit does.
   * Read on each call that gives both.
   *
   * @example
   * ```ts
   * new Vendor().methodOptionReplacesRoute; // false
   * ```
   */
  get methodOptionReplacesRoute(): boolean {
    return false;
  }

  /**
   * Whether a request with credentials whose base URL is on `baseOrigin` may go to `origin`, an
   * origin other than the base's and not among {@link Vendor#trustedOrigins} (both
   * serialized WHATWG origins, `https://host[:port]`): no, by the specification. A vendor whose
   * hosts stand beside its API host by a fixed layout says yes to them (GitHub's upload host).
   * Asked only for such a request; an answer other than `true` or `false` is refused
   * (`ERR_INVALID_OPTIONS`).
   *
   * @example
   * ```ts
   * new Vendor().trustsOrigin("https://uploads.acme.test", "https://api.acme.test"); // false
   * ```
   */
  /**
   * The operation of a description that `route` names, which then merges and assembles the call
   * itself; `undefined`, the default, builds it by the rules above. An OpenAPI description's
   * vendor (`@restkit/endpoint/openapi`) answers with its operations.
   *
   * @example
   * ```ts
   * new Vendor().describedOperation("GET /widgets"); // undefined
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read it
  describedOperation(route: string): DescribedOperation | undefined {
    return undefined;
  }

  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read them
  trustsOrigin(origin: string, baseOrigin: string): boolean {
    return false;
  }

  /**
   * The base URL whose origin a request's credentials may go to (beside the trusted origins),
   * given the request's base URL and its config's: the request's own, by default, so a per-call
   * `baseUrl` is home as the caller chose it; `undefined` for none, when only the trusted origins
   * are home. Asked only of a request that carries a credential; an answer other than a string or
   * `undefined` is refused (`ERR_INVALID_OPTIONS`). An OpenAPI description's vendor answers the
   * config's own base URL alone, and none for the description's servers, which are home only as
   * trusted origins (their `https` and loopback ones).
   *
   * @example
   * ```ts
   * new Vendor().credentialHome("https://staging.acme.test", "https://api.acme.test"); // "https://staging.acme.test"
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read it
  credentialHome(baseUrl: string, configBaseUrl: string): string | undefined {
    return baseUrl;
  }

  /**
   * Whether the credentials of a config whose defaults name the URL template `defaultUrl`
   * (`undefined`: they name none) go wherever a call's URL points: no, by the specification;
   * they go only to the base URL's origin and the trusted ones. Asked once a config, when it is
   * made; an answer other than `true` or `false` is refused (`ERR_INVALID_OPTIONS`).
   *
   * @example
   * ```ts
   * new Vendor().credentialsFollowUrl(undefined); // false
   * ```
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a vendor may read it
  credentialsFollowUrl(defaultUrl: string | undefined): boolean {
    return false;
  }

  /**
   * What the refusal of a request that would take credentials elsewhere advises, after it names
   * the URL, the credential and the base URL: to trust the origin. A vendor whose users reach
   * that refusal by a mistake of their own says how to avoid it (GitHub's: a webhook's `url`).
   *
   * @example
   * ```ts
   * new Vendor().credentialAdvice; // ". To send credentials to that origin, add it to trustedOrigins"
   * ```
   */
  get credentialAdvice(): string {
    return ". To send credentials to that origin, add it to trustedOrigins";
  }

  /**
   * The method a result carries, given the validated, lowercased one (the specification: lowercase).
   *
   * @example
   * ```ts
   * new Vendor().resultMethod("patch"); // "patch"
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
   * new Vendor().sendsBody("delete"); // true
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
   * new Vendor().sendsDataInQuery; // false
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
   * new Vendor().query({ labels: ["bug", "ui"], page: 2 }); // "labels=bug,ui&page=2"
   * ```
   */
  query(parameters: Readonly<Record<string, unknown>>): string {
    const formNesting = this.queryNesting;
    if (formNesting === undefined) return encodeQuery(parameters, undefined, this);
    return encodeForm(parameters, { formNesting, dateToString: (date) => this.dateToString(date) });
  }

  /**
   * The text of a valid `Date` given as a path or query value (an invalid one is refused before):
   * ISO 8601 in UTC, as `JSON.stringify` writes it in a body. The one place of this format, asked
   * by the query and by the expander; a vendor whose API reads dates otherwise overrides it.
   *
   * @example
   * ```ts
   * new Vendor().dateToString(new Date(Date.UTC(2020, 0, 1))); // "2020-01-01T00:00:00.000Z"
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
   * new Vendor().bodyContentType({ title: "Bug" }); // "application/json; charset=utf-8"
   * new Vendor().bodyContentType(new URLSearchParams("a=1")); // undefined
   * ```
   */
  bodyContentType(body: unknown): string | undefined {
    return bodyContentType(body);
  }

  /**
   * The body as it is sent, and the `content-type` it is sent with, for the request's
   * `content-type` (the caller's, or else {@link Vendor#bodyContentType}'s answer): plain
   * data stays JSON under a JSON type, becomes form text under
   * `application/x-www-form-urlencoded` and a `FormData` under `multipart/form-data` (with no
   * `content-type`: the client writes it with its boundary), and is refused under any other type;
   * text, bytes, blobs, forms and streams are sent as given.
   *
   * @example
   * ```ts
   * new Vendor().encodeBody({ code: "a b" }, "application/x-www-form-urlencoded");
   * // { body: "code=a+b", contentType: "application/x-www-form-urlencoded" }
   * ```
   */
  encodeBody(body: unknown, contentType: string | undefined): EncodedBody {
    return encodeBodyAs(body, contentType, this);
  }

  /**
   * Parameters as form text (`application/x-www-form-urlencoded`), names nested as
   * {@link Vendor#formNesting} says: the form body's encoder, for a vendor whose query is
   * written the same way.
   *
   * @example
   * ```ts
   * class Stripe extends Vendor {
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
   * new Vendor().joinUrl("https://api.acme.test/v1/", "/widgets"); // "https://api.acme.test/v1/widgets"
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
   * new Vendor().amendAccept("application/vnd.acme.v1+json", { format: "raw", previews: [] }, { vendor: "acme", apiVersion: "v1" }, "https://api.acme.test/x");
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
   * new Vendor().mergeRequest({ timeout: 5 }, { retries: 2 }); // { timeout: 5, retries: 2 }
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
   * new Vendor().mergeMediaType({ format: "", previews: ["mercy"] }, { previews: ["symmetra-preview"] }, undefined);
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
   * new Vendor().mergeParameter({ a: 1 }, { b: 2 }); // { b: 2 }
   * ```
   */
  mergeParameter(current: unknown, next: unknown): unknown {
    return next;
  }
}

/**
 * The earlier name of {@link Vendor}, for rules written as its subclass: `class AcmeRules extends
 * VendorRules` keeps working, and so does a config subclass whose `rules` getter returns one.
 *
 * @deprecated Extend {@link Vendor}, and give its values to its constructor.
 * @group Vendors
 */
export const VendorRules = Vendor;
/**
 * @deprecated See {@link Vendor}.
 * @group Vendors
 */
export type VendorRules = Vendor;

// Every value of `init` checked, the others at their defaults; an unknown key is refused, as a
// vendor made from data would otherwise lose a misspelt value silently.
function checkedValues(init: VendorInit): VendorValues {
  if (!isOptionsObject(init)) {
    throw new InvalidOptionsError(`Invalid Vendor values ${describeInput(init)}: expected an object`);
  }
  const unknown = Object.keys(init).find((key) => !VALUE_KEYS.includes(key as keyof VendorValues));
  if (unknown !== undefined) {
    throw new InvalidOptionsError(
      `Unknown Vendor value ${describeInput(unknown)}: the values are ${VALUE_KEYS.join(", ")}`,
    );
  }
  return checkValues(init as Record<keyof VendorValues, unknown>, (key) => `Vendor ${key}`, DEFAULT_VALUES);
}
