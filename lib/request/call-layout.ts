import type { HeaderValue } from "../options/types";

/**
 * Where one call's values go, as its route lays them out: the path (and query) its parameters
 * wrote, the base URL it joins, the headers its parameters wrote, and what is left for the
 * vendor's rules. A plain route's layout comes from its URL template, a described operation's
 * from its description; the one assembly (`assembleRequest`) then joins, checks and places both
 * alike, so a layout says where values go and never judges the request.
 */
export interface CallLayout {
  /** The route's path as written (a URL template, a description's path key), for messages. */
  readonly template: string;
  /** The path, and any query the route's parameters wrote, relative to `baseUrl`. */
  readonly path: string;
  readonly baseUrl: string;
  /** The base URL `allowAbsoluteUrls: false` keeps the request under. */
  readonly confinedTo: string;
  /** Headers the route's parameters wrote, over the call's own (checked as any header is); `undefined`: none. */
  readonly headers: Readonly<Record<string, HeaderValue>> | undefined;
  /** Parameters the route did not place, for the vendor's rules: the query, or the body. */
  readonly remaining: Record<string, unknown>;
  readonly data: unknown;
  /** Whether the request carries a body: the vendor's rule of its method, or a description's. */
  readonly sendsBody: boolean;
  /**
   * The method sent, when a description writes one of its own (OpenAPI 3.2's `QUERY`, an
   * `additionalOperations` key such as `COPY`): methods are case-sensitive, so it is kept as
   * written; `undefined`: the call's method, lowercase.
   */
  readonly method?: string;
}
