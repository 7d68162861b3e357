import { encodeQuery } from "../../request/query-string";
import { VendorRules } from "../vendor-rules";

/**
 * What GitHub's API asks of a request beyond the specification's rules, in one place:
 * - its search syntax joins the terms of `q` with `+`, which must reach the server as a literal
 *   `+` (encoded, GitHub would read a plus sign, not a separator);
 * - release assets are uploaded to `https://uploads.github.com`, which may receive the token.
 * The rest of GitHub's vendor values (the `github` media types, `https://api.github.com`, the
 * user-agent) are {@link EndpointConfig}'s default getters, and its hyphenated template names
 * (`{enterprise-team}`) the default expander's setting.
 *
 * @example
 * ```ts
 * new GitHubRules().query({ q: "repo:octokit/rest.js+is:open", per_page: 5 });
 * // "q=repo%3Aoctokit%2Frest.js+is%3Aopen&per_page=5"
 * ```
 */
export class GitHubRules extends VendorRules {
  override query(parameters: Readonly<Record<string, unknown>>): string {
    return encodeQuery(parameters, SEARCH_PARAMETER);
  }

  override get trustedOrigins(): readonly string[] {
    return UPLOAD_ORIGINS;
  }
}

/** The parameter of GitHub's search routes (`GET /search/issues` and others) whose `+` separates terms. */
const SEARCH_PARAMETER = "q";

/** GitHub's upload host (`POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets`). */
const UPLOAD_ORIGINS: readonly string[] = Object.freeze(["https://uploads.github.com"]);

/** The rules every `github` config shares. */
export const GITHUB_RULES: VendorRules = new GitHubRules();
