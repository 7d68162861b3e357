import { describeInput } from "./describe-input";
import { EndpointError } from "./endpoint-error";
import { InvalidOptionsError } from "./error-classes";

/**
 * What a public member throws for `error`, caught while it read its input: an `EndpointError`
 * passes through; anything else (a getter or `toString` that threw, a revoked `Proxy`, a
 * non-string where a string was read) becomes an `ERR_INVALID_OPTIONS` naming `where`, with the
 * original as `cause`. So nothing but an `EndpointError` leaves the library (docs/errors.md).
 *
 * @example
 * try {
 *   return readOptions(options);
 * } catch (error) {
 *   throw asEndpointError(error, "build()");
 * }
 */
export function asEndpointError(error: unknown, where: string): EndpointError {
  if (isEndpointError(error)) return error;
  return new InvalidOptionsError(`${where} could not read its input: ${describeThrown(error)}`, { cause: error });
}

function isEndpointError(error: unknown): error is EndpointError {
  try {
    return error instanceof EndpointError;
  } catch {
    // `instanceof` asks a Proxy that was thrown, and a revoked one throws.
    return false;
  }
}

/**
 * A short account of a thrown value: an error's name and (cut) message, or the value as
 * {@link describeInput} shows it. Never throws, whatever was thrown.
 *
 * @example
 * describeThrown(new TypeError("Cannot perform 'get' on a proxy that has been revoked"));
 * // 'TypeError "Cannot perform \'get\' on a proxy that has been revoked"'
 */
export function describeThrown(error: unknown): string {
  try {
    if (error instanceof Error) return `${describeName(error.name)} ${describeInput(String(error.message))}`;
  } catch {
    // A getter on name or message that throws: fall through to the plain description.
  }
  return `it threw ${describeInput(error)}`;
}

function describeName(name: unknown): string {
  const text = typeof name === "string" ? name : "Error";
  return text.length <= 40 ? text : `${text.slice(0, 40)}…`;
}
