import { InvalidOptionsError } from "../errors/invalid-options-error";
import { describeInput } from "../errors/describe-input";
import { isHttpToken } from "../util/is-http-token";

/** The merged, always-complete form of `mediaType`. */
export interface MergedMediaType {
  readonly format: string;
  readonly previews: readonly string[];
}

/**
 * Merges a caller's `mediaType` over the current one: a given `format` replaces, `previews`
 * append to the earlier ones (defaults first) without repeating a name. Names are stored without
 * a `-preview` suffix, as octokit stores them, so `"mercy-preview"` and `"mercy"` are one preview.
 *
 * @example
 * mergeMediaType({ format: "", previews: ["mercy"] }, { previews: ["mercy-preview", "symmetra"] });
 * // { format: "", previews: ["mercy", "symmetra"] }
 */
export function mergeMediaType(current: MergedMediaType, next: unknown): MergedMediaType {
  if (typeof next !== "object" || next === null || Array.isArray(next)) {
    throw invalid(`Invalid mediaType ${describeInput(next)}: expected an object with format and/or previews`);
  }
  // Own keys only: a format or previews inherited through a polluted prototype is not an option.
  const format = Object.hasOwn(next, "format") ? (next as { format?: unknown }).format : undefined;
  const previews = Object.hasOwn(next, "previews") ? (next as { previews?: unknown }).previews : undefined;
  // Both end up inside the accept header: only a media-type token (RFC 6838, an RFC 9110 token)
  // can neither break the header's line nor add an entry or a parameter to it.
  if (format !== undefined && (typeof format !== "string" || (format !== "" && !isHttpToken(format)))) {
    throw invalid(`Invalid mediaType.format ${describeInput(format)}: expected a media-type token such as "raw"`);
  }
  if (previews !== undefined) requirePreviewNames(previews);
  return {
    format: format ?? current.format,
    previews: previews === undefined ? current.previews : appendNew(current.previews, previews),
  };
}

function appendNew(earlier: readonly string[], later: readonly string[]): readonly string[] {
  return [...new Set([...earlier, ...later.map(withoutPreviewSuffix)])];
}

const PREVIEW_SUFFIX = "-preview";

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
