// A compile-time-only key: it carries the type of a config's defaults through `with()` without
// being a property anyone can read (nothing of this name exists at run time).
declare const defaultsType: unique symbol;

/**
 * Marks a config (or anything else) as having defaults of type `Defaults`. `with()` intersects
 * its result with this, so a subclass keeps its own type while the defaults' type moves on;
 * the marks of a cascade stack up and {@link DefaultsOf} reads the newest.
 *
 * @example
 * ```ts
 * const acme = new AcmeConfig().with({ org: "acme" }); // AcmeConfig & WithDefaults<{ …; org: "acme" }>
 * ```
 */
export interface WithDefaults<Defaults> {
  /** @internal The compile-time carrier of the defaults' type; nothing reads it at run time. */
  readonly [defaultsType]: () => Defaults;
}

/**
 * The type of a config's defaults. The marks of a cascade intersect into an overloaded
 * function, and inference reads its last signature: the newest defaults.
 *
 * @example
 * ```ts
 * type D = DefaultsOf<EndpointConfig>; // InitialDefaults
 * ```
 */
export type DefaultsOf<Config> = Config extends WithDefaults<infer Defaults> ? Defaults : never;
