// `{name}`: OpenAPI path templating, where a name is any text without braces.
const TEMPLATE_EXPRESSION = /\{([^{}]+)\}/g;

/**
 * The names of an OpenAPI path template's `{name}` expressions, in the order written.
 *
 * @example
 * pathTemplateNames("/repos/{owner}/{repo}/issues"); // ["owner", "repo"]
 */
export function pathTemplateNames(path: string): string[] {
  const names: string[] = [];
  // exec() ends by setting lastIndex back to 0, so the shared expression starts fresh each call.
  for (let match = TEMPLATE_EXPRESSION.exec(path); match !== null; match = TEMPLATE_EXPRESSION.exec(path)) {
    names.push(match[1]!);
  }
  return names;
}
