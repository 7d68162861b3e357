import type { MergedMediaType } from "../options/merge-media-type";
import type { HeaderValue } from "../options/types";

/** The vendor media type the accept header is written in, e.g. `application/vnd.github.v3+json`. */
export interface VendorMediaType {
  readonly vendor: string;
  readonly apiVersion: string;
}

const BINARY = "application/octet-stream";
const PREVIEW_SUFFIX = "-preview";

/**
 * Applies `mediaType` to an accept header. A format rewrites each vendor entry to
 * `application/vnd.<vendor>.<apiVersion>.<format>`; previews turn the header into the list of
 * `application/vnd.<vendor>.<name>-preview<.format|+json>` for the previews it already named and
 * the new ones. `application/octet-stream` (a binary download) is never amended.
 * Plain string scans only: the cost is linear in the header's length.
 *
 * @example
 * amendAccept("application/vnd.github.v3+json", { format: "raw", previews: [] }, { vendor: "github", apiVersion: "v3" });
 * // "application/vnd.github.v3.raw"
 */
export function amendAccept(accept: string, mediaType: MergedMediaType, vendorType: VendorMediaType): string {
  if (accept.trim().toLowerCase() === BINARY) return accept;
  const prefix = `application/vnd.${vendorType.vendor}`;
  const { format, previews } = mediaType;
  let amended = accept;
  if (format !== "") {
    amended = amended
      .split(",")
      .map((entry) =>
        isVendorEntry(entry, prefix) && previewName(entry, prefix) === undefined
          ? `${prefix}.${vendorType.apiVersion}.${format}`
          : entry,
      )
      .join(",");
  }
  if (previews.length > 0) {
    const named = amended.split(",").map((entry) => previewName(entry, prefix));
    const names = new Set<string>();
    for (const name of [...named, ...previews.map(withoutPreviewSuffix)]) if (name) names.add(name);
    const suffix = format === "" ? "+json" : `.${format}`;
    amended = [...names].map((name) => `${prefix}.${name}${PREVIEW_SUFFIX}${suffix}`).join(",");
  }
  return amended;
}

/**
 * `headers` with `accept` amended for `mediaType`: a new object when the media type asks for a
 * format or previews and there is a string accept header, otherwise `headers` itself.
 *
 * @example
 * withMediaType({ accept: "application/vnd.github.v3+json" }, { format: "diff", previews: [] }, { vendor: "github", apiVersion: "v3" });
 * // { accept: "application/vnd.github.v3.diff" }
 */
export function withMediaType(
  headers: Readonly<Record<string, HeaderValue>>,
  mediaType: MergedMediaType,
  vendorType: VendorMediaType,
): Readonly<Record<string, HeaderValue>> {
  if ((mediaType.format === "" && mediaType.previews.length === 0) || typeof headers.accept !== "string") {
    return headers;
  }
  return { ...headers, accept: amendAccept(headers.accept, mediaType, vendorType) };
}

function isVendorEntry(entry: string, prefix: string): boolean {
  const trimmed = entry.trim().toLowerCase();
  if (!trimmed.startsWith(prefix)) return false;
  const next = trimmed[prefix.length];
  return next === undefined || next === "." || next === "+" || next === ";";
}

function previewName(entry: string, prefix: string): string | undefined {
  const trimmed = entry.trim();
  if (!trimmed.toLowerCase().startsWith(`${prefix}.`)) return undefined;
  const end = trimmed.indexOf(PREVIEW_SUFFIX, prefix.length + 1);
  return end > prefix.length + 1 ? trimmed.slice(prefix.length + 1, end) : undefined;
}

function withoutPreviewSuffix(name: string): string {
  return name.endsWith(PREVIEW_SUFFIX) ? name.slice(0, -PREVIEW_SUFFIX.length) : name;
}
