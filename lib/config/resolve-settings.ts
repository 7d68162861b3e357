import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { isReservedKey } from "../options/reserved-keys";
import { RouteParser } from "../route/route-parser";
import { UriExpander } from "../template/uri-expander";
import type { VendorRules } from "../vendors/vendor-rules";
import { CredentialPolicy, isOrigin } from "../request/credential-policy";
import { isHttpToken } from "../util/is-http-token";
import { requireVendorAnswer } from "../vendors/vendor-answer";

/** Strategies and safety switches an `EndpointConfig` is built with; kept by every `with()`. */
export interface EndpointConfigSettings {
  /**
   * Expands URL templates; defaults to the vendor's (`VendorRules#defaultExpander`): for GitHub,
   * RFC 6570 plus the `{enterprise-team}` names of its routes; for any other vendor, RFC 6570.
   */
  readonly expander?: UriExpander;
  /** Reads route strings; defaults to a shared {@link RouteParser}. */
  readonly routeParser?: RouteParser;
  /** Throw `ERR_MISSING_PARAMETER` when a `{name}` placeholder has no value. Default `false`. */
  readonly strict?: boolean;
  /**
   * When `false`, a URL that is not under the configured `baseUrl` throws `ERR_ABSOLUTE_URL`, so
   * credentials in the headers cannot be sent to another host. Default `true` (compatible).
   */
  readonly allowAbsoluteUrls?: boolean;
  /**
   * Origins besides the base URL's (and the vendor's, such as GitHub's upload host) that a
   * request carrying credentials (`authorization`, `cookie`, `proxy-authorization`) may go to,
   * as `https://host[:port]`. Default none.
   */
  readonly trustedOrigins?: readonly string[];
}

/**
 * The settings with their defaults, the rules the config's class chose (see
 * `EndpointConfig#rules`), and where the rules and settings let credentials go. Every `with()`
 * of a config shares them.
 */
export type ResolvedSettings = Readonly<Required<EndpointConfigSettings>> & {
  readonly rules: VendorRules;
  readonly credentials: CredentialPolicy;
};

// Shared so that every config, and every `with()` of it, reuses one set of caches.
const sharedRouteParser = new RouteParser();

const SETTING_NAMES: readonly string[] = ["expander", "routeParser", "strict", "allowAbsoluteUrls", "trustedOrigins"];

/**
 * Checks the settings and fills in the defaults. A key that is not a setting is refused rather
 * than ignored (in JavaScript, `new EndpointConfig({ baseUrl })` would otherwise send every
 * request to the default host): options and parameters belong in `with()`. `checkKeys: false`
 * is for settings an earlier config resolved, which `with()` hands to the next one.
 *
 * @example
 * resolveSettings({ strict: true }, GITHUB_RULES).strict; // true
 * resolveSettings({ baseUrl: "https://ghe.example" }, GITHUB_RULES); // throws ERR_INVALID_OPTIONS: baseUrl belongs in with()
 */
export function resolveSettings(settings: unknown, rules: VendorRules, checkKeys = true): ResolvedSettings {
  if (typeof settings !== "object" || settings === null || Array.isArray(settings)) {
    throw invalid(`Invalid EndpointConfig settings ${describeInput(settings)}: expected an object`);
  }
  if (checkKeys) {
    for (const key of Object.keys(settings)) {
      if (!SETTING_NAMES.includes(key)) throw unknownSetting(key);
    }
  }
  const {
    expander: given,
    routeParser,
    strict,
    allowAbsoluteUrls,
    trustedOrigins,
  } = settings as EndpointConfigSettings;
  // The setting, or the vendor's, checked alike: a subclass's getter may return anything.
  const expander = given === undefined ? rules.defaultExpander : given;
  if (!(expander instanceof UriExpander)) {
    const name = given === undefined ? "defaultExpander" : "expander";
    throw invalid(`Invalid ${name} ${describeInput(expander)}: expected a UriExpander`);
  }
  if (routeParser !== undefined && !(routeParser instanceof RouteParser)) {
    throw invalid(`Invalid routeParser ${describeInput(routeParser)}: expected a RouteParser`);
  }
  const trusted = origins(trustedOrigins);
  return Object.freeze({
    expander,
    routeParser: routeParser ?? sharedRouteParser,
    strict: optionalBoolean("strict", strict, false),
    allowAbsoluteUrls: optionalBoolean("allowAbsoluteUrls", allowAbsoluteUrls, true),
    trustedOrigins: trusted,
    rules,
    credentials: credentialPolicy(rules, trusted),
  });
}

// The vendor's credential rules, checked as the setting is: an entry that is no origin ("https:"
// begins every https URL) or a header name no request carries would let a credential out. "null",
// an opaque origin's serialization, is taken and never trusted (no URL parses to that origin).
function credentialPolicy(rules: VendorRules, trusted: readonly string[]): CredentialPolicy {
  const headers = requireVendorAnswer("VendorRules#credentialHeaders answer", rules.credentialHeaders, (value) =>
    requireEach(value, (name) => typeof name === "string" && isHttpToken(name), "a header name"),
  );
  const origins = requireVendorAnswer("VendorRules#trustedOrigins answer", rules.trustedOrigins, (value) =>
    requireEach(value, (origin) => origin === "null" || isOrigin(origin), 'an origin such as "https://files.example"'),
  );
  return new CredentialPolicy(headers, [...origins, ...trusted], rules);
}

function requireEach(value: unknown, isValid: (item: unknown) => boolean, what: string): readonly string[] {
  if (!Array.isArray(value)) throw invalid(`expected an array, each entry ${what}`);
  const wrong = value.findIndex((item) => !isValid(item));
  if (wrong !== -1) throw invalid(`its entry ${describeInput(value[wrong])} at index ${wrong} is not ${what}`);
  return value as readonly string[];
}

const NO_ORIGINS: readonly string[] = Object.freeze([]);

function origins(value: unknown): readonly string[] {
  if (value === undefined) return NO_ORIGINS;
  if (!Array.isArray(value)) {
    throw invalid(`Invalid trustedOrigins setting ${describeInput(value)}: expected an array of origins`);
  }
  const wrong = value.findIndex((origin) => !isOrigin(origin));
  if (wrong !== -1) {
    throw invalid(
      `Invalid trustedOrigins entry ${describeInput(value[wrong])} at index ${wrong}: expected an origin such as "https://files.example"`,
    );
  }
  // One that with() hands on, frozen already, is kept as it is.
  return Object.isFrozen(value) ? (value as readonly string[]) : Object.freeze([...(value as string[])]);
}

function optionalBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value === "boolean") return value;
  throw invalid(`Invalid ${name} setting ${describeInput(value)}: expected true or false`);
}

function unknownSetting(key: string): InvalidOptionsError {
  const where = isReservedKey(key)
    ? `it is an option: pass it to with(), as in new EndpointConfig().with({ ${key}: … })`
    : "options and parameters belong in with()";
  return invalid(
    `Unknown EndpointConfig setting ${describeInput(key)}: the settings are ${SETTING_NAMES.join(", ")}; ${where}`,
  );
}

function invalid(message: string): InvalidOptionsError {
  return new InvalidOptionsError(message);
}
