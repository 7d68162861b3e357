import { InvalidMethodError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { isHttpToken } from "../util/is-http-token";

/**
 * The lowercase form of a method, after checking it is an HTTP token.
 *
 * @example
 * lowercaseMethod("PATCH"); // "patch"
 */
export function lowercaseMethod(method: unknown): string {
  if (typeof method === "string" && isHttpToken(method)) return method.toLowerCase();
  throw new InvalidMethodError(
    `Invalid HTTP method ${describeInput(method)}: a method is a token such as "GET" or "POST"`,
  );
}
