import { cachedTemplate } from "./cached-template";
import { encodeLiteral } from "./encode-literal";
import { UriExpander } from "./uri-expander";

const NO_NAMES: readonly string[] = Object.freeze([]);

/**
 * The default {@link UriExpander}: RFC 6570 levels 1–4, with expressions parsed by
 * rfc6570-uri-template. Each template is compiled once and kept in a bounded cache shared by
 * every instance and by the per-call path, so repeated routes cost one map lookup; URLs
 * without `{` skip the template machinery entirely.
 *
 * @example
 * ```ts
 * const expander = new Rfc6570Expander();
 * expander.expand("/repos/{owner}/{repo}{?page}", { owner: "octokit", repo: "rest.js", page: 2 });
 * // "/repos/octokit/rest.js?page=2"
 * expander.variableNames("/repos/{owner}/{repo}{?page}"); // ["owner", "repo", "page"]
 * ```
 */
export class Rfc6570Expander extends UriExpander {
  expand(template: string, parameters: Readonly<Record<string, unknown>>): string {
    if (!hasExpression(template)) return encodeLiteral(template, 0, template.length);
    return cachedTemplate(template).expand(parameters);
  }

  variableNames(template: string): readonly string[] {
    if (!hasExpression(template)) return NO_NAMES;
    return cachedTemplate(template).names;
  }

  override requiredVariableNames(template: string): readonly string[] {
    if (!hasExpression(template)) return NO_NAMES;
    return cachedTemplate(template).required;
  }
}

/**
 * Whether `template` needs the template compiler; URLs without braces are literal text.
 * A "}" alone is still malformed, so it goes through the compiler to be reported.
 */
export function hasExpression(template: string): boolean {
  return template.includes("{") || template.includes("}");
}
