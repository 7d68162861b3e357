/**
 * What may fill a placeholder: a string, number, boolean or bigint, a list or a map of them
 * (RFC 6570 composite values), or an object with its own `toString()` (a `Date`, a `URL`).
 * `null` and `undefined` mean "not given", so a required placeholder never accepts them.
 *
 * @example
 * ```ts
 * const owner: PlaceholderValue = "octokit";
 * const labels: PlaceholderValue = ["bug", "ui"];
 * ```
 */
export type PlaceholderValue = string | number | boolean | bigint | object;
