/**
 * Stable machine-readable codes carried by every {@link EndpointError}.
 * Callers branch on these, never on message text, so a code is never renamed.
 */
export const ErrorCodes = {
  /** The route is neither a string nor an options object, or `url` is not a string. */
  INVALID_ROUTE: "ERR_INVALID_ROUTE",
  /** Options, headers, mediaType or defaults are of the wrong type. */
  INVALID_OPTIONS: "ERR_INVALID_OPTIONS",
  /** The method is not an HTTP token. */
  INVALID_METHOD: "ERR_INVALID_METHOD",
  /** The URL template is malformed. */
  INVALID_TEMPLATE: "ERR_INVALID_TEMPLATE",
  /** A header name or value cannot be sent. */
  INVALID_HEADER: "ERR_INVALID_HEADER",
  /** A parameter value cannot be placed in the URL, query or body. */
  INVALID_PARAMETER: "ERR_INVALID_PARAMETER",
  /** Strict mode: a required placeholder has no value. */
  MISSING_PARAMETER: "ERR_MISSING_PARAMETER",
  /** `allowAbsoluteUrls: false`: the URL is not under the configured base URL. */
  ABSOLUTE_URL: "ERR_ABSOLUTE_URL",
} as const;

/** One of the values of {@link ErrorCodes}. */
export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
