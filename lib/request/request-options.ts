import type { HeaderValue, RequestOptionsInit } from "../options/types";
import type { responseType } from "../types/response-type";
import { InvalidParameterError, InvalidOptionsError } from "../errors/error-classes";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { describeInput } from "../errors/describe-input";
import { copyPlainData } from "../util/copy-plain-data";

/**
 * Frozen request options, as returned by `EndpointConfig#build()`: hand `method`, `url`,
 * `headers` and `body` to any HTTP client. Headers and a body built from parameters are frozen
 * copies, and `request` is frozen (a copy when it was the caller's object); a `data` body and the
 * objects inside a call's `request` are the caller's own, passed through.
 *
 * @example
 * ```ts
 * const options = new EndpointConfig().build("GET /orgs/{org}/repos", { org: "octokit" });
 * options.url; // "https://api.github.com/orgs/octokit/repos"
 * JSON.stringify(options); // uses toJSON()
 * ```
 */
export class RequestOptions<
  Method extends string = string,
  Value = HeaderValue,
  Response = unknown,
> implements RequestOptionsInit<Method, Value, Response> {
  /** Never present: carries the response type of the route (see `ResponseOf`). */
  declare readonly [responseType]?: () => Response;
  /** Lowercase HTTP method. */
  declare readonly method: Method;
  /** Absolute URL. */
  declare readonly url: string;
  /** Lowercase header names. */
  declare readonly headers: Readonly<Record<string, Value>>;
  /** The body, when the request has one. */
  declare readonly body?: unknown;
  /** The `request` option (frozen; a shallow copy of the caller's), when there was one. */
  declare readonly request?: Record<string, unknown>;

  /**
   * Request options read once and frozen. The values are taken as given: `build()` makes them
   * from checked input, and `toFetchArgs` and `toCurl` check the method and headers of any
   * options. `bodyIsBuilt` says the body was built from parameters (it is then frozen as a copy);
   * any other body is the caller's, passed through.
   *
   * @example
   * ```ts
   * new RequestOptions({ method: "get", url: "https://api.github.com/user", headers: {} }).url;
   * ```
   */
  constructor(init: RequestOptionsInit<Method, Value>, bodyIsBuilt = false) {
    // A plain copy of the caller's init, read once: a getter, a revoked Proxy or a missing
    // headers object is an EndpointError here, and nothing later reads the caller's object again.
    const checked = checkedInit(init, bodyIsBuilt);
    this.method = checked.method;
    this.url = checked.url;
    this.headers = checked.headers;
    const optional = this as { body?: unknown; request?: Record<string, unknown> };
    if ("body" in checked) optional.body = checked.body;
    // Frozen like the rest; a request object that is not frozen yet is the caller's, so a copy is.
    if ("request" in checked) optional.request = frozenRequest(checked.request);
    Object.freeze(this);
  }

  /**
   * A fresh plain object with the same keys, for serialisation or for clients that want to mutate.
   *
   * @example
   * ```ts
   * const { method, url, headers, body } = options.toJSON();
   * ```
   */
  toJSON(): RequestOptionsInit<Method, Value> {
    const plain: RequestOptionsInit<Method, Value> = {
      method: this.method,
      url: this.url,
      headers: { ...this.headers },
    };
    if ("body" in this) plain.body = this.body;
    if ("request" in this) plain.request = this.request;
    return plain;
  }
}

function checkedInit<Method extends string, Value>(
  init: RequestOptionsInit<Method, Value>,
  bodyIsBuilt: boolean,
): RequestOptionsInit<Method, Value> {
  if (typeof init !== "object" || init === null) {
    throw new InvalidOptionsError(`Invalid request options ${describeInput(init)}: expected an object`);
  }
  return endpointErrorsOnly("new RequestOptions()", undefined, plainInit<Method, Value>, init, bodyIsBuilt);
}

function plainInit<Method extends string, Value>(
  init: RequestOptionsInit<Method, Value>,
  bodyIsBuilt: boolean,
): RequestOptionsInit<Method, Value> {
  const { method, url, headers } = init;
  if (typeof headers !== "object" || headers === null) {
    throw new InvalidOptionsError(`Invalid headers ${describeInput(headers)}: expected an object`);
  }
  const plain: RequestOptionsInit<Method, Value> = { method, url, headers: frozenHeaders(headers) };
  if ("body" in init) plain.body = bodyIsBuilt ? frozenCopy(init.body) : init.body;
  if ("request" in init) plain.request = init.request;
  return plain;
}

function frozenHeaders<Value>(headers: Readonly<Record<string, Value>>): Readonly<Record<string, Value>> {
  const copy: Record<string, Value> = {};
  for (const name of Object.keys(headers)) copy[name] = headers[name] as Value;
  return Object.freeze(copy);
}

// Body objects built from parameters are ours to freeze, but the values inside came from the
// caller, so plain containers are copied before freezing rather than frozen in place. A value
// that is not an object counts as frozen, so an undefined request stays undefined.
function frozenRequest(request: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return Object.isFrozen(request) ? request : Object.freeze({ ...request });
}

function frozenCopy(value: unknown): unknown {
  return copyPlainData(value, true, invalidBody);
}

function invalidBody(reason: string): InvalidParameterError {
  return new InvalidParameterError(`Invalid request body: ${reason}`);
}
