import { EndpointError } from "../errors/endpoint-error";
import { ErrorCodes } from "../errors/error-codes";
import { describeInput } from "../errors/describe-input";

/**
 * The text of a non-composite parameter value: strings, numbers, booleans and bigints as
 * `String()` gives them, other objects (a `Date`, a `URL`) by their own `toString`.
 * Functions and symbols have no sensible text and are refused.
 */
export function scalarToString(name: string, value: unknown): string {
  switch (typeof value) {
    case "string":
      return value;
    case "number":
    case "boolean":
    case "bigint":
      return String(value);
    case "object":
      if (value !== null) return String(value);
  }
  throw new EndpointError(
    ErrorCodes.INVALID_PARAMETER,
    `Parameter "${name}" cannot be used in a URL: its value is ${describeInput(value)}`,
  );
}
