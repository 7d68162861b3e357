import type { EndpointError } from "../errors/endpoint-error";
import { InvalidParameterError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { dateToString, type DateFormat } from "./date-to-string";
import { isPlainObject } from "../util/is-plain-object";
import { describeBodyValue } from "../util/describe-body-value";

/** The error for the value of `name`, which has no text: `what` names it ("an instance of Map"). */
export type TextRefusal = (name: string, what: string) => EndpointError;

/**
 * The text of a non-composite value, the one rule of what is text for every writer (URLs,
 * queries, headers, form fields, multipart parts): strings, numbers, booleans and bigints as
 * `String()` gives them, a `Date` as `dates` writes it (the vendor's `dateToString`, ISO 8601 by
 * default), other objects (a `URL`) by their own `toString`. A function, a symbol, an invalid
 * `Date` and an object whose only text is `[object …]` (a `Map`, a `Set`, a `Blob`, a class
 * instance without a `toString`) have none: `refused` says how that is refused, naming `name`
 * (in a URL by default).
 *
 * @example
 * scalarToString("since", new Date(0)); // "1970-01-01T00:00:00.000Z"
 * scalarToString("tags", new Set(["a"])); // throws ERR_INVALID_PARAMETER: "… its value is an instance of Set"
 */
export function scalarToString(name: string, value: unknown, dates?: DateFormat, refused: TextRefusal = inUrl): string {
  switch (typeof value) {
    case "string":
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "object":
      if (value !== null) return objectToString(name, value, dates, refused);
  }
  throw refused(name, describeInput(value));
}

/**
 * The text of an item of a list or object value (a path or query value): a scalar as
 * {@link scalarToString} writes it; a list or object nested inside is refused, naming how the
 * value was to be used (`"in a URL"`, `"as a query parameter"`).
 *
 * @example
 * itemToString("labels", "bug", undefined, "as a query parameter"); // "bug"
 * itemToString("labels", ["a"], undefined, "in a URL"); // throws ERR_INVALID_PARAMETER
 */
export function itemToString(name: string, item: unknown, dates: DateFormat | undefined, use: string): string {
  if (Array.isArray(item) || isPlainObject(item)) {
    throw new InvalidParameterError(
      `Parameter ${describeInput(name)} cannot be used ${use}: it nests a list or object inside another`,
    );
  }
  return scalarToString(name, item, dates);
}

function objectToString(name: string, value: object, dates: DateFormat | undefined, refused: TextRefusal): string {
  if (value instanceof Date) {
    // An invalid Date has no ISO form (toISOString throws a RangeError).
    if (Number.isNaN(value.getTime())) throw refused(name, "an invalid Date");
    // No vendor to ask (a standalone expander): ISO 8601.
    const text: unknown = dates === undefined ? dateToString(value) : dates.dateToString(value);
    // A vendor's override is checked where its answer enters.
    if (typeof text !== "string") throw refused(name, `a Date that dateToString gave as ${describeInput(text)}`);
    return text;
  }
  let text = "[object ";
  try {
    // Deliberate: an object with its own toString() (a URL) gives its text, as in octokit.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above
    text = String(value);
  } catch {
    // e.g. an object without a prototype chain to Object: String() throws a TypeError.
  }
  // Object.prototype.toString's answer, however tagged: no server reads "[object Map]".
  if (text.startsWith("[object ")) throw refused(name, describeBodyValue(value));
  return text;
}

function inUrl(name: string, what: string): InvalidParameterError {
  return new InvalidParameterError(`Parameter ${describeInput(name)} cannot be used in a URL: its value is ${what}`);
}
