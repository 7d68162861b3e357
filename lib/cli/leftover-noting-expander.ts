import { UriExpander, type DateFormat } from "../index";

/**
 * A config's URL expander that also notes, on each expansion, the parameters its template leaves
 * over: by `UriExpander`'s contract those are the ones that go to the query or the body. The
 * vendor's own expander does all the work; this one only watches the one build the CLI makes, so
 * a check can ask afterwards which parameters the URL did not take.
 *
 * @example
 * ```ts
 * const expander = new LeftoverNotingExpander(new EndpointConfig().rules.defaultExpander);
 * new EndpointConfig({ expander }).build("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
 * expander.leftover; // { title: "t" }
 * ```
 */
export class LeftoverNotingExpander extends UriExpander {
  readonly #expander: UriExpander;
  #leftover: Readonly<Record<string, unknown>> = {};

  constructor(expander: UriExpander) {
    super();
    this.#expander = expander;
  }

  /** The parameters the last expanded template did not name, in the order they were given. */
  get leftover(): Readonly<Record<string, unknown>> {
    return this.#leftover;
  }

  override expand(template: string, parameters: Readonly<Record<string, unknown>>, dates?: DateFormat): string {
    const named = this.#expander.variableNames(template);
    this.#leftover = Object.fromEntries(Object.entries(parameters).filter(([name]) => !named.includes(name)));
    return this.#expander.expand(template, parameters, dates);
  }

  override variableNames(template: string): readonly string[] {
    return this.#expander.variableNames(template);
  }

  override requiredVariableNames(template: string): readonly string[] {
    return this.#expander.requiredVariableNames(template);
  }
}
