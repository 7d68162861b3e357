import { encodeQuery } from "../../request/query-string";
import { Rfc6570Expander } from "../../template/rfc6570-expander";
import type { UriExpander } from "../../template/uri-expander";
import { VendorRules } from "../vendor-rules";

/**
 * What GitHub's API asks of a request beyond the specification's rules, in one place:
 * - its routes name placeholders with a `-` (`{enterprise-team}`), which RFC 6570 has no place
 *   for: its expander takes them;
 * - its search syntax joins the terms of `q` with `+`, which must reach the server as a literal
 *   `+` (encoded, GitHub would read a plus sign, not a separator);
 * - release assets are uploaded to `https://uploads.github.com`, which may receive the token.
 * GitHub's vendor values (the `github` media types, `https://api.github.com`, the user-agent)
 * stand beside these rules, in `github-vendor.ts`.
 *
 * @example
 * ```ts
 * new GitHubRules().query({ q: "repo:octokit/rest.js+is:open", per_page: 5 });
 * // "q=repo%3Aoctokit%2Frest.js+is%3Aopen&per_page=5"
 * ```
 */
export class GitHubRules extends VendorRules {
  override get defaultExpander(): UriExpander {
    return HYPHENATED_EXPANDER;
  }

  override query(parameters: Readonly<Record<string, unknown>>): string {
    return encodeQuery(parameters, SEARCH_PARAMETER, this);
  }

  override get trustedOrigins(): readonly string[] {
    return UPLOAD_ORIGINS;
  }
}

/** RFC 6570 plus GitHub's hyphenated names; shared, as its template cache is. */
const HYPHENATED_EXPANDER = new Rfc6570Expander({ hyphenatedNames: true });

/** The parameter of GitHub's search routes (`GET /search/issues` and others) whose `+` separates terms. */
const SEARCH_PARAMETER = "q";

/** GitHub's upload host (`POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets`). */
const UPLOAD_ORIGINS: readonly string[] = Object.freeze(["https://uploads.github.com"]);

/** The rules every `github` config shares. */
export const GITHUB_RULES: VendorRules = new GitHubRules();
