import { describeInput } from "./describe-input";
import { EndpointError, type EndpointErrorDetails } from "./endpoint-error";
import { ErrorCodes, type ErrorCode } from "./error-codes";

/**
 * The one shape of the classes of the codes: each has a static `code` of its own (`instanceof`
 * reads it, so a class also matches errors of another copy of the package), and this
 * constructor takes the message.
 *
 * @internal
 */
abstract class CodedError extends EndpointError {
  constructor(message: string, details?: EndpointErrorDetails) {
    super((new.target as unknown as { readonly code: ErrorCode }).code, message, details);
  }
}

/**
 * The route is neither a route string nor an options object, or its url is not a string.
 *
 * @example
 * ```ts
 * endpoint(42 as never); // throws InvalidRouteError, code "ERR_INVALID_ROUTE"
 * ```
 */
export class InvalidRouteError extends CodedError {
  /** `"ERR_INVALID_ROUTE"`, the code of every InvalidRouteError. */
  static readonly code = ErrorCodes.INVALID_ROUTE;
  override name = "InvalidRouteError";
}

/**
 * Options, headers, mediaType, settings or defaults of the wrong type.
 *
 * @example
 * ```ts
 * endpoint("GET /user", "per_page=1" as never); // throws InvalidOptionsError, code "ERR_INVALID_OPTIONS"
 * ```
 */
export class InvalidOptionsError extends CodedError {
  /** `"ERR_INVALID_OPTIONS"`, the code of every InvalidOptionsError. */
  static readonly code = ErrorCodes.INVALID_OPTIONS;
  override name = "InvalidOptionsError";
}

/**
 * A method that is not an HTTP token (RFC 9110), such as one containing a space.
 *
 * @example
 * ```ts
 * endpoint({ method: "GE T", url: "/user" }); // throws InvalidMethodError, code "ERR_INVALID_METHOD"
 * ```
 */
export class InvalidMethodError extends CodedError {
  /** `"ERR_INVALID_METHOD"`, the code of every InvalidMethodError. */
  static readonly code = ErrorCodes.INVALID_METHOD;
  override name = "InvalidMethodError";
}

/**
 * A URL template that is not valid RFC 6570. Always names the template and the position of the fault.
 *
 * @example
 * ```ts
 * new InvalidTemplateError("/repos/{owner", 7, "unclosed expression").message;
 * // 'Invalid URL template "/repos/{owner" at position 7: unclosed expression'
 * ```
 */
export class InvalidTemplateError extends EndpointError {
  /** `"ERR_INVALID_TEMPLATE"`, the code of every InvalidTemplateError. */
  static readonly code = ErrorCodes.INVALID_TEMPLATE;
  override name = "InvalidTemplateError";
  declare readonly template: string;
  declare readonly position: number;

  constructor(template: string, position: number, reason: string) {
    super(
      InvalidTemplateError.code,
      `Invalid URL template ${describeInput(template)} at position ${position}: ${reason}`,
      { template, position },
    );
  }
}

/**
 * A header whose name is not an HTTP token, or whose value contains CR, LF or NUL or is not a string, number or boolean.
 *
 * @example
 * ```ts
 * endpoint("GET /user", { headers: { "x-a": "1\r\nx-b: 2" } }); // throws InvalidHeaderError, code "ERR_INVALID_HEADER"
 * ```
 */
export class InvalidHeaderError extends CodedError {
  /** `"ERR_INVALID_HEADER"`, the code of every InvalidHeaderError. */
  static readonly code = ErrorCodes.INVALID_HEADER;
  override name = "InvalidHeaderError";
}

/**
 * A parameter value that cannot be placed safely: one that would become a whole `.` or `..` path segment, a function or symbol, a prefix modifier on a list, a circular structure.
 *
 * @example
 * ```ts
 * endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: ".." }); // throws InvalidParameterError, code "ERR_INVALID_PARAMETER"
 * ```
 */
export class InvalidParameterError extends CodedError {
  /** `"ERR_INVALID_PARAMETER"`, the code of every InvalidParameterError. */
  static readonly code = ErrorCodes.INVALID_PARAMETER;
  override name = "InvalidParameterError";
}

/**
 * In strict mode, a required URL placeholder without a value.
 *
 * @example
 * ```ts
 * new EndpointConfig({ strict: true }).build("GET /orgs/{org}"); // throws MissingParameterError, code "ERR_MISSING_PARAMETER"
 * ```
 */
export class MissingParameterError extends CodedError {
  /** `"ERR_MISSING_PARAMETER"`, the code of every MissingParameterError. */
  static readonly code = ErrorCodes.MISSING_PARAMETER;
  override name = "MissingParameterError";
}

/**
 * With `allowAbsoluteUrls: false`, a URL that leaves the configured base URL.
 *
 * @example
 * ```ts
 * new EndpointConfig({ allowAbsoluteUrls: false }).build("GET https://evil.example/x"); // throws AbsoluteUrlError, code "ERR_ABSOLUTE_URL"
 * ```
 */
export class AbsoluteUrlError extends CodedError {
  /** `"ERR_ABSOLUTE_URL"`, the code of every AbsoluteUrlError. */
  static readonly code = ErrorCodes.ABSOLUTE_URL;
  override name = "AbsoluteUrlError";
}
