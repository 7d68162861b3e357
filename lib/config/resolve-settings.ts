import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { isReservedKey } from "../options/reserved-keys";
import { RouteParser } from "../route/route-parser";
import { UriExpander } from "../template/uri-expander";
import { isOptionsObject } from "../util/is-plain-object";
import { isOrigin } from "../util/origin";
import { Vendor } from "../vendors/vendor";

/** Strategies and safety switches an `EndpointConfig` is built with; kept by every `with()`. */
// `any` by default: a subclass constructor typed `(settings: EndpointConfigSettings)` hands them to
// super() of whichever catalog its class has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export interface EndpointConfigSettings<Catalog = any> {
  /**
   * The API the config serves (see {@link Vendor}): GitHub's ({@link githubVendor}) unless given.
   * A config subclass may describe its vendor by overriding the getters instead, not both.
   */
  readonly vendor?: Vendor<Catalog>;
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
 * The settings as a config keeps them, checked: every `with()` of it hands them on. `vendor` and
 * `expander` are `undefined` when not given: the config then serves GitHub, with its vendor's
 * expander.
 */
export type ResolvedSettings = Readonly<Required<Omit<EndpointConfigSettings, "vendor" | "expander">>> & {
  readonly vendor: Vendor | undefined;
  readonly expander: UriExpander | undefined;
};

// Shared so that every config, and every `with()` of it, reuses one set of caches.
const sharedRouteParser = new RouteParser();

const SETTING_NAMES: readonly string[] = [
  "vendor",
  "expander",
  "routeParser",
  "strict",
  "allowAbsoluteUrls",
  "trustedOrigins",
];

/**
 * Checks the settings and fills in the defaults of all but the vendor and the expander. A key that is not a setting is refused rather than ignored (in
 * JavaScript, `new EndpointConfig({ baseUrl })` would otherwise send every request to the default
 * host): options and parameters belong in `with()`.
 *
 * @example
 * resolveSettings({ strict: true }).strict; // true
 * resolveSettings({ baseUrl: "https://ghe.example" }); // throws ERR_INVALID_OPTIONS: baseUrl belongs in with()
 */
export function resolveSettings(settings: unknown): ResolvedSettings {
  if (!isOptionsObject(settings)) {
    throw new InvalidOptionsError(`Invalid EndpointConfig settings ${describeInput(settings)}: expected an object`);
  }
  for (const key of Object.keys(settings)) {
    if (!SETTING_NAMES.includes(key)) throw unknownSetting(key);
  }
  const { vendor, expander, routeParser, strict, allowAbsoluteUrls, trustedOrigins } =
    settings as EndpointConfigSettings;
  if (vendor !== undefined && !(vendor instanceof Vendor)) {
    throw new InvalidOptionsError(`Invalid vendor setting ${describeInput(vendor)}: expected a Vendor`);
  }
  if (routeParser !== undefined && !(routeParser instanceof RouteParser)) {
    throw new InvalidOptionsError(`Invalid routeParser ${describeInput(routeParser)}: expected a RouteParser`);
  }
  const trusted = origins(trustedOrigins);
  if (expander !== undefined && !(expander instanceof UriExpander)) {
    throw new InvalidOptionsError(`Invalid expander ${describeInput(expander)}: expected a UriExpander`);
  }
  return Object.freeze({
    vendor,
    expander,
    routeParser: routeParser ?? sharedRouteParser,
    strict: optionalBoolean("strict", strict, false),
    allowAbsoluteUrls: optionalBoolean("allowAbsoluteUrls", allowAbsoluteUrls, true),
    trustedOrigins: trusted,
  });
}

const NO_ORIGINS: readonly string[] = Object.freeze([]);

function origins(value: unknown): readonly string[] {
  if (value === undefined) return NO_ORIGINS;
  if (!Array.isArray(value)) {
    throw new InvalidOptionsError(
      `Invalid trustedOrigins setting ${describeInput(value)}: expected an array of origins`,
    );
  }
  const wrong = value.findIndex((origin) => !isOrigin(origin));
  if (wrong !== -1) {
    throw new InvalidOptionsError(
      `Invalid trustedOrigins entry ${describeInput(value[wrong])} at index ${wrong}: expected an origin such as "https://files.example"`,
    );
  }
  // One that with() hands on, frozen already, is kept as it is.
  return Object.isFrozen(value) ? (value as readonly string[]) : Object.freeze([...(value as string[])]);
}

function optionalBoolean(name: string, value: unknown, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value === "boolean") return value;
  throw new InvalidOptionsError(`Invalid ${name} setting ${describeInput(value)}: expected true or false`);
}

function unknownSetting(key: string): InvalidOptionsError {
  const where = isReservedKey(key)
    ? `it is an option: pass it to with(), as in new EndpointConfig().with({ ${key}: … })`
    : "options and parameters belong in with()";
  return new InvalidOptionsError(
    `Unknown EndpointConfig setting ${describeInput(key)}: the settings are ${SETTING_NAMES.join(", ")}; ${where}`,
  );
}
