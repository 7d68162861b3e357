import { isWordCharacter } from "../util/word-characters";
import { PREVIEW_SUFFIX, withoutPreviewSuffix, type MergedMediaType } from "../options/merge-media-type";
import type { HeaderValue } from "../options/types";
import { requireHeaderValue } from "../options/header-value";

/** The vendor media type the accept header is written in, e.g. `application/vnd.github.v3+json`. */
/** What amending `accept` asks of the vendor (`Vendor#amendAccept`). */
interface AcceptRules {
  amendAccept(accept: string, mediaType: MergedMediaType, vendorType: VendorMediaType, url: string): string;
}

export interface VendorMediaType {
  readonly vendor: string;
  readonly apiVersion: string;
}

const BINARY = "application/octet-stream";

/**
 * Applies `mediaType` to an accept header. A format rewrites each vendor entry that names no
 * preview to `application/vnd.<vendor>.<apiVersion>.<format>`; previews turn the header into the
 * list of `application/vnd.<vendor>.<name>-preview<.format|+json>` for the previews it already
 * named (any `<name>-preview` token, with or without a vendor, as octokit reads them) and then the
 * new ones, each once. `application/octet-stream` (a binary download) is never amended.
 * Plain string scans only: the cost is linear in the header's length.
 *
 * @example
 * amendVendorAccept("application/vnd.github.v3+json", { format: "raw", previews: [] }, { vendor: "github", apiVersion: "v3" });
 * // "application/vnd.github.v3.raw"
 */
export function amendVendorAccept(accept: string, mediaType: MergedMediaType, vendorType: VendorMediaType): string {
  if (accept.trim().toLowerCase() === BINARY) return accept;
  const prefix = `application/vnd.${vendorType.vendor}`;
  const { format, previews = [] } = mediaType;
  let amended = accept;
  if (format !== "") {
    amended = amended
      .split(",")
      .map((entry) =>
        isVendorEntry(entry, prefix) && previewNamesIn(entry).length === 0
          ? `${prefix}${vendorType.apiVersion === "" ? "" : `.${vendorType.apiVersion}`}.${format}`
          : entry,
      )
      .join(",");
  }
  if (previews.length > 0) {
    const names = new Set([...previewNamesIn(amended), ...previews.map(withoutPreviewSuffix)]);
    const suffix = format === "" ? "+json" : `.${format}`;
    amended = [...names].map((name) => `${prefix}.${name}${PREVIEW_SUFFIX}${suffix}`).join(",");
  }
  return amended;
}

/**
 * `headers` with `accept` amended by the vendor's rules for `mediaType` (see
 * {@link VendorRules#amendAccept}): a new object when the media type asks for a format or
 * previews and there is a string accept header, otherwise `headers` itself. `url` is the
 * request's URL, or `""` where it is not known yet (a config's defaults).
 *
 * @example
 * withMediaType({ accept: "application/vnd.github.v3+json" }, { format: "diff", previews: [] }, { vendor: "github", apiVersion: "v3" }, GITHUB_RULES, "");
 * // { accept: "application/vnd.github.v3.diff" }
 */
export function withMediaType(
  headers: Readonly<Record<string, HeaderValue>>,
  mediaType: MergedMediaType,
  vendorType: VendorMediaType,
  rules: AcceptRules,
  url: string,
): Readonly<Record<string, HeaderValue>> {
  const { format, previews } = mediaType;
  if ((format === "" && (previews === undefined || previews.length === 0)) || typeof headers.accept !== "string") {
    return headers;
  }
  // The vendor's answer enters the request here, and is checked as any header value is.
  return {
    ...headers,
    accept: requireHeaderValue("accept", rules.amendAccept(headers.accept, mediaType, vendorType, url)),
  };
}

function isVendorEntry(entry: string, prefix: string): boolean {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed.startsWith(prefix)) return false;
  const next = trimmed[prefix.length];
  return next === undefined || next === "." || next === "+" || next === ";";
}

/**
 * The preview names in an accept header: every run of letters, digits, `_` and `-` that holds
 * `-preview` names the text before its last `-preview` (octokit's `[\w-]+(?=-preview)`, matched
 * without backtracking), e.g. `foo` in `application/vnd.foo-preview`.
 */
function previewNamesIn(accept: string): string[] {
  const names: string[] = [];
  let runStart = 0;
  for (let index = 0; index <= accept.length; index++) {
    // Past the end charCodeAt gives NaN, no token character: the last run ends there.
    if (isPreviewTokenCharacter(accept.charCodeAt(index))) continue;
    // Searched within its own run: a lastIndexOf over the whole header from here would rescan
    // earlier runs and grow quadratically with a header of many short tokens.
    const run = accept.slice(runStart, index);
    const end = run.lastIndexOf(PREVIEW_SUFFIX);
    if (end > 0) names.push(run.slice(0, end));
    runStart = index + 1;
  }
  return names;
}

// `[\w-]` of octokit's preview pattern.
function isPreviewTokenCharacter(code: number): boolean {
  return isWordCharacter(code) || code === 45; /* - */
}
