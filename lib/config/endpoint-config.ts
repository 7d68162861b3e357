import { InvalidOptionsError, InvalidRouteError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { toEndpoint, type Endpoint } from "../facade/to-endpoint";
import { mergeOptions, type MergeTarget, type RouteStep } from "../options/merge-options";
import { requireOneMethod } from "../options/require-one-method";
import type { EndpointOptions, MergedOptions, RequestOptionsInit } from "../options/types";
import type { DefaultsOf, WithDefaults } from "../types/defaults-type";
import type { InitialDefaults } from "../types/initial-defaults";
import type { MergeDefaults } from "../types/merge-defaults";
import type { FirstArgumentCheck, OptionsArguments, RouteCall, RouteCallShape } from "../types/call-signature";
import type { CallResult } from "../types/call-result";
import type { GitHubCatalog } from "../types/github-catalog";
import type { RouteInput } from "../types/route-catalog";
import type { MergedCall } from "../types/merged-route";
import type { LowercaseMethod } from "../types/result-method";
import { assembleRequest, type AssemblyContext } from "../request/assemble-request";
import { CredentialPolicy } from "../request/credential-policy";
import { RequestOptions } from "../request/request-options";
import { CascadedDefaults } from "./cascaded-defaults";
import { configVendor, type ConfigVendor } from "./config-vendor";
import { resolveSettings, type EndpointConfigSettings, type ResolvedSettings } from "./resolve-settings";
import { copyOwn } from "../util/copy-own";
import { isOptionsObject } from "../util/is-plain-object";
import { githubVendor } from "../vendors/github/github-rules";
import { Vendor } from "../vendors/vendor";
import { requireVendorAnswer } from "../vendors/vendor-answer";

export type { EndpointConfigSettings } from "./resolve-settings";

// The type of a config's defaults rides on a compile-time mark (see lib/types/defaults-type.ts)
// rather than a class type parameter, so that `with()` can move it on while keeping `this`,
// the subclass, as it is. The merge adds no member anyone can reach at run time.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars -- the compile-time mark above; Catalog types the methods
export interface EndpointConfig<Catalog = GitHubCatalog> extends WithDefaults<InitialDefaults> {}

/**
 * Immutable holder of cascaded defaults that builds request options.
 * `with()` returns a new instance (of the same subclass); nothing changes an existing one.
 * Subclasses customise the vendor media type by overriding the getters.
 *
 * @example
 * ```ts
 * const github = new EndpointConfig().with({ headers: { authorization: "token secret" } });
 * const options = github.build("GET /orgs/{org}/repos", { org: "octokit", per_page: 100 });
 * options.url; // "https://api.github.com/orgs/octokit/repos?per_page=100"
 * ```
 *
 * @group Start here
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the WithDefaults mark, see above
export class EndpointConfig<Catalog = GitHubCatalog> {
  // The vendor the getters below answer from: the `vendor` setting, or GitHub's.
  #vendor: Vendor = githubVendor;
  readonly #settings: ResolvedSettings;
  readonly #defaults: CascadedDefaults;
  readonly #context: ConfigContext;

  /**
   * @example
   * ```ts
   * const config = new EndpointConfig({ strict: true, allowAbsoluteUrls: false });
   * const acme = new EndpointConfig({ vendor: new Vendor({ name: "acme", baseUrl: "https://api.acme.test" }) });
   * ```
   */
  constructor(settings: EndpointConfigSettings<Catalog> = {}) {
    const state = endpointErrorsOnly("new EndpointConfig()", this, this.#state, settings);
    this.#settings = state.settings;
    this.#defaults = state.defaults;
    this.#context = state.context;
  }

  // The state with() hands on in the settings (see #with), when the settings carry it unchanged;
  // otherwise a config's own: everything read and checked, unknown setting keys included.
  #state(settings: EndpointConfigSettings<Catalog>): ConfigState {
    const handed = handedState(settings);
    if (handed !== undefined) {
      this.#vendor = handed.vendor;
      return handed;
    }
    const resolved = resolveSettings(settings);
    const held = (this.#vendor = resolved.vendor ?? githubVendor);
    const vendor = configVendor(this, resolved.vendor, held);
    const { rules, defaultBaseUrl } = vendor;
    const initial = rules.initialDefaults({
      vendor: vendor.vendor,
      apiVersion: vendor.apiVersion,
      defaultBaseUrl,
      userAgent: vendor.userAgent,
    });
    const defaults = CascadedDefaults.initial(initial, rules, defaultBaseUrl);
    const credentials = new CredentialPolicy(
      vendor.credentialHeaders,
      vendor.credentialQueryParameters,
      [...vendor.trustedOrigins, ...resolved.trustedOrigins],
      rules,
    );
    const filled = { ...resolved, expander: resolved.expander ?? vendor.defaultExpander };
    const context = contextOf(filled, defaults, vendor, credentials, vendor.unnamedBaseUrl);
    return { settings: filled, defaults, context, vendor: held };
  }

  /**
   * Vendor name in the media types, `application/vnd.<vendor>.v3+json`: the `vendor` setting's
   * name, GitHub's by default. A subclass may override it instead of giving the setting.
   *
   * @example
   * ```ts
   * new EndpointConfig().vendor; // "github"
   * ```
   */
  get vendor(): string {
    return this.#vendor.name;
  }

  /**
   * API version in the media types: the `vendor` setting's, GitHub's `v3` by default.
   *
   * @example
   * ```ts
   * new EndpointConfig().apiVersion; // "v3"
   * ```
   */
  get apiVersion(): string {
    return this.#vendor.apiVersion;
  }

  /**
   * Base URL used unless `baseUrl` is set: the `vendor` setting's (`""`, the page's origin, when
   * it names none), GitHub's by default.
   *
   * @example
   * ```ts
   * new EndpointConfig().defaultBaseUrl; // "https://api.github.com"
   * ```
   */
  get defaultBaseUrl(): string {
    return this.#vendor.baseUrl ?? "";
  }

  /**
   * Default `user-agent` header: the `vendor` setting's, this library's by default.
   *
   * @example
   * ```ts
   * new EndpointConfig().userAgent; // "restkit-endpoint.js/0.1.0"
   * ```
   */
  get userAgent(): string {
    return this.#vendor.userAgent;
  }

  /**
   * The vendor whose rules the config's requests follow (see {@link Vendor}): the `vendor`
   * setting, GitHub's ({@link githubVendor}) by default. A subclass whose `vendor` getter names
   * another API gets the specification's rules; override this getter to give it rules of its own.
   * Read once, when a config is made.
   *
   * @example
   * ```ts
   * new EndpointConfig().rules === githubVendor; // true
   * ```
   */
  get rules(): Vendor {
    return this.vendor === this.#vendor.name ? this.#vendor : PLAIN_VENDOR;
  }

  /**
   * The deeply frozen merged defaults; what the facade exposes as `DEFAULTS`.
   *
   * @example
   * ```ts
   * new EndpointConfig().with({ per_page: 100 }).defaults.per_page; // 100
   * ```
   */
  get defaults(): DefaultsOf<this> {
    return this.#defaults.frozen as DefaultsOf<this>;
  }

  /**
   * A new config of the same class whose defaults are these merged with `options`
   * (headers and mediaType merge, previews append, everything else replaces).
   *
   * @example
   * ```ts
   * const enterprise = new EndpointConfig().with({ baseUrl: "https://ghe.example.com/api/v3" });
   * const acme = enterprise.with({ org: "acme" }); // both defaults apply
   * ```
   */
  with<const Options extends EndpointOptions>(
    options: Options,
  ): this & WithDefaults<MergeDefaults<DefaultsOf<this>, Options>>;
  with(options: EndpointOptions): this {
    return endpointErrorsOnly("with()", this, this.#with, options);
  }

  // The next config is made by this config's own class, whose constructor a subclass may have
  // written: it receives the settings, and in them, under a key of this module's own, the state
  // they do not say (the defaults, the vendor as read once), which the constructor takes only
  // while the settings are the ones handed. Every config with() makes is frozen once the class's
  // own fields are set.
  #with(options: EndpointOptions): this {
    if (!isOptionsObject(options)) {
      throw new InvalidOptionsError(
        `Invalid defaults ${describeInput(options)}: expected an object of options and parameters`,
      );
    }
    const settings = this.#settings;
    const defaults = this.#defaults.with(options, this.#context.rules, invalidDefaults);
    const { vendorValues, policy, unnamedBaseUrl } = this.#context;
    // A base URL named here is the vendor's own from now on.
    const unnamed = options.baseUrl === undefined ? unnamedBaseUrl : undefined;
    const context = contextOf(settings, defaults, vendorValues, policy, unnamed);
    const Subclass = this.constructor as new (settings: EndpointConfigSettings<Catalog>) => this;
    const { vendor: given, expander, routeParser, strict, allowAbsoluteUrls, trustedOrigins } = settings;
    const handed = new HandedState({ settings, defaults, context, vendor: this.#vendor });
    const next = new Subclass({
      vendor: given,
      expander,
      routeParser,
      strict,
      allowAbsoluteUrls,
      trustedOrigins,
      [HANDED]: handed,
    } as EndpointConfigSettings<Catalog>);
    // A constructor that does not hand its settings to super() unchanged made a config of its
    // own: it would silently drop every default and setting.
    if (next.#defaults !== defaults) {
      throw new InvalidOptionsError(
        `${Subclass.name || "A subclass of EndpointConfig"} lost its defaults or settings in with(): ` +
          "its constructor must pass the settings it receives to super() unchanged",
      );
    }
    return Object.freeze(next);
  }

  /**
   * Defaults, route and options merged, with the URL still a template (spec 2.5).
   *
   * @typeParam Call - What the route asks of the options, worked out from `Route` and the
   *   defaults; leave it to its default.
   *
   * @example
   * ```ts
   * new EndpointConfig().merge("GET /orgs/:org/repos", { org: "octokit" });
   * // { method: "GET", baseUrl: "https://api.github.com", url: "/orgs/:org/repos", org: "octokit", headers: {…}, mediaType: {…} }
   * ```
   */
  merge<
    const Route extends RouteInput<Catalog>,
    Options extends EndpointOptions = never,
    Call extends RouteCallShape = RouteCall<Route, DefaultsOf<this>, Catalog>,
  >(
    route: Route & NoInfer<FirstArgumentCheck<Route, DefaultsOf<this>>>,
    ...options: OptionsArguments<Call, Route, DefaultsOf<this>, Options, Catalog>
  ): MergedCall<Route, Options, DefaultsOf<this>>;
  merge(): MergedOptions;
  merge(route?: string | EndpointOptions, options?: EndpointOptions): object {
    return endpointErrorsOnly("merge()", this, this.#mergeForCaller, route, options);
  }

  #mergeForCaller(route?: string | EndpointOptions, options?: EndpointOptions): MergeTarget {
    const merged = this.#merge(route, options);
    const { format, previews } = merged.mediaType;
    // Every container is the caller's to change (octokit's plugins write into `request`), and
    // none is shared with the defaults or with another call.
    merged.headers = { ...merged.headers };
    merged.mediaType = previews === undefined ? { format } : { format, previews: [...previews] };
    if (merged.request !== undefined) merged.request = { ...merged.request };
    return merged;
  }

  /**
   * Request options for merged options (the second half of `build()`); stateless.
   *
   * @example
   * ```ts
   * const config = new EndpointConfig();
   * config.parse(config.merge("GET /user")).url; // "https://api.github.com/user"
   * ```
   */
  parse<const Merged extends MergedOptions>(merged: Merged): RequestOptionsInit<LowercaseMethod<Merged["method"]>>;
  parse(merged: MergedOptions): RequestOptionsInit {
    return endpointErrorsOnly("parse()", this, this.#parse, merged);
  }

  #parse(merged: MergedOptions): RequestOptionsInit {
    if (!isOptionsObject(merged)) {
      throw new InvalidOptionsError(
        `Invalid merged options ${describeInput(merged)}: expected the object merge() returns`,
      );
    }
    // Stateless: `merged` merges, by the one merge every way in takes, over nothing but the
    // vendor's fixed base, never over this config's defaults (merging replaces its containers).
    const target: MergeTarget = {
      method: "GET",
      baseUrl: this.#context.defaultBaseUrl,
      headers: NO_HEADERS,
      mediaType: NO_MEDIA_TYPE,
    };
    mergeOptions(target, merged, this.#context.rules);
    return assembleRequest(target, this.#context);
  }

  /**
   * Request options as a fresh plain object: what the facade's `endpoint()` returns.
   *
   * @typeParam Call - What the route asks of the options, worked out from `Route` and the
   *   defaults; leave it to its default.
   *
   * @example
   * ```ts
   * const options = new EndpointConfig().resolve("GET /user");
   * options.headers.authorization = "token secret"; // it is the caller's to change
   * ```
   */
  resolve<
    const Route extends RouteInput<Catalog>,
    Options extends EndpointOptions = never,
    Call extends RouteCallShape = RouteCall<Route, DefaultsOf<this>, Catalog>,
  >(
    route: Route & NoInfer<FirstArgumentCheck<Route, DefaultsOf<this>>>,
    ...options: OptionsArguments<Call, Route, DefaultsOf<this>, Options, Catalog>
  ): CallResult<Route, Options, DefaultsOf<this>, Catalog>;
  resolve(): RequestOptionsInit;
  resolve(route?: string | EndpointOptions, options?: EndpointOptions): RequestOptionsInit {
    return endpointErrorsOnly("endpoint()", this, this.#resolve, route, options);
  }

  #resolve(route?: string | EndpointOptions, options?: EndpointOptions): RequestOptionsInit {
    return assembleRequest(this.#merge(route, options), this.#context);
  }

  /**
   * Frozen {@link RequestOptions} for a route and its parameters.
   *
   * @typeParam Call - What the route asks of the options, worked out from `Route` and the
   *   defaults; leave it to its default.
   *
   * @example
   * ```ts
   * new EndpointConfig().build("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug" }).body;
   * // { title: "Bug" }
   * ```
   */
  build<
    const Route extends RouteInput<Catalog>,
    Options extends EndpointOptions = never,
    Call extends RouteCallShape = RouteCall<Route, DefaultsOf<this>, Catalog>,
  >(
    route: Route & NoInfer<FirstArgumentCheck<Route, DefaultsOf<this>>>,
    ...options: OptionsArguments<Call, Route, DefaultsOf<this>, Options, Catalog>
  ): CallResult<Route, Options, DefaultsOf<this>, Catalog, "built">;
  build(): RequestOptions;
  build(route?: string | EndpointOptions, options?: EndpointOptions): RequestOptions {
    return endpointErrorsOnly("build()", this, this.#build, route, options);
  }

  #build(route?: string | EndpointOptions, options?: EndpointOptions): RequestOptions {
    const merged = this.#merge(route, options);
    // A body built from parameters is frozen as a copy; a `data` body is the caller's, as given.
    return new RequestOptions(assembleRequest(merged, this.#context), merged.data === undefined);
  }

  /**
   * The callable facade (`endpoint`, `defaults`, `DEFAULTS`, `merge`, `parse`) over this config.
   *
   * @example
   * ```ts
   * const endpoint = new EndpointConfig().with({ baseUrl: "https://ghe.example.com/api/v3" }).toEndpoint();
   * endpoint("GET /user").url; // "https://ghe.example.com/api/v3/user"
   * ```
   */
  toEndpoint(): Endpoint<DefaultsOf<this>, Catalog> {
    return toEndpoint(this);
  }

  // The one merge of every call: a shallow working copy of the defaults, with the route and the
  // options merged in place (all normalising of the defaults happened once, in with()). No route
  // at all (`merge()`, `endpoint()`) is the defaults alone.
  #merge(route: string | EndpointOptions | undefined, options: EndpointOptions | undefined): MergeTarget {
    const target: MergeTarget = copyOwn(this.#defaults.merged as MergeTarget); // merging adds keys: see copyOwn
    const { rules, routeParser } = this.#context;
    if (typeof route === "string") {
      // The route parser's answer names the method and the URL; it is a subclass's to change.
      // A route a description gives is its operation's to merge.
      const described = rules.describedOperation(route);
      if (described !== undefined) {
        described.merge(target, options, rules);
        return target;
      }
      const parsed = routeParser.parse(route, target.method);
      if (!rules.methodOptionReplacesRoute) requireOneMethod(route, routeParser.split(route).method, options);
      mergeOptions(target, options, rules, requireVendorAnswer("RouteParser#parse() answer", parsed, requireRoute));
    } else if (route !== undefined && !isOptionsObject(route)) {
      throw new InvalidRouteError(
        `Invalid route ${describeInput(route)}: expected a string such as "GET /user" or an options object`,
      );
    } else {
      mergeOptions(target, route, rules);
      if (rules.mergesOptionsAfterRouteObject) mergeOptions(target, options, rules);
    }
    return target;
  }
}

const NO_HEADERS = Object.freeze({});
const NO_MEDIA_TYPE = Object.freeze({ format: "", previews: Object.freeze([]) });

function requireRoute(parsed: unknown): RouteStep {
  if (typeof parsed === "object" && parsed !== null) return parsed as RouteStep;
  throw new InvalidRouteError("expected an object with the route's method and url");
}

function invalidDefaults(reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid defaults: ${reason}`);
}

/** What every call of a config reads and nothing in a call changes, worked out once per config. */
interface ConfigContext extends AssemblyContext {
  /** The vendor as the config read it, handed on by with(). */
  readonly vendorValues: ConfigVendor;
  /** Where the vendor's and the settings' credentials may go, before the config's URL is known. */
  readonly policy: CredentialPolicy;
}

interface ConfigState {
  readonly settings: ResolvedSettings;
  readonly defaults: CascadedDefaults;
  readonly context: ConfigContext;
  /** The vendor the config's getters answer from (`#vendor`). */
  readonly vendor: Vendor;
}

// The specification's rules, for a subclass whose vendor getter names another API than the
// vendor setting's without rules of its own.
const PLAIN_VENDOR = new Vendor();

// The key of the settings under which with() hands the next config its state. Only an instance
// of HandedState, which no code outside this module can make, is taken.
const HANDED = Symbol("handed state");

class HandedState {
  readonly #state: ConfigState;

  constructor(state: ConfigState) {
    this.#state = state;
  }

  // The state, when `settings` still carry every setting it was made with: a subclass
  // constructor that spreads them under settings of its own does; one that replaces any makes a
  // config of its own, which with() refuses. Each setting by name: a keyed loop was a fifth of
  // with()'s time.
  static stateIn(settings: Readonly<Record<PropertyKey, unknown>>): ConfigState | undefined {
    const handed = settings[HANDED];
    if (!(handed instanceof HandedState && #state in handed)) return undefined;
    const state = handed.#state;
    const given = state.settings;
    return settings.vendor === given.vendor &&
      settings.expander === given.expander &&
      settings.routeParser === given.routeParser &&
      settings.strict === given.strict &&
      settings.allowAbsoluteUrls === given.allowAbsoluteUrls &&
      settings.trustedOrigins === given.trustedOrigins
      ? state
      : undefined;
  }
}

function handedState(settings: unknown): ConfigState | undefined {
  return isOptionsObject(settings) ? HandedState.stateIn(settings) : undefined;
}

function contextOf(
  settings: ResolvedSettings,
  defaults: CascadedDefaults,
  vendorValues: ConfigVendor,
  policy: CredentialPolicy,
  unnamedBaseUrl: string | undefined,
): ConfigContext {
  const { expander, routeParser, strict, allowAbsoluteUrls } = settings;
  return {
    expander: expander!,
    routeParser,
    strict,
    allowAbsoluteUrls,
    rules: vendorValues.rules,
    // Per config: whether credentials follow its URLs is the vendor's rule of its defaults' URL.
    credentials: policy.forConfig(defaults.merged.url),
    vendor: vendorValues.vendor,
    apiVersion: vendorValues.apiVersion,
    baseUrl: defaults.merged.baseUrl,
    defaultBaseUrl: vendorValues.defaultBaseUrl,
    unnamedBaseUrl,
    vendorValues,
    policy,
  };
}
