import { InvalidOptionsError, type RequestOptionsInit } from "../index";
import { describeInput } from "../errors/describe-input";

/**
 * `--data` is the whole request body. `endpoint()` quietly drops it on a method without a body,
 * and quietly drops the parameters that would have formed the body next to it; on a command line
 * either is a mistake, so it is refused. `withoutData` builds the same request without `--data`:
 * the library's own placement rules say which parameters would be the body.
 *
 * @example
 * ```ts
 * requireDataSent(endpoint("GET /user", { data: "x" }), () => endpoint("GET /user"));
 * // throws InvalidOptionsError: --data cannot be sent with GET …
 * ```
 */
export function requireDataSent(sent: RequestOptionsInit, withoutData: () => RequestOptionsInit): void {
  const method = sent.method.toUpperCase();
  if (sent.body === undefined) {
    throw new InvalidOptionsError(
      `--data cannot be sent with ${method}: a ${method} request has no body (key=value parameters go to its query)`,
    );
  }
  const dropped = parameterNames(withoutData().body);
  if (dropped.length > 0) {
    throw new InvalidOptionsError(
      `--data is the whole body of this ${method} request, so parameter${dropped.length > 1 ? "s" : ""} ` +
        `${dropped.map(describeInput).join(", ")} would be dropped: put ${dropped.length > 1 ? "them" : "it"} in the --data text, or leave out --data`,
    );
  }
}

// The parameters a body built from them holds: the keys of JSON data, or the names of a form's or a
// FormData's fields up to their first bracket (`tags[]` is the parameter `tags`).
function parameterNames(body: unknown): string[] {
  let names: Iterable<string>;
  if (typeof body === "string") names = new URLSearchParams(body).keys();
  else if (body instanceof FormData) names = body.keys();
  else return typeof body === "object" && body !== null ? Object.keys(body) : [];
  return [...new Set(Array.from(names, (name) => name.split("[", 1)[0]!))];
}
