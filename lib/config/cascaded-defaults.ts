import { freeze } from "immer";
import { copyPlainData, type CopyFailure } from "../util/copy-plain-data";
import { mergeOptions, type MergeTarget } from "../options/merge-options";
import type { MergedMediaType } from "../options/merge-media-type";
import type { DefaultOptions, EndpointOptions } from "../options/types";
import { copyOwn } from "../util/copy-own";
import type { VendorRules } from "../vendors/vendor-rules";

/**
 * A config's merged defaults in the two forms they are read in:
 * - `merged`, a plain object that calls read and copy: never handed out, never changed once
 *   built. Its top level, headers and mediaType are not frozen (V8 copies an unfrozen object
 *   several times faster), but every value a call may hand out (parameters, `data`, `request`) is.
 * - `frozen`, the deeply frozen object `DEFAULTS` shows, made by immer's deep `freeze` only
 *   when someone first asks for it: `with()` itself never pays for it. Parameter values are the
 *   ones `merged` holds, frozen already, so they are shared, not copied.
 *   (immer's `produce` did the same merge a second time through a draft, for about 3 KB of
 *   bundle and more time than all the rest of `with()` together: issue 11.)
 *
 * @example
 * const initial = CascadedDefaults.initial({ method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { format: "", previews: [] } });
 * initial.with({ per_page: 100 }).frozen.per_page; // 100, deeply frozen
 */
export class CascadedDefaults {
  declare readonly merged: Readonly<MergeTarget>;
  #frozen: DefaultOptions | undefined;

  private constructor(merged: MergeTarget, frozen: DefaultOptions | undefined) {
    this.merged = merged;
    this.#frozen = frozen;
  }

  /** The defaults of a config made by the constructor, frozen at once: there is one per config class. */
  static initial(defaults: DefaultOptions): CascadedDefaults {
    const frozen = freeze(defaults, true) as MergeTarget;
    const merged = ownContainers(frozen);
    FROZEN_TWINS.set(merged.headers, frozen.headers);
    FROZEN_TWINS.set(merged.mediaType, frozen.mediaType);
    return new CascadedDefaults(merged, frozen as DefaultOptions);
  }

  /**
   * These defaults with `options` merged over them by {@link mergeOptions}. The caller's objects
   * stay theirs: merging rebuilds `headers` and `mediaType`, and every other object it stores is
   * replaced by a deeply frozen copy, since calls hand those out as they are.
   */
  with(options: EndpointOptions, rules: VendorRules, fail: CopyFailure): CascadedDefaults {
    const merged = extensibleCopy(this.merged, options);
    mergeOptions(merged, options, rules);
    for (const key in options) {
      // Own keys only: "__proto__" is never merged, and reading it would find Object.prototype.
      // Stryker disable next-line ConditionalExpression,LogicalOperator,StringLiteral: headers and mediaType are new objects of the merge already; copying them again only costs time
      if (
        !hasOwnProperty.call(options, key) ||
        key === "headers" ||
        key === "mediaType" ||
        !hasOwnProperty.call(merged, key)
      ) {
        continue;
      }
      // Anything but a plain object or array comes back as it is, and is not stored again.
      const value = merged[key];
      const copy = copyPlainData(value, true, fail);
      // Stryker disable next-line ConditionalExpression: storing the value itself again changes nothing
      if (copy !== value) merged[key] = copy;
    }
    return new CascadedDefaults(merged, undefined);
  }

  /** The deeply frozen defaults, sharing every part an ancestor's frozen defaults already hold. */
  get frozen(): DefaultOptions {
    // Frozen copies of the top level, headers and mediaType, which calls keep reading and
    // copying unfrozen (see ownContainers); a container this config shares with an ancestor has
    // one frozen twin, shared as well. Parameter values are frozen copies already, so freezing
    // skips them.
    if (this.#frozen === undefined) {
      const top = copyOwn(this.merged as MergeTarget);
      top.headers = frozenTwin(top.headers, copyOwn);
      top.mediaType = frozenTwin(top.mediaType, copyMediaType);
      this.#frozen = freeze(top, true) as DefaultOptions;
    }
    return this.#frozen;
  }
}

// A spread is V8's fastest copy, but one that then gains a key takes a slow path (see copyOwn):
// when merging will add a parameter the defaults lack, the copy is built by stores instead.
function extensibleCopy(merged: Readonly<MergeTarget>, options: EndpointOptions): MergeTarget {
  for (const key in options) {
    // Stryker disable next-line BooleanLiteral,ConditionalExpression,LogicalOperator: both copies hold the same keys and values; the choice is speed only
    if (hasOwnProperty.call(options, key) && !hasOwnProperty.call(merged, key)) return copyOwn(merged);
  }
  return { ...merged };
}

// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

// A copy of the top level, the headers and the mediaType, the containers merging rebuilds: the
// working form stays unfrozen while the frozen form shares nothing with it. V8 spreads a frozen
// object about six times slower, and merge() spreads the headers on every call (@octokit/graphql
// reads DEFAULTS on its first call, which froze them in place for every REST call after it).
function ownContainers(defaults: Readonly<MergeTarget>): MergeTarget {
  const copy = copyOwn(defaults as MergeTarget);
  copy.headers = copyOwn(defaults.headers);
  copy.mediaType = copyMediaType(defaults.mediaType);
  return copy;
}

// The frozen copy of each working container that DEFAULTS has shown, so that configs sharing the
// container share its frozen copy too (weak: it goes with the container).
const FROZEN_TWINS = new WeakMap<object, object>();

function frozenTwin<Container extends object>(
  container: Container,
  copy: (container: Container) => Container,
): Container {
  let twin = FROZEN_TWINS.get(container) as Container | undefined;
  if (twin === undefined) {
    twin = freeze(copy(container), true);
    FROZEN_TWINS.set(container, twin);
  }
  return twin;
}

function copyMediaType({ format, previews }: MergedMediaType): MergedMediaType {
  return previews === undefined ? { format } : { format, previews: [...previews] };
}
