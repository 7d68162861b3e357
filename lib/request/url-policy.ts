import { AbsoluteUrlError, InvalidOptionsError, MissingParameterError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { isPlainObject } from "../util/is-plain-object";
import { findDotSegment } from "../util/dot-segment";
import { hasScheme, isProtocolRelative, pathsStayOnBase, withoutTrailingSlashes } from "../vendors/join-url";
import { pathPlaceholderNames } from "./path-placeholders";
import { hasOwn } from "../util/has-own";

/**
 * Strict mode: every required placeholder must be present, so `/repos/{owner}/{repo}` cannot
 * silently become `/repos/{owner}`. Present means an own property (a `constructor` inherited from
 * `Object.prototype` is not a value) holding what RFC 6570 counts as defined: not `null` or
 * `undefined`, not a list or object without a defined member; and, in a path segment, not `""` (nor `[""]`).
 *
 * @example
 * requireValues(["owner", "repo"], { owner: "o", repo: [] }, "/repos/{owner}/{repo}"); // throws ERR_MISSING_PARAMETER naming "repo"
 */
export function requireValues(
  names: readonly string[],
  parameters: Readonly<Record<string, unknown>>,
  template: string,
): void {
  for (const name of names) {
    const value = hasOwn(parameters, name) ? parameters[name] : undefined;
    const empty = expandsEmpty(value) && pathPlaceholderNames(template).has(name);
    if (empty || isUndefinedValue(value)) {
      throw new MissingParameterError(
        `Missing value for placeholder ${describeInput(name)} of URL template ${describeInput(template)} (strict mode` +
          `${empty ? ": an empty string would empty a path segment" : ""})`,
        { template },
      );
    }
  }
}

// "" and [""] expand to nothing: in a path segment, that empties it.
function expandsEmpty(value: unknown): boolean {
  if (value === "") return true;
  if (!Array.isArray(value)) return false;
  const defined = value.filter((item) => item !== undefined && item !== null);
  return defined.length === 1 && defined[0] === "";
}

// RFC 6570 section 2.3: null, and a list or associative array with no defined member.
function isUndefinedValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (Array.isArray(value)) return value.every((item) => item === undefined || item === null);
  if (!isPlainObject(value)) return false;
  return Object.keys(value).every((key) => value[key] === undefined || value[key] === null);
}

/**
 * `allowAbsoluteUrls: false`: the final URL must resolve, as WHATWG URL resolves it, to the
 * configured base URL's origin and under its path, whether an absolute route, a parameter value
 * or a per-call `baseUrl` tried to point it elsewhere. So it starts with the base URL followed by
 * `/`, `?`, `#` or nothing; from a same-origin base (`"/"`, `""`, `"/api"`) it is not
 * protocol-relative (`//host/x`, which a browser sends to another host); and its path has no
 * `.` or `..` segment, not even one the template wrote, that could climb above the base path.
 * Runs only for configs that opted in; costs one scan of the URL.
 *
 * @example
 * requireUnderBaseUrl("https://api.github.com/user", "https://api.github.com"); // fine
 * requireUnderBaseUrl("//evil.example/x", "/"); // throws ERR_ABSOLUTE_URL
 */
export function requireUnderBaseUrl(url: string, baseUrl: string): void {
  const base = withoutTrailingSlashes(baseUrl);
  const rest = url.startsWith(base) ? url.charAt(base.length) : "x";
  const underBase = rest === "" || rest === "/" || rest === "?" || rest === "#";
  // After a same-origin base (a path on the page's origin), "//" would name another host.
  const protocolRelative = !pathsStayOnBase(base) && isProtocolRelative(url);
  if (underBase && !protocolRelative && findDotSegment(url) === -1) return;
  throw new AbsoluteUrlError(
    `URL ${describeInput(url)} is not under the configured base URL ${describeInput(baseUrl)} ` +
      "and absolute URLs are not allowed (allowAbsoluteUrls: false)",
  );
}

/**
 * A vendor of its own that names no base URL starts from one it never chose: none (`""`), or
 * GitHub's, when a subclass renames the vendor without overriding `defaultBaseUrl`. A request on
 * it is refused (a relative URL, or one on GitHub's origin), so neither the request nor its token
 * goes where the vendor never said. Asked only for such a config's requests on that base URL.
 *
 * @example
 * refuseUnnamedBaseUrl("https://api.github.com/widgets", "https://api.github.com", "acme"); // throws ERR_INVALID_OPTIONS
 * refuseUnnamedBaseUrl("/widgets", "", "acme"); // throws ERR_INVALID_OPTIONS
 */
export function refuseUnnamedBaseUrl(url: string, baseUrl: string, vendor: string): void {
  const onBase =
    baseUrl === "" ? !hasScheme(url) : URL.canParse(url) && new URL(url).origin === new URL(baseUrl).origin;
  if (!onBase) return;
  throw new InvalidOptionsError(
    `The vendor ${describeInput(vendor)} names no base URL, so this request would go to ` +
      `${baseUrl === "" ? "a relative URL" : `GitHub's ${baseUrl}`}: name one in the vendor, override defaultBaseUrl in the subclass, ` +
      "or pass baseUrl to with(), defaults() or the call",
  );
}
