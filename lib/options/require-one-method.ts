import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { hasOwn } from "../util/has-own";
import { isOptionsObject } from "../util/is-plain-object";

/**
 * A route that names its method is that method: a `method` option naming another would change
 * the verb silently (a body property called `method`, say), so it is refused. `routeMethod` is
 * the method the route names, `undefined` when it names none.
 */
export function requireOneMethod(route: string, routeMethod: string | undefined, options: unknown): void {
  const given = isOptionsObject(options) && hasOwn(options, "method") ? options.method : undefined;
  if (typeof given !== "string" || routeMethod === undefined) return;
  if (given.toLowerCase() === routeMethod.toLowerCase()) return;
  throw new InvalidOptionsError(
    `The route ${describeInput(route)} names the method ${routeMethod} and the method option names ${given}: give the method once`,
  );
}
