import { InvalidOptionsError, InvalidRouteError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { asEndpointError } from "../errors/as-endpoint-error";
import { toEndpoint, type Endpoint } from "../facade/to-endpoint";
import { mergeOptions, requireMethod, requireUrl, type MergeTarget } from "../options/merge-options";
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
import { Inheritance, inheritanceIn, type VendorValues } from "./inheritance";
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
  // What every call of this config reads and nothing in a call changes, worked out once here.
  readonly #context: AssemblyContext & VendorValues;

  /**
   * @example
   * ```ts
   * const config = new EndpointConfig({ strict: true, allowAbsoluteUrls: false });
   * ```
   */
  constructor(settings: EndpointConfigSettings = {}) {
    try {
      const rules = this.rules;
      if (!(rules instanceof VendorRules)) {
        throw new InvalidOptionsError(
          `Invalid rules ${describeInput(rules)} of ${this.constructor.name}: expected VendorRules`,
        );
      }
      const inheritance = inheritanceIn(settings);
      let vendorValues: VendorValues;
      if (inheritance !== undefined) {
        // with() hands on settings an earlier config checked, and its vendor's values (the same
        // class's getters); this class's rules may differ.
        const inherited = inheritance.settings;
        this.#settings = inherited.rules === rules ? inherited : resolveSettings(inherited, rules, false);
        this.#defaults = inheritance.defaults;
        vendorValues = inheritance.vendor;
      } else {
        // Anything else is checked, unknown keys included.
        this.#settings = resolveSettings(settings, rules);
        const media = vendorMediaType(this);
        const defaultBaseUrl = vendorBaseUrl(this);
        this.#defaults = CascadedDefaults.initial(rules.initialDefaults(this), rules, defaultBaseUrl);
        // GitHub's base URL is the getter's answer for every vendor that does not override it; a
        // vendor of its own must name its own, or its requests (and tokens) would go to GitHub.
        const borrowed = media.vendor !== GITHUB_VENDOR && defaultBaseUrl === GITHUB_BASE_URL;
        vendorValues = { ...media, defaultBaseUrl, unnamedBaseUrl: borrowed ? defaultBaseUrl : undefined };
      }
      const { expander, routeParser, strict, allowAbsoluteUrls, rules: asked, credentials } = this.#settings;
      const { vendor, apiVersion, defaultBaseUrl, unnamedBaseUrl } = vendorValues;
      this.#context = {
        expander,
        routeParser,
        strict,
        allowAbsoluteUrls,
        rules: asked,
        // Per config: whether credentials follow its URLs is the vendor's rule of its defaults' URL.
        credentials: credentials.forConfig(this.#defaults.merged.url),
        vendor,
        apiVersion,
        baseUrl: this.#defaults.merged.baseUrl,
        defaultBaseUrl,
        unnamedBaseUrl,
      };
    } catch (error) {
      throw asEndpointError(error, "new EndpointConfig()");
    }
    // A subclass's class fields are defined after this constructor returns, so only a config of
    // this very class is frozen here; with() freezes each instance it makes once it is built.
    if (new.target === EndpointConfig) Object.freeze(this);
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
    try {
      return this.#with(options);
    } catch (error) {
      throw asEndpointError(error, "with()");
    }
  }

  #with(options: EndpointOptions): this {
    if (typeof options !== "object" || options === null || Array.isArray(options)) {
      throw new InvalidOptionsError(
        `Invalid defaults ${describeInput(options)}: expected an object of options and parameters`,
      );
    }
    const settings = this.#settings;
    const defaults = this.#defaults.with(options, settings.rules, invalidDefaults);
    const Subclass = this.constructor as new (settings: EndpointConfigSettings) => this;
    // A base URL named here is the vendor's own from now on.
    const vendor = options.baseUrl === undefined ? this.#context : { ...this.#context, unnamedBaseUrl: undefined };
    const next = new Subclass(new Inheritance(settings, defaults, vendor) as EndpointConfigSettings);
    // A subclass's constructor makes the next config: one that does not hand its argument to
    // super() unchanged would silently drop every default and setting.
    if (!next.#inherited(defaults, settings)) {
      throw new InvalidOptionsError(
        `${Subclass.name || "A subclass of EndpointConfig"} lost its defaults or settings in with(): ` +
          "its constructor must pass the settings it receives to super() unchanged",
      );
    }
    // Stryker disable next-line ConditionalExpression: freezing a frozen config again changes nothing
    return Subclass === EndpointConfig ? next : Object.freeze(next);
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
    try {
      const merged = this.#merge(route, options);
      const { format, previews } = merged.mediaType;
      // Every container is the caller's to change (octokit's plugins write into `request`), and
      // none is shared with the defaults or with another call.
      merged.headers = { ...merged.headers };
      merged.mediaType = previews === undefined ? { format } : { format, previews: [...previews] };
      if (merged.request !== undefined) merged.request = { ...merged.request };
      return merged;
    } catch (error) {
      throw asEndpointError(error, "merge()");
    }
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
    try {
      return this.#parse(merged);
    } catch (error) {
      throw asEndpointError(error, "parse()");
    }
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
    try {
      return assembleRequest(this.#merge(route, options), this.#context);
    } catch (error) {
      throw asEndpointError(error, "endpoint()");
    }
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
    try {
      return this.#build(route, options);
    } catch (error) {
      throw asEndpointError(error, "build()");
    }
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

  #inherited(defaults: CascadedDefaults, settings: ResolvedSettings): boolean {
    const own = this.#settings;
    return (
      this.#defaults === defaults &&
      own.expander === settings.expander &&
      own.routeParser === settings.routeParser &&
      own.strict === settings.strict &&
      own.allowAbsoluteUrls === settings.allowAbsoluteUrls &&
      own.trustedOrigins === settings.trustedOrigins
    );
  }

  // The one merge of every call: a shallow working copy of the defaults, with the route and the
  // options merged in place (all normalising of the defaults happened once, in with()). No route
  // at all (`merge()`, `endpoint()`) is the defaults alone.
  #merge(route: string | EndpointOptions | undefined, options: EndpointOptions | undefined): MergeTarget {
    const target: MergeTarget = copyOwn(this.#defaults.merged as MergeTarget); // merging adds keys: see copyOwn
    const { rules, routeParser } = this.#settings;
    const routeIsString = typeof route === "string";
    if (routeIsString) {
      // The route parser's answer decides the method and the URL; it is a subclass's to change.
      const parsed = routeParser.parse(route, target.method);
      const { method, url } = requireVendorAnswer("RouteParser#parse() answer", parsed, requireParsedRoute);
      target.method = requireMethod(method);
      target.url = requireUrl(url);
    } else if (route !== undefined && (typeof route !== "object" || route === null || Array.isArray(route))) {
      throw new InvalidRouteError(
        `Invalid route ${describeInput(route)}: expected a string such as "GET /user" or an options object`,
      );
    } else {
      mergeOptions(target, route, rules);
      if (!rules.mergesOptionsAfterRouteObject) return target;
    }
    mergeOptions(target, options, rules, routeIsString);
    return target;
  }
}

const NO_HEADERS = Object.freeze({});
const NO_MEDIA_TYPE = Object.freeze({ format: "", previews: Object.freeze([]) });

function requireParsedRoute(parsed: unknown): { method: unknown; url: unknown } {
  if (typeof parsed === "object" && parsed !== null) return parsed as { method: unknown; url: unknown };
  throw new InvalidRouteError("expected an object with the route's method and url");
}

function invalidDefaults(reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid defaults: ${reason}`);
}
