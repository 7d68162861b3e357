import { isReservedKey } from "../options/reserved-keys";
import type { HeaderValue } from "../options/types";
import type { MergeTarget } from "../options/merge-options";
import { lowercaseMethod } from "../route/http-method";
import type { MergedMediaType } from "../options/merge-media-type";
import { withMediaType, type VendorMediaType } from "./accept-header";
import { joinUrl } from "./join-url";
import { JSON_CONTENT_TYPE } from "./body-kind";
import { copyOwn } from "../util/copy-own";
import type { VendorRules } from "../vendors/vendor-rules";

type Headers = Readonly<Record<string, HeaderValue>>;

/**
 * A config's defaults in the form the per-call path reads them: everything that does not depend
 * on the call is worked out here, once per config on its first call, never per call.
 *
 * @example
 * const call = new CallDefaults(config.defaults, { vendor: "github", apiVersion: "v3" }, GITHUB_RULES);
 * call.base; // "https://api.github.com"
 */
// Fields are `declare`d: the constructor assigns every one, and no field initialisers are emitted.
export class CallDefaults {
  /** Lowercase method used when the route names none. */
  declare readonly method: string;
  declare readonly baseUrl: string;
  /** `baseUrl` ready to put before a path: trailing slashes trimmed. */
  declare readonly base: string;
  /** `base` holds no `?` or `#`, so a relative URL after it can take a query after a plain `?`. */
  declare readonly bareBase: boolean;
  /** The default headers as merged, before `mediaType` amends `accept`: what call headers merge over. */
  declare readonly mergedHeaders: Headers;
  declare readonly mediaType: MergedMediaType;
  declare readonly vendorType: VendorMediaType;
  /** The vendor's rules; the per-call path serves only stock ones (see plansApply). */
  declare readonly rules: VendorRules;
  /** Default headers with `accept` already amended for the default `mediaType`. Spread, never shared. */
  declare readonly headers: Headers;
  /** `headers` with the JSON `content-type` a built body adds, unless the defaults set one. */
  declare readonly jsonHeaders: Headers;
  /** Default parameters (every non-reserved key), names and values side by side, in merge order. */
  declare readonly parameterNames: readonly string[];
  declare readonly parameterValues: readonly unknown[];
  declare readonly data: unknown;
  declare readonly request: Record<string, unknown> | undefined;
  #frozen: FrozenHeaders | undefined;
  #builds = 0;

  constructor(defaults: Readonly<MergeTarget>, vendorType: VendorMediaType, rules: VendorRules) {
    // Never handed out, so the merged headers serve as they are, unless frozen: V8 clones a plain
    // object about 4× faster than a frozen one, and every call clones them.
    // Stock rules read no URL (see plansApply).
    const amended = withMediaType(defaults.headers, defaults.mediaType, vendorType, rules, "");
    const headers = Object.isFrozen(amended) ? copyOwn(amended) : amended;
    const jsonHeaders =
      // Stryker disable next-line ConditionalExpression,StringLiteral: placeParameters reads jsonHeaders only when headers lack a content-type
      headers["content-type"] === undefined ? copyOwn(headers, { "content-type": JSON_CONTENT_TYPE }) : headers;
    const parameterNames: string[] = [];
    const parameterValues: unknown[] = [];
    for (const key of Object.keys(defaults)) {
      // Stryker disable next-line ConditionalExpression: a parameter holding undefined counts as not given wherever it is read
      if (isReservedKey(key) || defaults[key] === undefined) continue;
      parameterNames.push(key);
      parameterValues.push(defaults[key]);
    }
    this.method = lowercaseMethod(defaults.method);
    this.mergedHeaders = defaults.headers;
    this.mediaType = defaults.mediaType;
    this.vendorType = vendorType;
    this.rules = rules;
    this.baseUrl = defaults.baseUrl;
    this.base = joinUrl(defaults.baseUrl, "");
    // Stryker disable next-line ConditionalExpression,StringLiteral: false only sends calls through attachQuery's scan, same answer
    this.bareBase = !this.base.includes("?") && !this.base.includes("#");
    this.headers = headers;
    this.jsonHeaders = jsonHeaders;
    this.parameterNames = parameterNames;
    this.parameterValues = parameterValues;
    this.data = defaults.data;
    this.request = defaults.request;
  }

  /**
   * Frozen copies of `headers` and `jsonHeaders`, shared by every RequestOptions build() makes
   * from the second on: endpoint() never needs them, and a config made for one build() (one per
   * webhook event, issue 11) would pay two copies and three freezes for nothing.
   */
  frozenForBuild(): FrozenHeaders | undefined {
    // Stryker disable next-line all: when to share frozen headers is a matter of speed; build() freezes its own copy otherwise
    if (this.#frozen === undefined && this.#builds++ === 0) return undefined;
    // Stryker disable next-line AssignmentOperator: never sharing them is the slow way to the same result
    this.#frozen ??= Object.freeze({
      headers: Object.freeze(copyOwn(this.headers)),
      jsonHeaders: Object.freeze(copyOwn(this.jsonHeaders)),
    });
    return this.#frozen;
  }

  /** Whether `headers` are one of the frozen copies {@link CallDefaults#frozenForBuild} handed out. */
  sharesHeaders(headers: Headers): boolean {
    const frozen = this.#frozen;
    // Stryker disable next-line ConditionalExpression,LogicalOperator: a false answer only makes build() freeze a copy of headers it could share, same result
    return frozen !== undefined && (headers === frozen.headers || headers === frozen.jsonHeaders);
  }
}

/** See {@link CallDefaults#frozen}. */
export interface FrozenHeaders {
  readonly headers: Headers;
  readonly jsonHeaders: Headers;
}
