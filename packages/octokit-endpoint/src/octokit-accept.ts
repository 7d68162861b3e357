import type { MergedMediaType } from "../../../lib/index";

const BINARY = /application\/octet-stream/i;
// octokit's own pattern: the vendor, an optional `.v3`, an optional format, an optional `+json`.
const VENDOR_ENTRY = /application\/vnd(\.\w+)(\.v3)?(\.\w+)?(\+json)?$/;
// The preview names an accept header already holds, as octokit reads them.
const PREVIEW_NAME = /(?<![\w-])[\w-]+(?=-preview)/g;

/**
 * `accept` amended as `@octokit/endpoint` amends it: nothing for a binary download; a format
 * rewrites each vendor entry to `application/vnd<vendor><.v3 if it had it>.<format>`; previews
 * count only on a URL ending in `/graphql`, where the header becomes the list of GitHub preview
 * media types, those it named first.
 *
 * @example
 * octokitAccept("application/vnd.github.v3+json", { format: "diff" }, "https://api.github.com/repos/o/r/pulls/1");
 * // "application/vnd.github.v3.diff"
 */
export function octokitAccept(accept: string, mediaType: MergedMediaType, url: string): string {
  if (BINARY.test(accept)) return accept;
  const { format } = mediaType;
  let amended = accept;
  if (format !== "") {
    amended = amended
      .split(",")
      .map((entry) => entry.replace(VENDOR_ENTRY, `application/vnd$1$2.${format}`))
      .join(",");
  }
  const previews = mediaType.previews ?? [];
  if (url.endsWith("/graphql") && previews.length > 0) {
    const suffix = format === "" ? "+json" : `.${format}`;
    amended = [...(amended.match(PREVIEW_NAME) ?? []), ...previews]
      .map((name) => `application/vnd.github.${name}-preview${suffix}`)
      .join(",");
  }
  return amended;
}
