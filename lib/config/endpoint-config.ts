import { InvalidOptionsError } from "../errors/invalid-options-error";
import { InvalidRouteError } from "../errors/invalid-route-error";
import { describeInput } from "../errors/describe-input";
import { asEndpointError } from "../errors/as-endpoint-error";
import { toEndpoint, type Endpoint } from "../facade/to-endpoint";
import { mergeOptions, requireMethod, type MergeTarget } from "../options/merge-options";
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
import { assemblePlanned } from "../request/assemble-planned";
import { assembleRequest, type AssemblyContext } from "../request/assemble-request";
import { CallDefaults } from "../request/call-defaults";
import { ADOPT, AdoptingRequestOptions, type RequestOptions } from "../request/request-options";
import { planServes, plansTemplates, routePlan } from "../request/route-plan";
import { requireUnderBaseUrl } from "../request/url-policy";
import { pathsStayOnBase } from "../request/join-url";
import { CascadedDefaults } from "./cascaded-defaults";
import { ConfigLineage, Inheritance, inheritanceIn } from "./config-lineage";
import { resolveSettings, type EndpointConfigSettings, type ResolvedSettings } from "./resolve-settings";
import { copyOwn } from "../util/copy-own";
import { ReservedMemo } from "../options/reserved-memo";
import { GITHUB_API_VERSION, GITHUB_BASE_URL, GITHUB_USER_AGENT, GITHUB_VENDOR } from "../vendors/github/github-vendor";
import { rulesForVendor } from "../vendors/rules-for-vendor";
import { keepsStockRule, VendorRules } from "../vendors/vendor-rules";

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
  readonly #lineage: ConfigLineage;
  readonly #defaults: CascadedDefaults;
  // Worked out on first use, not in with(): an application may make a config per event and
  // call it once (private fields stay writable when the instance is frozen).
  #context: AssemblyContext | undefined;
  // null when the strategies are not the stock ones: every call takes the general path.
  #call: CallDefaults | null | undefined;
  #memo: ReservedMemo | undefined;

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
      if (inheritance !== undefined) {
        // with() hands on the lineage of an earlier config, whose settings were checked: taken
        // as it is when this class's rules are its rules (with() then checks that the new config
        // kept it, see #inherited), which saves with() the checks and a copy.
        const { lineage } = inheritance;
        this.#lineage =
          lineage.settings.rules === rules
            ? lineage
            : new ConfigLineage(resolveSettings(lineage.settings, rules, false));
        this.#defaults = inheritance.defaults;
      } else {
        // Anything else is checked, unknown keys included.
        this.#lineage = new ConfigLineage(resolveSettings(settings, rules));
        this.#defaults = CascadedDefaults.initial(rules.initialDefaults(this));
      }
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
    const lineage = this.#lineage;
    const defaults = this.#defaults.with(options, lineage.settings.rules, invalidDefaults);
    const Subclass = this.constructor as new (settings: EndpointConfigSettings) => this;
    const next = new Subclass(new Inheritance(lineage, defaults) as EndpointConfigSettings);
    // A subclass's constructor makes the next config: one that does not hand its argument to
    // super() unchanged would silently drop every default and setting.
    if (!next.#inherited(defaults, lineage.settings)) {
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
    // Stateless: the reserved keys merge over nothing but the vendor's fixed base, never over
    // cascaded defaults (the memo only spares repeating that work for values seen before); the
    // parameters are read from `merged` itself by assembly, which skips the undefined ones as
    // merging would.
    return assembleRequest(this.#reserved().merge(merged), this.#assembly(), merged);
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
      return this.#planned(route, options) ?? assembleRequest(this.#merge(route, options), this.#assembly());
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
    // Stryker disable next-line BooleanLiteral: without the shared frozen headers RequestOptions freezes a copy, same result
    const planned = this.#planned(route, options, true);
    // Stryker disable next-line ConditionalExpression: data from defaults is frozen already, so freezing it in place changes nothing
    const bodyIsBuilt = this.#defaults.merged.data === undefined;
    // A planned result is defined only when #call is.
    // Stryker disable next-line BlockStatement: a call sent to the general path gets the same answer, only slower
    if (planned !== undefined) {
      return new AdoptingRequestOptions(planned, bodyIsBuilt, ADOPT, this.#call!.sharesHeaders(planned.headers));
    }
    const merged = this.#merge(route, options);
    return new AdoptingRequestOptions(
      assembleRequest(merged, this.#assembly()),
      merged.data === undefined,
      ADOPT,
      false,
    );
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
    const own = this.#lineage.settings;
    return (
      this.#defaults === defaults &&
      own.expander === settings.expander &&
      own.routeParser === settings.routeParser &&
      own.strict === settings.strict &&
      own.allowAbsoluteUrls === settings.allowAbsoluteUrls &&
      own.trustedOrigins === settings.trustedOrigins
    );
  }

  // The per-call path for a route string and plain parameters: one pass over pre-digested
  // defaults and a cached plan of the route; `undefined` sends the call down #merge instead.
  #planned(
    route: string | EndpointOptions | undefined,
    options: EndpointOptions | undefined,
    forBuild = false,
  ): RequestOptionsInit | undefined {
    if (typeof route !== "string") return undefined;
    const call = this.#call ?? this.#callDefaults();
    if (call === null) return undefined;
    const plan = routePlan(route);
    const planned =
      plan === undefined || !planServes(plan, this.#lineage.settings.expander)
        ? undefined
        : assemblePlanned(plan, call, options, forBuild);
    if (planned === undefined) return undefined;
    // The query appended after the base URL check of the general path cannot change its prefix.
    if (!this.#lineage.settings.allowAbsoluteUrls) requireUnderBaseUrl(planned.url, call.baseUrl);
    // A route that starts with "/" follows the base URL, on its origin when the base is absolute;
    // after a same-origin base, "//host" would name another host.
    if (plan!.shape !== "relative" || !pathsStayOnBase(call.baseUrl)) {
      this.#lineage.credentials.check(planned.url, call.baseUrl, planned.headers);
    }
    return planned;
  }

  // Once per config, on its first call.
  #callDefaults(): CallDefaults | null {
    const lineage = this.#lineage;
    // The vendor alone, not the frozen assembly context: Object.freeze costs a first call ~200 ns.
    this.#call =
      // Stryker disable next-line ConditionalExpression: without route plans every call takes the general path, same answer
      lineage.plansCalls
        ? new CallDefaults(this.#defaults.merged, lineage.vendorType(this), lineage.settings.rules)
        : null;
    return this.#call;
  }

  // Once per config, on its first parse().
  #reserved(): ReservedMemo {
    this.#memo ??= new ReservedMemo(this.#lineage.settings.rules, () => ({
      method: "GET",
      baseUrl: this.#assembly().defaultBaseUrl,
      headers: {},
      mediaType: { format: "", previews: [] },
    }));
    return this.#memo;
  }

  #assembly(): AssemblyContext {
    // The general path only, once per config: calls on the planned path never need it.
    const lineage = this.#lineage;
    const { settings } = lineage;
    this.#context ??= Object.freeze({
      ...settings,
      plansTemplates: plansTemplates(settings.routeParser, settings.expander),
      joinsAsSpecified: keepsStockRule(settings.rules, "joinUrl"),
      ...lineage.vendorType(this),
      defaultBaseUrl: lineage.defaultBaseUrl(this),
      credentials: lineage.credentials,
      baseUrl: this.#defaults.merged.baseUrl,
    });
    return this.#context;
  }

  // The general path: a shallow working copy of the frozen defaults, merged in place. All
  // normalising of the defaults happened once, in with(). No route at all (`merge()`,
  // `endpoint()`) is the defaults alone.
  #merge(route: string | EndpointOptions | undefined, options: EndpointOptions | undefined): MergeTarget {
    const target = this.#working();
    const { rules, routeParser } = this.#lineage.settings;
    const routeIsString = typeof route === "string";
    if (routeIsString) {
      const { method, url } = routeParser.split(route);
      // Stryker disable next-line ConditionalExpression: mergeOptions skips an undefined method anyway
      if (method !== undefined) target.method = requireMethod(method);
      target.url = url;
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

  #working(): MergeTarget {
    return copyOwn(this.#defaults.merged); // merging adds keys: see copyOwn
  }
}

function invalidDefaults(reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid defaults: ${reason}`);
}
