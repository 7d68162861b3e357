import { describeInput } from "./describe-input";
import { EndpointError } from "./endpoint-error";
import { InvalidOptionsError } from "./error-classes";

/**
 * `call` on `self` with the arguments given, letting nothing but an `EndpointError` out: what it
 * throws passes through, and anything else (a getter or `toString` that threw, a revoked `Proxy`,
 * a non-string where a string was read) becomes an `ERR_INVALID_OPTIONS` naming `where`, with
 * the original as `cause` (docs/errors.md). Every public member that reads its input runs it
 * through here. The arguments are passed on rather than closed over: a closure a call showed
 * as 3 to 5% of `endpoint()` in the benchmark.
 *
 * @example
 * build(route, options) {
 *   return endpointErrorsOnly("build()", this, this.#build, route, options);
 * }
 */
export function endpointErrorsOnly<Self, First, Second, Third, Result>(
  where: string,
  self: Self,
  call: (this: Self, first: First, second: Second, third: Third) => Result,
  first: First,
  second?: Second,
  third?: Third,
): Result {
  try {
    return call.call(self, first, second as Second, third as Third);
  } catch (error) {
    if (isEndpointError(error)) throw error;
    throw new InvalidOptionsError(`${where} could not read its input: ${describeThrown(error)}`, { cause: error });
  }
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
