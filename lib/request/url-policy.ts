import { AbsoluteUrlError } from "../errors/absolute-url-error";
import { MissingParameterError } from "../errors/missing-parameter-error";
import { describeInput } from "../errors/describe-input";
import { withoutTrailingSlashes } from "./join-url";

/**
 * Strict mode: every required placeholder must have a value (`null` and `undefined` do not
 * count), so `/repos/{owner}/{repo}` cannot silently become `/repos/{owner}`.
 */
export function requireValues(
  names: readonly string[],
  parameters: Readonly<Record<string, unknown>>,
  template: string,
): void {
  for (const name of names) {
    if (parameters[name] === undefined || parameters[name] === null) {
      throw new MissingParameterError(
        `Missing value for placeholder "${name}" of URL template ${describeInput(template)} (strict mode)`,
        { template },
      );
    }
  }
}

/**
 * `allowAbsoluteUrls: false`: the final URL must stay under the configured base URL, whether an
 * absolute route, a parameter value or a per-call `baseUrl` tried to point it elsewhere.
 */
export function requireUnderBaseUrl(url: string, baseUrl: string): void {
  const base = withoutTrailingSlashes(baseUrl);
  const rest = url.startsWith(base) ? url.charAt(base.length) : "x";
  if (rest === "" || rest === "/" || rest === "?" || rest === "#") return;
  throw new AbsoluteUrlError(
    `URL ${describeInput(url)} is not under the configured base URL ${describeInput(baseUrl)} ` +
      "and absolute URLs are not allowed (allowAbsoluteUrls: false)",
  );
}
