import { InvalidOptionsError, type RequestOptionsInit, type VendorRules } from "../index";
import { describeInput } from "../errors/describe-input";

/**
 * `--data` is the whole request body. `endpoint()` quietly drops it on a method without a body,
 * and quietly drops the parameters that would have formed the body next to it; on a command line
 * either is a mistake, so it is refused. `leftover` are the parameters the URL did not take (see
 * `LeftoverNotingExpander`); the vendor's `rules` say what they would have been as this request's
 * body, so the library's own placement and encoding name the ones dropped.
 *
 * @example
 * ```ts
 * requireDataSent(endpoint("GET /user", { data: "x" }), {}, new VendorRules());
 * // throws InvalidOptionsError: --data cannot be sent with GET …
 * ```
 */
export function requireDataSent(
  sent: RequestOptionsInit,
  leftover: Readonly<Record<string, unknown>>,
  rules: VendorRules,
): void {
  const method = sent.method.toUpperCase();
  if (sent.body === undefined) {
    throw new InvalidOptionsError(
      `--data cannot be sent with ${method}: a ${method} request has no body (key=value parameters go to its query)`,
    );
  }
  const dropped = parameterNames(bodyOf(leftover, sent, rules));
  if (dropped.length > 0) {
    throw new InvalidOptionsError(
      `--data is the whole body of this ${method} request, so parameter${dropped.length > 1 ? "s" : ""} ` +
        `${dropped.map(describeInput).join(", ")} would be dropped: put ${dropped.length > 1 ? "them" : "it"} in the --data text, or leave out --data`,
    );
  }
}

// The body the leftover parameters would have been, encoded for the content-type the request is
// sent with: under a form type a parameter with no field (an empty list) would send nothing, and
// under a type that takes no parameters (text/plain) the vendor refuses them, as it would have.
function bodyOf(leftover: Readonly<Record<string, unknown>>, sent: RequestOptionsInit, rules: VendorRules): unknown {
  if (Object.keys(leftover).length === 0) return undefined;
  const contentType = sent.headers["content-type"];
  return rules.encodeBody(leftover, contentType === undefined ? undefined : String(contentType)).body;
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
