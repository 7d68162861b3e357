import type { VendorMediaType } from "../request/accept-header";
import { CredentialPolicy } from "../request/credential-policy";
import { plansApply } from "../request/route-plan";
import type { CascadedDefaults } from "./cascaded-defaults";
import { vendorBaseUrl, vendorMediaType, type VendorDefaults } from "./initial-defaults";
import type { ResolvedSettings } from "./resolve-settings";

/**
 * What a config made by its constructor shares with every config `with()` derives from it: the
 * resolved settings, and what is worked out from them and the vendor's getters alone. Each is
 * worked out once for the whole lineage, on first use, so a config made per event (one
 * `defaults()` per installation token) does not pay for them again on its first call.
 *
 * @example
 * const lineage = new ConfigLineage(resolveSettings({}, GITHUB_RULES));
 * lineage.vendorType(new EndpointConfig()); // { vendor: "github", apiVersion: "v3" }
 */
export class ConfigLineage {
  declare readonly settings: ResolvedSettings;
  #vendorType: VendorMediaType | undefined;
  #defaultBaseUrl: string | undefined;
  #plansCalls: boolean | undefined;
  #credentials: CredentialPolicy | undefined;

  constructor(settings: ResolvedSettings) {
    this.settings = settings;
  }

  /** The vendor's `vendor` and `apiVersion` getters, read and checked once (see vendorMediaType). */
  vendorType(vendor: Pick<VendorDefaults, "vendor" | "apiVersion">): VendorMediaType {
    this.#vendorType ??= vendorMediaType(vendor);
    return this.#vendorType;
  }

  /** The vendor's `defaultBaseUrl` getter, read and checked once (see vendorBaseUrl). */
  defaultBaseUrl(vendor: Pick<VendorDefaults, "defaultBaseUrl">): string {
    this.#defaultBaseUrl ??= vendorBaseUrl(vendor);
    return this.#defaultBaseUrl;
  }

  /**
   * Whether route strings take the per-call path: the stock strategies and rules (see
   * plansApply), and not strict mode, which checks every placeholder by name on the general path.
   */
  get plansCalls(): boolean {
    const { routeParser, expander, rules, strict } = this.settings;
    this.#plansCalls ??= plansApply(routeParser, expander, rules) && !strict;
    return this.#plansCalls;
  }

  /** Where credentials may go: the vendor's credential headers and trusted origins, and the setting's. */
  get credentials(): CredentialPolicy {
    const { rules, trustedOrigins } = this.settings;
    this.#credentials ??= new CredentialPolicy(rules.credentialHeaders, [...rules.trustedOrigins, ...trustedOrigins]);
    return this.#credentials;
  }
}

// The one key of what with() hands a constructor: a symbol, so a spread of it keeps it.
const INHERITANCE = Symbol("inheritance");

/**
 * What `with()` hands the constructor of the next config: the lineage it belongs to and its
 * defaults. A class of its own rather than a literal with a symbol key, which V8 built by a slow
 * path (issue 30's `defaults()` row). Its one enumerable key is a symbol that refers to itself,
 * so a subclass constructor may hand on a spread of it (`super({ expander, ...settings })`).
 */
export class Inheritance {
  declare readonly [INHERITANCE]: Inheritance;
  readonly #lineage: ConfigLineage;
  readonly #defaults: CascadedDefaults;

  constructor(lineage: ConfigLineage, defaults: CascadedDefaults) {
    this.#lineage = lineage;
    this.#defaults = defaults;
    this[INHERITANCE] = this;
  }

  get lineage(): ConfigLineage {
    return this.#lineage;
  }

  get defaults(): CascadedDefaults {
    return this.#defaults;
  }
}

/**
 * The inheritance that constructor settings carry, or `undefined` for settings of a first
 * config. Settings that carry one and also name a setting of their own (a subclass constructor
 * that spreads what it is handed over defaults of its own) keep it only when each such setting
 * is the lineage's already; any other value makes them settings of a new config, which `with()`
 * then refuses, naming the constructor rule.
 *
 * @example
 * inheritanceIn(new Inheritance(lineage, defaults)); // that inheritance
 * inheritanceIn({ strict: true }); // undefined
 */
export function inheritanceIn(settings: unknown): Inheritance | undefined {
  if (typeof settings !== "object" || settings === null) return undefined;
  const inheritance = (settings as Partial<Inheritance>)[INHERITANCE];
  if (!(inheritance instanceof Inheritance)) return undefined;
  const inherited = inheritance.lineage.settings as unknown as Record<string, unknown>;
  for (const key in settings) {
    if (hasOwnProperty.call(settings, key) && (settings as Record<string, unknown>)[key] !== inherited[key]) {
      return undefined;
    }
  }
  return inheritance;
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;
