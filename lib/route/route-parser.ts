import { InvalidRouteError } from "../errors/invalid-route-error";
import { describeInput } from "../errors/describe-input";
import { BoundedCache } from "../util/bounded-cache";
import { colonPlaceholdersToTemplate, hasColonPlaceholder } from "./colon-placeholders";

/** A route string taken apart: the method, if it named one, and the URL as written. */
export interface SplitRoute {
  readonly method?: string;
  readonly url: string;
}

/** A route ready for expansion: method and an RFC 6570 URL template. */
export interface ParsedRoute {
  readonly method: string;
  readonly url: string;
}

const ROUTE_CACHE_LIMIT = 1000;
const FIRST_SPACE_RUN = /\s+/;

/**
 * Reads route strings such as `"POST /repos/:owner/:repo/issues"`. Results are cached per route
 * string (bounded), because applications send the same few hundred routes over and over.
 *
 * @example
 * ```ts
 * new RouteParser().parse("POST /repos/:owner/:repo");
 * // { method: "POST", url: "/repos/{owner}/{repo}" }
 * new RouteParser().parse("/user"); // { method: "GET", url: "/user" }
 * ```
 */
export class RouteParser {
  readonly #splits = new BoundedCache<string, SplitRoute>(ROUTE_CACHE_LIMIT);
  readonly #templates = new BoundedCache<string, string>(ROUTE_CACHE_LIMIT);

  /**
   * Method and URL template of a route string; the method defaults to `GET`.
   *
   * @example
   * ```ts
   * new RouteParser().parse("GET /orgs/:org/repos"); // { method: "GET", url: "/orgs/{org}/repos" }
   * ```
   */
  parse(route: string): ParsedRoute {
    const { method = "GET", url } = this.split(route);
    return { method, url: this.toTemplate(url) };
  }

  /**
   * Splits `"<METHOD> <url>"` or `"<url>"` without touching the URL.
   *
   * @example
   * ```ts
   * new RouteParser().split("GET /orgs/:org"); // { method: "GET", url: "/orgs/:org" }
   * ```
   */
  split(route: string): SplitRoute {
    if (typeof route !== "string") {
      throw new InvalidRouteError(
        `Invalid route ${describeInput(route)}: expected a string such as "GET /user" or an options object`,
      );
    }
    return this.#splits.remember(route, frozenSplit);
  }

  /**
   * Rewrites `:name` placeholders as `{name}` (after any character that cannot end a name, as
   * octokit reads them); subclasses may support other placeholder styles.
   *
   * @example
   * ```ts
   * new RouteParser().toTemplate("/orgs/:org/repos"); // "/orgs/{org}/repos"
   * ```
   */
  toTemplate(url: string): string {
    if (typeof url !== "string") {
      throw new InvalidRouteError(`Invalid URL ${describeInput(url)}: expected a string such as "/orgs/:org"`);
    }
    // Stryker disable next-line ConditionalExpression,StringLiteral: a colon-less URL converts to itself; the shortcut keeps it out of the cache
    if (!hasColonPlaceholder(url)) return url;
    return this.#templates.remember(url, colonPlaceholdersToTemplate);
  }
}

/**
 * `RouteParser#split` without its cache, for callers that cache what they make of the result;
 * not frozen, so it must not be handed out.
 */
export function splitRoute(route: string): SplitRoute {
  const trimmed = route.trim();
  const gap = FIRST_SPACE_RUN.exec(trimmed);
  if (gap === null) return { url: trimmed };
  const method = trimmed.slice(0, gap.index);
  const url = trimmed.slice(gap.index + gap[0].length);
  return { method, url };
}

// RouteParser#split hands its cached results to every caller, so they are frozen.
function frozenSplit(route: string): SplitRoute {
  return Object.freeze(splitRoute(route));
}
