import { BoundedCache } from "../util/bounded-cache";

const PATH_NAMES_CACHE_LIMIT = 1000;
const cache = new BoundedCache<string, ReadonlySet<string>>(PATH_NAMES_CACHE_LIMIT);

/**
 * The names of the `{name}` and `{+name}` expressions that stand in the path of `template`: before
 * the first literal `?` or `#` and before any `{?…}`, `{&…}` or `{#…}` expression. An empty value
 * there empties a path segment (`/repos/{owner}/{repo}` with repo `""` is `/repos/{owner}`).
 * Depends on the template alone, so it is worked out once per template; a malformed template
 * gives what it can, and the expander reports the fault.
 *
 * @example
 * pathPlaceholderNames("/repos/{owner}/{+path}?ref={ref}"); // Set { "owner", "path" }
 */
export function pathPlaceholderNames(template: string): ReadonlySet<string> {
  return cache.remember(template, scanPath);
}

const OTHER_OPERATORS = "/.;=,!@|";

// `name`, `name*` or `name:3`.
function nameOf(variable: string): string {
  const name = variable.split(":")[0] as string;
  return name.endsWith("*") ? name.slice(0, -1) : name;
}

function scanPath(template: string): ReadonlySet<string> {
  const names = new Set<string>();
  let index = 0;
  while (index < template.length) {
    const character = template[index];
    if (character === "?" || character === "#") break;
    if (character !== "{") {
      index++;
      continue;
    }
    const close = template.indexOf("}", index);
    if (close === -1) break;
    const operator = template[index + 1];
    if (operator === "?" || operator === "&" || operator === "#") break;
    const body = operator === "+" ? template.slice(index + 2, close) : template.slice(index + 1, close);
    // Other operators ({/x}, {.x}, {;x}) are written to vanish when empty: not path holes.
    if (operator === "+" || !OTHER_OPERATORS.includes(operator as string)) {
      for (const variable of body.split(",")) names.add(nameOf(variable));
    }
    index = close + 1;
  }
  return names;
}
