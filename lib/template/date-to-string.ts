/**
 * The text of a valid `Date` placed in a URL (a path or query value): ISO 8601 in UTC, the form a
 * JSON body already gives it and the one APIs read (GitHub's `since`, `until` and `before`).
 * `String(date)` would send the local, English form (`Wed Jan 01 2020 …`). The one place of this
 * format, for a vendor to replace; scalarToString refuses an invalid Date before asking it.
 *
 * @example
 * dateToString(new Date(Date.UTC(2020, 0, 1))); // "2020-01-01T00:00:00.000Z"
 */
export function dateToString(date: Date): string {
  return date.toISOString();
}
