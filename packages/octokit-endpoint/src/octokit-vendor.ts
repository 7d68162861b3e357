import {
  GitHubVendor,
  githubVendor,
  Rfc6570Expander,
  type DefaultOptions,
  type EncodedBody,
  type GivenMediaType,
  type MergedMediaType,
  type VendorDefaults,
} from "../../../lib/index";
import { mergeDeep } from "./merge-deep";
import { octokitAccept } from "./octokit-accept";
import { octokitQueryTexts } from "./octokit-query";
import { version } from "../package.json";

/**
 * `@octokit/endpoint`'s contract as a vendor over GitHub's: what `@octokit/request` and the
 * plugins compare and send. Each rule differs from the main package's in a way Octokit code
 * reads (README.md lists them): an upper-case method, a body for every verb but GET and HEAD,
 * octokit's query and URL joining, previews on GraphQL only, deep-merged `request`.
 *
 * @example
 * octokitVendor.resultMethod("patch"); // "PATCH"
 */
class OctokitVendor extends GitHubVendor {
  /**
   * GitHub's hyphenated names, the URL left untrimmed (octokit trims it itself), and a variable
   * without a value written as octokit writes it, empty between its separators.
   */
  override get defaultExpander(): Rfc6570Expander {
    return OCTOKIT_EXPANDER;
  }

  /** octokit's `DEFAULTS`: no `previews` key in `mediaType`. */
  override initialDefaults(vendor: VendorDefaults): DefaultOptions {
    const { mediaType, ...defaults } = super.initialDefaults(vendor);
    // The main package's types promise `previews` in its own defaults; its pipeline reads a
    // missing list as none (MergedMediaType), and octokit's shape has none.
    return { ...defaults, mediaType: { format: mediaType.format } as DefaultOptions["mediaType"] };
  }

  /** octokit reads the second argument only after a route string. */
  /** octokit's merge: a call's `method` replaces the route string's. */
  override get methodOptionReplacesRoute(): boolean {
    return true;
  }

  override get mergesOptionsAfterRouteObject(): boolean {
    return false;
  }

  /** `@octokit/request` hands the method to `fetch`, which sends `patch` as written. */
  override resultMethod(method: string): string {
    return method.toUpperCase();
  }

  override sendsBody(method: string): boolean {
    return method !== "get" && method !== "head";
  }

  /**
   * octokit declares every body JSON (`@octokit/request` serialises only plain data and sends the
   * rest as it is); a body no client can send is still refused.
   */
  override bodyContentType(body: unknown): string | undefined {
    super.bodyContentType(body);
    return JSON_BODY;
  }

  /**
   * octokit sends the body as it is whatever the content-type says (`@octokit/request` writes
   * plain data as JSON), never a form or a `FormData` of it.
   */
  override encodeBody(body: unknown, contentType: string | undefined): EncodedBody {
    return { body, contentType };
  }

  /** octokit sends `data` of a GET or HEAD as a query parameter like any other. */
  override get sendsDataInQuery(): boolean {
    return true;
  }

  /** octokit's query: each value as octokit writes it as text, then GitHub's encoding of it. */
  override query(parameters: Readonly<Record<string, unknown>>): string {
    return super.query(octokitQueryTexts(parameters));
  }

  /**
   * octokit drops one trailing `/` of the expanded URL (a URL of `/` alone stays), keeps a URL
   * that starts with `http` as it is, and puts the base URL before any other as written.
   */
  override joinUrl(baseUrl: string, expanded: string): string {
    const url = expanded !== "/" && expanded.endsWith("/") ? expanded.slice(0, -1) : expanded;
    return url.startsWith("http") ? url : baseUrl + url;
  }

  /**
   * octokit sends credentials to the URL a caller names as the request's own, as `fetch` would:
   * a config whose defaults name no URL is `octokit.request` (`@octokit/core`'s
   * `request.defaults()` names none), and every URL it builds is one its caller named, a route
   * string's or an options object's `url` (`@semantic-release/github` uploads to GitHub's
   * `upload_url` so). A config whose defaults name one is a REST method's
   * (plugin-rest-endpoint-methods' `request.defaults({ method, url })`, through which
   * `@octokit/request` and the auth hook merge and parse), where a call's `url`, such as a
   * webhook's, replaces the method's URL: its credentials stay home.
   */
  // Its refused requests are those whose URL replaced the URL the defaults named.
  override get credentialAdvice(): string {
    return (
      ", and it replaced the URL its defaults named: a REST method was called with a `url` " +
      "(octokit.rest.repos.updateWebhookConfigForRepo({ url }) and the like). For a webhook's `url`, call the route-string form, " +
      'request("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", { url }), where `url` stays a body field; ' +
      "to send the request to that URL, name it as the request's own: octokit.request({ method, url, … })"
    );
  }

  override credentialsFollowUrl(defaultUrl: string | undefined): boolean {
    return defaultUrl === undefined;
  }

  override amendAccept(accept: string, mediaType: MergedMediaType, _vendorType: unknown, url: string): string {
    return octokitAccept(accept, mediaType, url);
  }

  /**
   * octokit's merge of `mediaType`: a given format or list of previews replaces the earlier one;
   * a merge step whose URL is `/graphql` puts the earlier previews it did not repeat first and
   * drops `-preview` from each name, and always leaves a `previews` list.
   *
   * An earlier preview counts as repeated under its own name or without `-preview`. octokit
   * compares the names as the defaults hold them, and its first `/graphql` merge may have
   * rewritten those without the suffix (README.md, `DEFAULTS`); `@octokit/request`'s hook then
   * merges the result again. Either way a name octokit lists once, the companion lists once.
   */
  override mergeMediaType(current: MergedMediaType, given: GivenMediaType | undefined, url: unknown): MergedMediaType {
    const format = given?.format ?? current.format;
    const previews = given?.previews ?? current.previews;
    if (url !== "/graphql") return previews === undefined ? { format } : { format, previews };
    const repeated = given?.previews;
    const earlier =
      repeated === undefined
        ? []
        : (current.previews ?? []).filter(
            (name) => !repeated.includes(name) && !repeated.includes(withoutSuffix(name)),
          );
    return { format, previews: [...earlier, ...(previews ?? [])].map(withoutSuffix) };
  }

  override mergeRequest(current: Record<string, unknown> | undefined, next: Record<string, unknown>) {
    return mergeDeep(current, next) as Record<string, unknown>;
  }

  override mergeParameter(current: unknown, next: unknown): unknown {
    return mergeDeep(current, next);
  }
}

const JSON_BODY = "application/json; charset=utf-8";

// octokit drops the first `-preview` of a name, wherever it stands.
function withoutSuffix(name: string): string {
  return name.replace("-preview", "");
}

/** The rules every companion config shares. */
const OCTOKIT_EXPANDER = new Rfc6570Expander({
  hyphenatedNames: true,
  trimsEmptyTail: false,
  keepsEmptyVariables: true,
});

/** GitHub as `@octokit/endpoint` sends to it, with a user-agent that names this package. */
export const octokitVendor = new OctokitVendor({
  name: githubVendor.name,
  apiVersion: githubVendor.apiVersion,
  baseUrl: githubVendor.baseUrl,
  userAgent: `restkit-octokit-endpoint.js/${version}`,
});
