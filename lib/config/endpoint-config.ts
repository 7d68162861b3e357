import { InvalidOptionsError, InvalidRouteError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { toEndpoint, type Endpoint } from "../facade/to-endpoint";
import { mergeOptions, type MergeTarget, type RouteStep } from "../options/merge-options";
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
import { RequestOptions } from "../request/request-options";
import { CascadedDefaults } from "./cascaded-defaults";
import { vendorBaseUrl, vendorMediaType } from "../vendors/initial-defaults";
import { resolveSettings, type EndpointConfigSettings, type ResolvedSettings } from "./resolve-settings";
import { copyOwn } from "../util/copy-own";
import { GITHUB_API_VERSION, GITHUB_BASE_URL, GITHUB_USER_AGENT, GITHUB_VENDOR } from "../vendors/github/github-vendor";
import { rulesForVendor } from "../vendors/github/rules-for-vendor";
import { VendorRules } from "../vendors/vendor-rules";
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
  readonly #settings: ResolvedSettings;
  readonly #defaults: CascadedDefaults;
  readonly #context: ConfigContext;

  /**
   * @example
   * ```ts
   * const config = new EndpointConfig({ strict: true, allowAbsoluteUrls: false });
   * ```
   */
  constructor(settings: EndpointConfigSettings = {}) {
    // Only the class with() makes takes what it hands on, and at once: a config that a subclass
    // constructor makes before super() leaves it alone.
    const inherited = handedOn?.target === new.target ? handedOn : undefined;
    if (inherited !== undefined) handedOn = undefined;
    const state = endpointErrorsOnly("new EndpointConfig()", this, this.#state, settings, inherited);
    this.#settings = state.settings;
    this.#defaults = state.defaults;
    this.#context = state.context;
  }

  #state(settings: EndpointConfigSettings, inherited: HandedOn | undefined): ConfigState {
    const rules = this.rules;
    if (!(rules instanceof VendorRules)) {
      throw new InvalidOptionsError(
        `Invalid rules ${describeInput(rules)} of ${this.constructor.name}: expected VendorRules`,
      );
    }
    return inherited !== undefined && carriesEachSetting(settings, inherited.settings)
      ? inheritedState(inherited, rules)
      : this.#firstState(settings, rules);
  }

  // A config made by `new`: everything is read and checked, unknown setting keys included.
  #firstState(settings: EndpointConfigSettings, rules: VendorRules): ConfigState {
    const resolved = resolveSettings(settings, rules);
    const media = vendorMediaType(this);
    const defaultBaseUrl = vendorBaseUrl(this);
    const defaults = CascadedDefaults.initial(rules.initialDefaults(this), rules, defaultBaseUrl);
    // GitHub's base URL is the getter's answer for every vendor that does not override it; a
    // vendor of its own must name its own, or its requests (and tokens) would go to GitHub.
    const borrowed = media.vendor !== GITHUB_VENDOR && defaultBaseUrl === GITHUB_BASE_URL;
    const vendor = { ...media, defaultBaseUrl, unnamedBaseUrl: borrowed ? defaultBaseUrl : undefined };
    return { settings: resolved, defaults, context: contextOf(resolved, defaults, vendor) };
  }

  /**
   * Vendor name in the media types, `application/vnd.<vendor>.v3+json`: GitHub's by default
   * (its values stand in `lib/vendors/github/github-vendor.ts`). Override in a subclass.
   *
   * @example
   * ```ts
   * class AcmeConfig extends EndpointConfig {
   *   override get vendor() { return "acme"; }
   * }
   * ```
   */
  get vendor(): string {
    return GITHUB_VENDOR;
  }

  /**
   * API version in the media types. Override in a subclass.
   *
   * @example
   * ```ts
   * new EndpointConfig().apiVersion; // "v3"
   * ```
   */
  get apiVersion(): string {
    return GITHUB_API_VERSION;
  }

  /**
   * Base URL used unless `baseUrl` is set. Override in a subclass.
   *
   * @example
   * ```ts
   * new EndpointConfig().defaultBaseUrl; // "https://api.github.com"
   * ```
   */
  get defaultBaseUrl(): string {
    return GITHUB_BASE_URL;
  }

  /**
   * Default `user-agent` header. Override in a subclass to name your own client.
   *
   * @example
   * ```ts
   * new EndpointConfig().userAgent; // "restkit-endpoint.js/0.1.0"
   * ```
   */
  get userAgent(): string {
    return GITHUB_USER_AGENT;
  }

  /**
   * The rules of the vendor's requests (see {@link VendorRules}): GitHub's
   * ({@link GitHubRules}) for the `github` vendor, the specification's for any other. Override in
   * a subclass to change them; read once, when a config is made.
   *
   * @example
   * ```ts
   * new EndpointConfig().rules instanceof GitHubRules; // true
   * ```
   */
  get rules(): VendorRules {
    return rulesForVendor(this.vendor);
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
  // written: it receives the settings as they are, and what they do not hold (the defaults, the
  // vendor's values read once) waits in `handedOn` for that one call. Every config with() makes
  // is frozen once the class's own fields are set.
  #with(options: EndpointOptions): this {
    if (typeof options !== "object" || options === null || Array.isArray(options)) {
      throw new InvalidOptionsError(
        `Invalid defaults ${describeInput(options)}: expected an object of options and parameters`,
      );
    }
    const { expander, routeParser, strict, allowAbsoluteUrls, trustedOrigins, rules } = this.#settings;
    const defaults = this.#defaults.with(options, rules, invalidDefaults);
    // A base URL named here is the vendor's own from now on.
    const vendor = options.baseUrl === undefined ? this.#context : { ...this.#context, unnamedBaseUrl: undefined };
    const Subclass = this.constructor as new (settings: EndpointConfigSettings) => this;
    const settings = { expander, routeParser, strict, allowAbsoluteUrls, trustedOrigins };
    // A with() that a subclass constructor runs before super() hands on its own and puts this back.
    const outer = handedOn;
    handedOn = { target: Subclass, settings: this.#settings, defaults, vendor };
    let next: this;
    try {
      next = new Subclass(settings);
    } finally {
      handedOn = outer;
    }
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
    if (typeof merged !== "object" || merged === null || Array.isArray(merged)) {
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
    mergeOptions(target, merged, this.#settings.rules);
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
    const { rules, routeParser } = this.#settings;
    if (typeof route === "string") {
      // The route parser's answer names the method and the URL; it is a subclass's to change.
      const parsed = routeParser.parse(route, target.method);
      mergeOptions(target, options, rules, requireVendorAnswer("RouteParser#parse() answer", parsed, requireRoute));
    } else if (route !== undefined && (typeof route !== "object" || route === null || Array.isArray(route))) {
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
  readonly defaultBaseUrl: string;
}

interface ConfigState {
  readonly settings: ResolvedSettings;
  readonly defaults: CascadedDefaults;
  readonly context: ConfigContext;
}

/** The vendor's getters as a config read and checked them: the same for every `with()` of it. */
type VendorValues = Pick<ConfigContext, "vendor" | "apiVersion" | "defaultBaseUrl" | "unnamedBaseUrl">;

// What with() hands the constructor of the next config besides its settings (see #with).
let handedOn: HandedOn | undefined;

interface HandedOn {
  /** The class with() constructs: `new.target` in its constructor. */
  readonly target: object;
  readonly settings: ResolvedSettings;
  readonly defaults: CascadedDefaults;
  readonly vendor: VendorValues;
}

// Whether a subclass constructor handed on every setting with() gave it. One that spreads them
// over settings of its own for a first instance does; one that replaces any makes a new config.
// Each setting by name, as EndpointConfigSettings lists them: a loop over SETTING_NAMES with keyed
// reads was a fifth of with()'s time.
function carriesEachSetting(settings: EndpointConfigSettings, handed: ResolvedSettings): boolean {
  return (
    typeof settings === "object" &&
    settings !== null &&
    settings.expander === handed.expander &&
    settings.routeParser === handed.routeParser &&
    settings.strict === handed.strict &&
    settings.allowAbsoluteUrls === handed.allowAbsoluteUrls &&
    settings.trustedOrigins === handed.trustedOrigins
  );
}

// The settings with() handed on; this class's rules may differ from the earlier config's.
function inheritedState(inherited: HandedOn, rules: VendorRules): ConfigState {
  const { settings, defaults, vendor } = inherited;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: the same class's rules getter; resolving again only costs time
  const resolved = settings.rules === rules ? settings : resolveSettings(settings, rules, false);
  return { settings: resolved, defaults, context: contextOf(resolved, defaults, vendor) };
}

function contextOf(settings: ResolvedSettings, defaults: CascadedDefaults, vendor: VendorValues): ConfigContext {
  const { expander, routeParser, strict, allowAbsoluteUrls, rules, credentials } = settings;
  return {
    expander,
    routeParser,
    strict,
    allowAbsoluteUrls,
    rules,
    // Per config: whether credentials follow its URLs is the vendor's rule of its defaults' URL.
    credentials: credentials.forConfig(defaults.merged.url),
    vendor: vendor.vendor,
    apiVersion: vendor.apiVersion,
    baseUrl: defaults.merged.baseUrl,
    defaultBaseUrl: vendor.defaultBaseUrl,
    unnamedBaseUrl: vendor.unnamedBaseUrl,
  };
}
