import { AbsoluteUrlError, InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import type { HeaderValue } from "../options/types";
import { originOf } from "../util/origin";
import { requireVendorAnswer } from "../vendors/vendor-answer";
import { hasScheme, isProtocolRelative } from "../vendors/join-url";
import { hasOwn } from "../util/has-own";

/** What the policy asks of the vendor: its two rules of where credentials may go. */
interface CredentialRules {
  readonly credentialAdvice: string;
  trustsOrigin(origin: string, baseOrigin: string): boolean;
  credentialHome(baseUrl: string, configBaseUrl: string): string | undefined;
  credentialsFollowUrl(defaultUrl: string | undefined): boolean;
}

/**
 * Where a request's credentials may go: a request that carries one of the vendor's
 * credential headers goes only to its base URL's origin, or to an origin the vendor or the config
 * trusts (a vendor's `trustedOrigins`, its `trustsOrigin` rule such as GitHub's upload host, the
 * `trustedOrigins` setting). Built once per settings; {@link CredentialPolicy#forConfig} says,
 * once per config, whether its vendor lets credentials follow the config's URLs instead. A check
 * costs a few header lookups, and a prefix test for a URL on the base's origin.
 *
 * @example
 * const policy = new CredentialPolicy(["authorization"], ["https://files.example"], new VendorRules());
 * policy.check("https://evil.example/x", "https://api.acme.test", { authorization: "token t" }); // throws ERR_ABSOLUTE_URL
 */
export class CredentialPolicy {
  readonly #headers: readonly string[];
  readonly #queryParameters: readonly string[];
  readonly #trusted: readonly string[];
  readonly #rules: CredentialRules;
  // What the refusal advises: a config of this vendor without a URL of its own sends credentials
  // wherever the caller's URL points, so a refused URL is one that replaced its defaults' URL.
  readonly #advice: string;

  constructor(
    credentialHeaders: readonly string[],
    credentialQueryParameters: readonly string[],
    trustedOrigins: readonly string[],
    rules: CredentialRules,
  ) {
    // Request headers are lowercased where they enter; a vendor may name its own in any case.
    this.#headers = credentialHeaders.map((name) => name.toLowerCase());
    this.#queryParameters = credentialQueryParameters;
    this.#trusted = trustedOrigins;
    this.#rules = rules;
    this.#advice = rules.credentialAdvice;
  }

  /**
   * The policy of a config whose defaults name the URL template `defaultUrl` (`undefined`: none):
   * this one, or `undefined` when the vendor lets that config's credentials go wherever a call's
   * URL points (`VendorRules#credentialsFollowUrl`). Asked once a config, when it is made.
   *
   * @example
   * new CredentialPolicy(["authorization"], [], new VendorRules()).forConfig(undefined); // the policy itself
   */
  forConfig(defaultUrl: string | undefined): CredentialPolicy | undefined {
    return followsUrl(this.#rules, defaultUrl) ? undefined : this;
  }

  /**
   * Throws `ERR_ABSOLUTE_URL` when `headers` (or the query) carry a credential and `url` leaves
   * home: a trusted origin, or the origin of the base URL the vendor's `credentialHome` answers
   * for the request's `baseUrl` and its config's `configBaseUrl`.
   */
  check(
    url: string,
    baseUrl: string,
    configBaseUrl: string,
    headers: Readonly<Record<string, HeaderValue>>,
    queryParameters?: Readonly<Record<string, unknown>>,
  ): void {
    const carried = this.#carried(headers) ?? this.#carriedInQuery(url, queryParameters);
    if (carried === undefined) return;
    // A path (a same-origin base in a browser) stays on the page's origin; "//host" does not, nor
    // does a scheme without its slashes, which the client reads as absolute ("https:evil.example").
    if (!hasScheme(url) && !isProtocolRelative(url)) return;
    const answer = this.#rules.credentialHome(baseUrl, configBaseUrl);
    const homeUrl =
      answer === baseUrl ? answer : requireVendorAnswer("VendorRules#credentialHome answer", answer, requireUrlOrNone);
    const home = homeUrl === undefined ? undefined : originOf(homeUrl);
    // Stryker disable next-line ConditionalExpression: a shortcut; a URL that starts at an origin has that origin when parsed, and the comparison below finds it
    if (home !== undefined && startsAtOrigin(url, home)) return;
    // Stryker disable next-line ConditionalExpression,ArrowFunction: the same shortcut for the trusted origins, serialized origins as the base's is
    if (this.#trusted.some((origin) => startsAtOrigin(url, origin))) return;
    // Not a prefix of the URL as written (upper case, a default port): compare the parsed origins.
    const origin = originOf(url);
    if (origin !== undefined && (origin === home || this.#trusted.includes(origin))) return;
    if (origin !== undefined && home !== undefined && this.#trustsOrigin(origin, home)) return;
    throw new AbsoluteUrlError(
      // The URL without its query, which cannot change where the request goes.
      `Request to ${describeInput(url.split(QUERY_OR_FRAGMENT, 1)[0])} carries ${carried} but is not on ` +
        (homeUrl === undefined
          ? "a trusted origin: its base URL is no home for credentials"
          : `the origin of its base URL ${describeInput(homeUrl)} nor a trusted one`) +
        this.#advice,
    );
  }

  #trustsOrigin(origin: string, home: string): boolean {
    const answer = this.#rules.trustsOrigin(origin, home);
    return requireVendorAnswer("VendorRules#trustsOrigin answer", answer, requireBoolean);
  }

  // A loop rather than find(): every call asks, and a callback is a closure a call.
  // Own headers only, as a client sends them; and an own-key test of a name the headers lack
  // costs a fraction of a read, which would look through the prototype chain as well.
  #carried(headers: Readonly<Record<string, HeaderValue>>): string | undefined {
    for (const name of this.#headers) {
      // Merged headers hold no undefined value: merging drops them where they enter.
      if (hasOwn(headers, name)) return name;
    }
    return undefined;
  }

  // Asked only of a vendor that names credential query parameters: the URL's own query, and the
  // parameters that go to the query.
  #carriedInQuery(url: string, parameters: Readonly<Record<string, unknown>> | undefined): string | undefined {
    if (this.#queryParameters.length === 0) return undefined;
    const start = url.indexOf("?");
    const query = new URLSearchParams(start === -1 ? "" : url.slice(start + 1).split("#", 1)[0]);
    const name = this.#queryParameters.find(
      (parameter) => query.has(parameter) || (parameters !== undefined && hasOwn(parameters, parameter)),
    );
    return name === undefined ? undefined : `the query parameter ${describeInput(name)}`;
  }
}

const QUERY_OR_FRAGMENT = /[?#]/;
function followsUrl(rules: CredentialRules, defaultUrl: string | undefined): boolean {
  return requireVendorAnswer(
    "VendorRules#credentialsFollowUrl answer",
    rules.credentialsFollowUrl(defaultUrl),
    requireBoolean,
  );
}

function requireUrlOrNone(value: unknown): string | undefined {
  if (value === undefined || typeof value === "string") return value;
  throw new InvalidOptionsError("expected a base URL or undefined");
}

function requireBoolean(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  throw new InvalidOptionsError("expected true or false");
}
// The URL starts with the origin and then its path, query or fragment: same scheme, host and port.
// Only ever a shortcut: a "false" it gives wrongly is found again by the parsed comparison after it.
function startsAtOrigin(url: string, origin: string): boolean {
  // Stryker disable next-line ConditionalExpression: a shortcut, see above; answering "false" for every URL sends each to the parsed comparison, which gives the same answer
  if (!url.startsWith(origin)) return false;
  const next = url.charCodeAt(origin.length);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a shortcut, see above; each mutant answers "false" more often, and the parsed origins are compared then
  return Number.isNaN(next) || next === 47 /* / */ || next === 63 /* ? */ || next === 35; /* # */
}
