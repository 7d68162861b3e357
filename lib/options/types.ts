import type { responseType } from "../types/response-type";

/** A header value as callers may pass it; numbers (e.g. `content-length`) are kept as numbers. */
export type HeaderValue = string | number | boolean;

/**
 * Header name to value. Names are case-insensitive on input and lowercased on output; `null`
 * removes the header (a default one included), `undefined` means "not given".
 */
export type RequestHeaders = Record<string, HeaderValue | null | undefined>;

/** Media type options that amend the `accept` header. */
export interface MediaType {
  /** Media type parameter such as `raw`, `diff` or `text+json`. */
  format?: string;
  /** API preview names such as `mercy`; merged with the previews of the defaults. */
  previews?: readonly string[];
}

/**
 * Options for one call (`endpoint(route, options)`) or for defaults (`endpoint.defaults(options)`).
 * Every key that is not listed here is a request parameter.
 */
export interface EndpointOptions {
  method?: string;
  url?: string;
  baseUrl?: string;
  headers?: RequestHeaders;
  mediaType?: MediaType;
  /** The request body as is, instead of one built from parameters. */
  data?: unknown;
  /** Caller meta information, returned unchanged in the result. */
  request?: Record<string, unknown>;
  [parameter: string]: unknown;
}

/** The merged options (`endpoint.merge()`), with `url` still an unexpanded template. */
export interface MergedOptions extends EndpointOptions {
  method: string;
  baseUrl: string;
  headers: Record<string, HeaderValue>;
  mediaType: { format: string; previews: readonly string[] };
}

/** What `endpoint.DEFAULTS` and `EndpointConfig#defaults` expose: merged options without a route. */
export type DefaultOptions = Readonly<MergedOptions>;

/**
 * The request options produced by `endpoint()` and `endpoint.parse()`, ready for any HTTP client.
 * `Method` is the lowercase method when the route names it, e.g. `"get"`. `Value` is the type of
 * the header values: `string` unless a call or its defaults give other types (`CallHeaderValue`).
 * `Response` is what the route's catalog says a success returns (`unknown` outside a catalog): a
 * phantom type that no property holds at run time, read with `ResponseOf<typeof options>`.
 */
export interface RequestOptionsInit<Method extends string = string, Value = HeaderValue, Response = unknown> {
  /** Never present: carries the response type for {@link ResponseOf}. */
  readonly [responseType]?: () => Response;
  /** Lowercase HTTP method. */
  method: Method;
  /** Absolute URL with every placeholder filled in. */
  url: string;
  /** Lowercase header names. */
  headers: Record<string, Value>;
  /** Only present when the request has a body. */
  body?: unknown;
  /** The `request` option as passed; only present when one was. */
  request?: Record<string, unknown>;
}

/**
 * The response type a request's route has in its catalog (`unknown` outside one).
 *
 * @example
 * ```ts
 * const options = endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r" });
 * type Issues = ResponseOf<typeof options>; // components["schemas"]["issue"][]
 * ```
 */
export type ResponseOf<Options> = Options extends { readonly [responseType]?: () => infer Response }
  ? Response
  : unknown;
