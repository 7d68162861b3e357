import { BoundedCache } from "../util/bounded-cache";
import { compileTemplate, type CompiledTemplate } from "./compile-template";

const TEMPLATE_CACHE_LIMIT = 1000;
// One cache for the whole library: a compiled template depends on nothing but its text, so the
// route plans of the per-call path and every Rfc6570Expander share each compilation.
const compiled = new BoundedCache<string, CompiledTemplate>(TEMPLATE_CACHE_LIMIT);

/**
 * `compileTemplate(template)`, compiled once and kept (bounded: at most 2,000 templates).
 * Malformed templates throw every time and are never kept.
 *
 * @example
 * cachedTemplate("/orgs/{org}/repos").names; // ["org"]
 */
export function cachedTemplate(template: string): CompiledTemplate {
  return compiled.remember(template, compileTemplate);
}
