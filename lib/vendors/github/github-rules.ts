import { encodeQuery } from "../query-string";
import { Rfc6570Expander } from "../../template/rfc6570-expander";
import type { UriExpander } from "../../template/uri-expander";
import { Vendor } from "../vendor";
import type { GitHubCatalog } from "../../types/github-catalog";
import { GITHUB_API_VERSION, GITHUB_BASE_URL, GITHUB_USER_AGENT, GITHUB_VENDOR } from "./github-vendor";

/**
 * What GitHub's API asks of a request beyond the specification's rules, in one place:
 * - its routes name placeholders with a `-` (`{enterprise-team}`), which RFC 6570 has no place
 *   for: its expander takes them;
 * - its search syntax joins the terms of `q` with `+`, which must reach the server as a literal
 *   `+` (encoded, GitHub would read a plus sign, not a separator);
 * - release assets are uploaded to the upload host beside the API host, which may receive the
 *   token: `https://uploads.github.com` beside `https://api.github.com`, and on GHE.com (data
 *   residency) `https://uploads.SUBDOMAIN.ghe.com` beside `https://api.SUBDOMAIN.ghe.com`.
 * GitHub's vendor values (the `github` media types, `https://api.github.com`, the user-agent)
 * stand beside these rules, in `github-vendor.ts`.
 *
 * @example
 * ```ts
 * new GitHubVendor().query({ q: "repo:octokit/rest.js+is:open", per_page: 5 });
 * // "q=repo%3Aoctokit%2Frest.js+is%3Aopen&per_page=5"
 * ```
 *
 * @group Vendors
 */
export class GitHubVendor extends Vendor<GitHubCatalog> {
  override get defaultExpander(): UriExpander {
    return HYPHENATED_EXPANDER;
  }

  override query(parameters: Readonly<Record<string, unknown>>): string {
    return encodeQuery(parameters, SEARCH_PARAMETER, this);
  }

  /**
   * A webhook's `url` is the usual way a GitHub request with a token reaches another origin: a
   * REST method's options hold the route's URL and its parameters in one object.
   *
   * @example
   * ```ts
   * new GitHubVendor().credentialAdvice.includes("route-string form"); // true
   * ```
   */
  override get credentialAdvice(): string {
    return (
      ". If a `url` parameter (a webhook's, of octokit.rest.repos.updateWebhookConfigForRepo({ url }) and the like) " +
      'replaced the request\'s URL, call the route-string form, request("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { url }), ' +
      "where `url` stays a body field; to send credentials to that origin, add it to trustedOrigins"
    );
  }

  /**
   * GitHub's layout: for a base URL on `https://api.<host>`, the upload host is
   * `https://uploads.<host>` (github.com, and GHE.com's `api.SUBDOMAIN.ghe.com`). GitHub
   * Enterprise Server serves uploads on its API's own origin (`/api/uploads`), which needs no trust.
   *
   * @example
   * ```ts
   * new GitHubVendor().trustsOrigin("https://uploads.octo.ghe.com", "https://api.octo.ghe.com"); // true
   * new GitHubVendor().trustsOrigin("https://uploads.github.com", "https://ghe.example.com"); // false
   * ```
   */
  override trustsOrigin(origin: string, baseOrigin: string): boolean {
    return baseOrigin.startsWith(API_HOST) && origin === UPLOAD_HOST + baseOrigin.slice(API_HOST.length);
  }
}

/** RFC 6570 plus GitHub's hyphenated names; shared, as its template cache is. */
const HYPHENATED_EXPANDER = new Rfc6570Expander({ hyphenatedNames: true });

/** The parameter of GitHub's search routes (`GET /search/issues` and others) whose `+` separates terms. */
const SEARCH_PARAMETER = "q";

/**
 * Where an API origin and its upload origin begin: `https://api.github.com` and
 * `POST https://uploads.github.com/repos/{owner}/{repo}/releases/{release_id}/assets`. Serialized
 * origins are lower case, so the comparison is exact.
 */
const API_HOST = "https://api.";
const UPLOAD_HOST = "https://uploads.";

/**
 * GitHub's REST API: the vendor of `endpoint` and of a config made without one. A `Vendor` merely
 * named `"github"` follows the specification's rules, not these: derive from this one instead
 * (`githubVendor.with({ baseUrl })` for GitHub Enterprise Server).
 *
 * @example
 * ```ts
 * githubVendor.name; // "github"
 * new EndpointConfig({ vendor: githubVendor.with({ apiVersion: "v4" }) }).defaults.headers.accept;
 * // "application/vnd.github.v4+json"
 * ```
 *
 * @group Vendors
 */
export const githubVendor = new GitHubVendor({
  name: GITHUB_VENDOR,
  apiVersion: GITHUB_API_VERSION,
  baseUrl: GITHUB_BASE_URL,
  // GitHub refuses a request without one.
  userAgent: GITHUB_USER_AGENT,
});
// A subclass's instance, frozen here as with() freezes the ones it makes.
Object.freeze(githubVendor);

/**
 * The earlier name of {@link GitHubVendor}, for rules written as its subclass.
 *
 * @deprecated Extend {@link GitHubVendor}.
 * @group Vendors
 */
export const GitHubRules = GitHubVendor;
/**
 * @deprecated See {@link GitHubVendor}.
 * @group Vendors
 */
export type GitHubRules = GitHubVendor;
