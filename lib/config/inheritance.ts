import type { VendorMediaType } from "../vendors/accept-header";
import type { CascadedDefaults } from "./cascaded-defaults";
import type { ResolvedSettings } from "./resolve-settings";

/** The vendor's getters as a config read and checked them: the same for every `with()` of it. */
export interface VendorValues extends VendorMediaType {
  readonly defaultBaseUrl: string;
  /** GitHub's base URL when a vendor of its own named none: no request may go there. */
  readonly unnamedBaseUrl: string | undefined;
}

// The one key of what with() hands a constructor: a symbol, so a spread of it keeps it.
const INHERITANCE = Symbol("inheritance");

/**
 * What `with()` hands the constructor of the next config: the settings, the defaults and the
 * vendor's values it inherits. Its one enumerable key is a symbol that refers to itself, so a
 * subclass constructor may hand on a spread of it (`super({ expander, ...settings })`).
 *
 * @example
 * new Subclass(new Inheritance(settings, defaults, vendor) as EndpointConfigSettings);
 */
export class Inheritance {
  declare readonly [INHERITANCE]: Inheritance;
  readonly #settings: ResolvedSettings;
  readonly #defaults: CascadedDefaults;
  readonly #vendor: VendorValues;

  constructor(settings: ResolvedSettings, defaults: CascadedDefaults, vendor: VendorValues) {
    this.#settings = settings;
    this.#defaults = defaults;
    this.#vendor = vendor;
    this[INHERITANCE] = this;
  }

  get vendor(): VendorValues {
    return this.#vendor;
  }

  get settings(): ResolvedSettings {
    return this.#settings;
  }

  get defaults(): CascadedDefaults {
    return this.#defaults;
  }
}

/**
 * The inheritance that constructor settings carry, or `undefined` for settings of a first
 * config. Settings that carry one and also name a setting of their own (a subclass constructor
 * that spreads what it is handed over defaults of its own) keep it only when each such setting
 * is the inherited one already; any other value makes them settings of a new config, which
 * `with()` then refuses, naming the constructor rule.
 *
 * @example
 * inheritanceIn(new Inheritance(settings, defaults, vendor)); // that inheritance
 * inheritanceIn({ strict: true }); // undefined
 */
export function inheritanceIn(settings: unknown): Inheritance | undefined {
  if (typeof settings !== "object" || settings === null) return undefined;
  const inheritance = (settings as Partial<Inheritance>)[INHERITANCE];
  if (!(inheritance instanceof Inheritance)) return undefined;
  const inherited = inheritance.settings as unknown as Record<string, unknown>;
  for (const key of Object.keys(settings)) {
    if ((settings as Record<string, unknown>)[key] !== inherited[key]) return undefined;
  }
  return inheritance;
}
