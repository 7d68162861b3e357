import { freeze } from "immer";
import { copyPlainData, type CopyFailure } from "../util/copy-plain-data";
import { mergeOptions, type MergeRules, type MergeTarget } from "../options/merge-options";
import type { DefaultOptions, EndpointOptions } from "../options/types";
import { copyOwn } from "../util/copy-own";
import { hasOwn } from "../util/has-own";

/**
 * A config's merged defaults in the two forms they are read in:
 * - `merged`, a plain object that calls read and copy: never handed out, never changed once
 *   built. Its top level is not frozen (calls copy it), but every value a call may hand out
 *   (parameters, `data`, `request`) is.
 * - `frozen`, the deeply frozen object `DEFAULTS` shows, made by immer's deep `freeze` only
 *   when someone first asks for it: `with()` itself never pays for it. Values the merge left
 *   alone are the ancestor's own objects, already frozen, so they are shared, not copied.
 *   (immer's `produce` did the same merge a second time through a draft, for about 3 KB of
 *   bundle and more time than all the rest of `with()` together.)
 *
 * @example
 * const initial = CascadedDefaults.initial({ method: "GET", baseUrl: "https://api.github.com", headers: {}, mediaType: { format: "", previews: [] } }, rules, "https://api.github.com");
 * initial.with({ per_page: 100 }).frozen.per_page; // 100, deeply frozen
 */
export class CascadedDefaults {
  declare readonly merged: Readonly<MergeTarget>;
  #frozen: DefaultOptions | undefined;

  private constructor(merged: MergeTarget, frozen: DefaultOptions | undefined) {
    this.merged = merged;
    this.#frozen = frozen;
  }

  /**
   * The defaults of a config made by the constructor: the vendor's `initialDefaults` answer over
   * its `baseUrl`,
   * merged by {@link mergeOptions} as a call's options are, so that its method, base URL, headers,
   * mediaType and request pass the same checks, with the same errors, and
   * frozen at once.
   */
  static initial(defaults: DefaultOptions, rules: MergeRules, baseUrl: string): CascadedDefaults {
    // The vendor's checked defaultBaseUrl until the answer names one; no previews until it gives
    // some (octokit's defaults have none).
    const merged: MergeTarget = { method: "GET", baseUrl, headers: {}, mediaType: { format: "" } };
    mergeOptions(merged, defaults, rules);
    const frozen = freeze(merged, true) as unknown as DefaultOptions;
    return new CascadedDefaults(copyOwn(merged), frozen);
  }

  /**
   * These defaults with `options` merged over them by {@link mergeOptions}. The caller's objects
   * stay theirs: merging rebuilds `headers` and `mediaType`, and every other object it stores is
   * replaced by a deeply frozen copy, since calls hand those out as they are.
   */
  with(options: EndpointOptions, rules: MergeRules, fail: CopyFailure): CascadedDefaults {
    const merged = extensibleCopy(this.merged, options);
    // Anything but a plain object or array is kept as it is (see copyPlainData).
    mergeOptions(merged, options, rules, undefined, (value) => copyPlainData(value, true, fail));
    return new CascadedDefaults(merged, undefined);
  }

  /** The deeply frozen defaults, sharing every part an ancestor's frozen defaults already hold. */
  get frozen(): DefaultOptions {
    // A copy of the top level; the objects in it are frozen in place: nothing changes them once
    // merged (merging replaces containers), and parameter values are frozen copies already, so
    // freezing skips every part an ancestor froze and configs keep sharing what they share.
    this.#frozen ??= freeze(copyOwn(this.merged as MergeTarget), true) as DefaultOptions;
    return this.#frozen;
  }
}

// A spread is V8's fastest copy, but one that then gains a key takes a slow path (see copyOwn):
// when merging will add a parameter the defaults lack, the copy is built by stores instead. Kept
// for speed alone, by measure: copyOwn every time made a with() of one header 30% slower.
function extensibleCopy(merged: Readonly<MergeTarget>, options: EndpointOptions): MergeTarget {
  // Stryker disable next-line BlockStatement: both copies hold the same keys and values; the choice is speed only
  for (const key in options) {
    // Stryker disable next-line BooleanLiteral,ConditionalExpression,LogicalOperator: both copies hold the same keys and values; the choice is speed only
    if (hasOwn(options, key) && !hasOwn(merged, key)) return copyOwn(merged);
  }
  return { ...merged };
}
