import { BoundedCache } from "../util/bounded-cache";

const PATH_NAMES_CACHE_LIMIT = 1000;
const cache = new BoundedCache<string, ReadonlySet<string>>(PATH_NAMES_CACHE_LIMIT);

/**
 * The names of the `{name}` and `{+name}` expressions that stand in the path of `template`: before
 * the first literal `?` or `#` and before any `{?…}` or `{#…}` expression. An empty value
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

// RFC 6570's operators other than `?` and `#`, which end the path. Of their expressions only `{+x}`
// can empty a segment: `{/x}`, `{.x}` and `{;x}` vanish when empty, and `{&x}` is `&x=` (before a
// query it is path text, yet never empty).
const OPERATORS = "+/.;&=,!@|";

// `name`, `name*` or `name:3`.
function nameOf(variable: string): string {
  const name = variable.split(":")[0] as string;
  return name.endsWith("*") ? name.slice(0, -1) : name;
}

function scanPath(template: string): ReadonlySet<string> {
  const names = new Set<string>();
  let index = 0;
  // Stryker disable next-line EqualityOperator: one step past the end reads no character and ends the same
  while (index < template.length) {
    const character = template[index];
    if (character === "?" || character === "#") break;
    if (character !== "{") {
      index++;
      continue;
    }
    const close = template.indexOf("}", index);
    if (close === -1) break;
    const operator = template[index + 1] as string;
    if (operator === "?" || operator === "#") break;
    const hasOperator = OPERATORS.includes(operator);
    if (!hasOperator || operator === "+") {
      const variables = template.slice(hasOperator ? index + 2 : index + 1, close);
      for (const variable of variables.split(",")) names.add(nameOf(variable));
    }
    index = close + 1;
  }
  return names;
}
