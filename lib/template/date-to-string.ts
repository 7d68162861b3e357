/**
 * How a `Date` in a URL becomes text: what {@link UriExpander#expand} receives as `dates`, the
 * config's `VendorRules`, whose `dateToString` is the one place of that format.
 *
 * @example
 * ```ts
 * new Rfc6570Expander().expand("/logs/{day}", { day: new Date(0) }, { dateToString: (date) => String(date.getTime()) });
 * // "/logs/0"
 * ```
 */
export interface DateFormat {
  /** The text of a valid `Date` (an invalid one is refused before this is asked). */
  dateToString(date: Date): string;
}

/**
 * The text of a valid `Date` placed in a URL (a path or query value): ISO 8601 in UTC, the form a
 * JSON body already gives it and the one APIs read (GitHub's `since`, `until` and `before`).
 * `String(date)` would send the local, English form (`Wed Jan 01 2020 …`). The default of
 * `VendorRules#dateToString`, which a vendor may replace; scalarToString refuses an invalid Date
 * before asking it.
 *
 * @example
 * dateToString(new Date(Date.UTC(2020, 0, 1))); // "2020-01-01T00:00:00.000Z"
 */
export function dateToString(date: Date): string {
  return date.toISOString();
}
