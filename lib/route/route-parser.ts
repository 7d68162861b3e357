import { InvalidRouteError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { BoundedCache } from "../util/bounded-cache";
import { colonPlaceholdersToTemplate, hasColonPlaceholder } from "./colon-placeholders";

/** A route string taken apart: the method, if it named one, and the URL as written. */
export interface SplitRoute {
  readonly method?: string;
  readonly url: string;
}

/** A route as the pipeline reads it: the method, and the URL as written (placeholders and all). */
export interface ParsedRoute {
  readonly method: string;
  readonly url: string;
}

const ROUTE_CACHE_LIMIT = 1000;
const FIRST_SPACE_RUN = /\s+/;

/**
 * Reads route strings such as `"POST /repos/:owner/:repo/issues"`, and turns the URL of every
 * request into an RFC 6570 template. The pipeline asks it at two points, each once: `parse()`
 * when a call gives a route string (merge keeps that URL as written, spec 2.5), `toTemplate()`
 * when the request is assembled. Results are cached per route string and per URL (bounded),
 * because applications send the same few hundred routes over and over.
 *
 * @example
 * ```ts
 * new RouteParser().parse("POST /repos/:owner/:repo"); // { method: "POST", url: "/repos/:owner/:repo" }
 * new RouteParser().parse("/user"); // { method: "GET", url: "/user" }
 * new RouteParser().toTemplate("/repos/:owner/:repo"); // "/repos/{owner}/{repo}"
 * ```
 */
export class RouteParser {
  readonly #splits = new BoundedCache<string, SplitRoute>(ROUTE_CACHE_LIMIT);
  readonly #templates = new BoundedCache<string, string>(ROUTE_CACHE_LIMIT);

  /**
   * The method and URL a route string names, the URL as written; `method` when the route names
   * none (the config's default method, on the pipeline).
   *
   * @example
   * ```ts
   * new RouteParser().parse("GET /orgs/:org/repos"); // { method: "GET", url: "/orgs/:org/repos" }
   * new RouteParser().parse("/user", "POST"); // { method: "POST", url: "/user" }
   * ```
   */
  parse(route: string, method = "GET"): ParsedRoute {
    const split = this.split(route);
    // The cached split is frozen, and is the answer itself when the route names its method.
    return split.method === undefined ? { method, url: split.url } : (split as ParsedRoute);
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

// RouteParser#split hands its cached results to every caller, so they are frozen.
function frozenSplit(route: string): SplitRoute {
  const trimmed = route.trim();
  const gap = FIRST_SPACE_RUN.exec(trimmed);
  if (gap === null) return Object.freeze({ url: trimmed });
  return Object.freeze({ method: trimmed.slice(0, gap.index), url: trimmed.slice(gap.index + gap[0].length) });
}
