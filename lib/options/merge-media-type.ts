import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { isHttpToken } from "../util/is-http-token";
import { isOptionsObject } from "../util/is-plain-object";
import { hasOwn } from "../util/has-own";

/** The merged form of `mediaType`: `previews` is left out only by vendors whose defaults have none (octokit's). */
export interface MergedMediaType {
  readonly format: string;
  readonly previews?: readonly string[];
}

/** A caller's `mediaType`, checked: what it gives of each key. */
export interface GivenMediaType {
  readonly format?: string;
  readonly previews?: readonly string[];
}

/**
 * Merges a caller's `mediaType` (`undefined` when this merge step gave none) over the current one
 * by the vendor's rule ({@link VendorRules#mergeMediaType}), after checking it. `url` is the URL
 * this merge step gave, which octokit's rule reads.
 *
 * @example
 * mergeCheckedMediaType({ format: "", previews: ["mercy"] }, { previews: ["mercy-preview", "symmetra"] }, GITHUB_RULES, undefined);
 * // { format: "", previews: ["mercy", "symmetra"] }
 */
/** What merging `mediaType` asks of the vendor (`Vendor#mergeMediaType`). */
export interface MediaTypeRules {
  mergeMediaType(current: MergedMediaType, given: GivenMediaType | undefined, url: unknown): MergedMediaType;
}

export function mergeCheckedMediaType(
  current: MergedMediaType,
  next: unknown,
  rules: MediaTypeRules,
  url: unknown,
): MergedMediaType {
  return rules.mergeMediaType(current, next === undefined ? undefined : checkedMediaType(next), url);
}

function checkedMediaType(next: unknown): GivenMediaType {
  if (!isOptionsObject(next)) {
    throw invalid(`Invalid mediaType ${describeInput(next)}: expected an object with format and/or previews`);
  }
  // Own keys only: a format or previews inherited through a polluted prototype is not an option.
  const format = hasOwn(next, "format") ? (next as { format?: unknown }).format : undefined;
  const previews = hasOwn(next, "previews") ? (next as { previews?: unknown }).previews : undefined;
  // Both end up inside the accept header: only a media-type token (RFC 6838, an RFC 9110 token)
  // can neither break the header's line nor add an entry or a parameter to it.
  if (format !== undefined && (typeof format !== "string" || (format !== "" && !isHttpToken(format)))) {
    throw invalid(`Invalid mediaType.format ${describeInput(format)}: expected a media-type token such as "raw"`);
  }
  if (previews !== undefined) requirePreviewNames(previews);
  return { format, previews };
}

/**
 * The specification's rule: a given `format` replaces, `previews` append to the earlier ones
 * (defaults first) without repeating a name, stored without a `-preview` suffix (as octokit
 * stores them), so `"mercy-preview"` and `"mercy"` are one preview. No `previews` key at all
 * where none were ever given (octokit's defaults have none).
 *
 * @example
 * appendMediaType({ format: "", previews: ["mercy"] }, { previews: ["mercy-preview", "symmetra"] });
 * // { format: "", previews: ["mercy", "symmetra"] }
 */
export function appendMediaType(current: MergedMediaType, given: GivenMediaType | undefined): MergedMediaType {
  if (given === undefined) return current;
  const format = given.format ?? current.format;
  const previews = given.previews === undefined ? current.previews : appendNew(current.previews ?? [], given.previews);
  return previews === undefined ? { format } : { format, previews };
}

function appendNew(earlier: readonly string[], later: readonly string[]): readonly string[] {
  // @octokit/core's defaults and its every call give `previews: []`.
  if (later.length === 0) return earlier;
  // A loop, not a Set over spread arrays: a few names each, and the Set and its two spreads were
  // a twentieth of a defaults() that gives one preview.
  const previews = [...earlier];
  for (const name of later) {
    const preview = withoutPreviewSuffix(name);
    if (!previews.includes(preview)) previews.push(preview);
  }
  return previews;
}

/** What ends a preview's name in an accept header: `mercy-preview`. */
export const PREVIEW_SUFFIX = "-preview";

/** `"mercy-preview"` → `"mercy"`; a name without the suffix is returned as it is. */
export function withoutPreviewSuffix(name: string): string {
  return name.endsWith(PREVIEW_SUFFIX) ? name.slice(0, -PREVIEW_SUFFIX.length) : name;
}

function invalid(message: string): InvalidOptionsError {
  return new InvalidOptionsError(message);
}

function requirePreviewNames(previews: unknown): asserts previews is readonly string[] {
  if (!Array.isArray(previews)) {
    throw invalid(`Invalid mediaType.previews ${describeInput(previews)}: expected an array of preview names`);
  }
  const index = previews.findIndex(
    (name) => typeof name !== "string" || withoutPreviewSuffix(name) === "" || !isHttpToken(name),
  );
  if (index !== -1) {
    const name: unknown = previews[index];
    throw invalid(
      `Invalid mediaType.previews entry ${describeInput(name)} at index ${index}: expected a preview name` +
        (typeof name === "string" ? ', a media-type token such as "mercy"' : ""),
    );
  }
}
