/**
 * `next` merged over `current` as octokit merges options: keys of `next` replace, except that a
 * plain object merges key by key into a plain object before it, at any depth. Returns new objects
 * wherever it merges; neither input is changed.
 *
 * @example
 * mergeDeep({ timeout: 5, agent: { keepAlive: true } }, { agent: { maxSockets: 2 } });
 * // { timeout: 5, agent: { keepAlive: true, maxSockets: 2 } }
 */
export function mergeDeep(current: unknown, next: unknown): unknown {
  if (!isPlainObject(current) || !isPlainObject(next)) return next;
  const merged: Record<string, unknown> = { ...current };
  for (const key of Object.keys(next)) {
    if (key === "__proto__") continue;
    merged[key] = Object.hasOwn(current, key) ? mergeDeep(current[key], next[key]) : next[key];
  }
  return merged;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}
