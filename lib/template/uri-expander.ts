import type { DateFormat } from "./date-to-string";

/**
 * Strategy that turns a URL template and parameters into a URL. {@link EndpointConfig} asks it
 * which parameters a template consumes (`variableNames`) and to expand it (`expand`); the rest
 * of the parameters go to the query string or the body.
 *
 * @example
 * ```ts
 * class ColonOnlyExpander extends UriExpander {
 *   variableNames(template: string) {
 *     return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
 *   }
 *   expand(template: string, parameters: Readonly<Record<string, unknown>>) {
 *     return template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parameters[name] ?? "")));
 *   }
 * }
 * const config = new EndpointConfig({ expander: new ColonOnlyExpander() });
 * ```
 */
export abstract class UriExpander {
  /**
   * The URL for `template` with `parameters` filled in. Parameters it does not use are ignored.
   * `dates` is how the config's vendor writes a `Date` (`VendorRules#dateToString`); an expander
   * may ignore it.
   */
  abstract expand(template: string, parameters: Readonly<Record<string, unknown>>, dates?: DateFormat): string;

  /** The parameter names `template` consumes; these never reach the query string or body. */
  abstract variableNames(template: string): readonly string[];

  /**
   * The names strict mode insists on having a value. By default every variable; expanders that
   * know optional forms (such as `{?page}`) narrow it.
   *
   * @example
   * ```ts
   * new Rfc6570Expander().requiredVariableNames("/orgs/{org}/repos{?page}"); // ["org"]
   * ```
   */
  requiredVariableNames(template: string): readonly string[] {
    return this.variableNames(template);
  }
}
