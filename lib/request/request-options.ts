import type { HeaderValue, RequestOptionsInit } from "../options/types";
import type { responseType } from "../types/response-type";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { InvalidOptionsError } from "../errors/invalid-options-error";
import { asEndpointError } from "../errors/as-endpoint-error";
import { describeInput } from "../errors/describe-input";
import { copyPlainData } from "../util/copy-plain-data";
import { isPlainObject } from "../util/is-plain-object";

/**
 * The constructor's third argument from `EndpointConfig#build()` alone (the package does not
 * export it): `init` is fresh from the assembly step and no one else holds it, so a body built
 * from parameters is frozen in place rather than copied first (its nested lists and objects, the
 * caller's, are still copied), and the fourth argument says whether `init.headers` are a config's
 * frozen headers, to share, or a fresh copy, to copy and freeze. A token argument rather than a
 * flag set around the call: the try/finally such a flag needs cost build() about 300 instructions
 * a call. And build() constructs directly, with no helper between: a helper is one more function
 * V8 may or may not inline, and a process where it was not ran build() slower (issue 11).
 */
export const ADOPT: unique symbol = Symbol("adopt");

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
  // `declare`d, and assigned by the constructor: class fields would first define each as
  // undefined, a second store per field on every build().
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

  // Issue 11, the slow state: V8 keeps the shapes (maps) an object passes through as its
  // properties are stored and it is frozen only while some object has them. Every RequestOptions
  // is short-lived, so a garbage collection that finds none alive drops those shapes and
  // deoptimises build() and all it inlined ("weak objects" in --trace-deopt); the next build()
  // makes new shapes and V8 optimises again, on whatever feedback there is at that moment. One
  // instance of each shape (body and request, each present or not), held by the class itself,
  // keeps the shapes and the code compiled against them.
  // Stryker disable ObjectLiteral,StringLiteral: only the shapes of these instances count, never their values
  // eslint-disable-next-line no-unused-private-class-members -- held, never read: see above
  static readonly #shapes: readonly RequestOptions[] = [
    {},
    { body: "" },
    { request: {} },
    { body: "", request: {} },
  ].map((optional) => new RequestOptions({ method: "get", url: "/", headers: {}, ...optional }));
  // Stryker restore ObjectLiteral,StringLiteral

  constructor(init: RequestOptionsInit<Method, Value>, bodyIsBuilt?: boolean);
  constructor(
    init: RequestOptionsInit<Method, Value>,
    bodyIsBuilt = false,
    adopt?: typeof ADOPT,
    // Stryker disable next-line BooleanLiteral: read only with ADOPT, which build() always passes along with it
    headersAreShared = false,
  ) {
    // build() hands over what it assembled; anyone else's init is read once, with checks.
    if (adopt !== ADOPT) init = checkedInit(init, bodyIsBuilt);
    this.method = init.method;
    this.url = init.url;
    // Frozen headers are immutable already and may be shared (build() passes its config's own).
    // build() says which it passed: Object.isFrozen is a call into the engine (~250 instructions).
    // Stryker disable next-line ConditionalExpression,EqualityOperator: either answer gives the same headers, shared or a frozen copy of them
    const shared = adopt === ADOPT ? headersAreShared : Object.isFrozen(init.headers);
    this.headers = shared ? init.headers : frozenHeaders(init.headers);
    // Plain stores, then one freeze: the same read-only, enumerable properties that
    // Object.defineProperty would make, at a fraction of its cost on the build() path.
    const optional = this as { body?: unknown; request?: Record<string, unknown> };
    if ("body" in init) {
      optional.body = !bodyIsBuilt
        ? init.body
        : // Stryker disable next-line ConditionalExpression,EqualityOperator: a body frozen as a copy is the same result, only slower
          adopt === ADOPT
          ? frozenInPlace(init.body)
          : frozenCopy(init.body);
    }
    // Frozen like the rest; a request object that is not frozen yet is the caller's, so a copy is.
    if ("request" in init) optional.request = frozenRequest(init.request);
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

/** The constructor with its hidden arguments, for build(): the overload callers see has two. */
export const AdoptingRequestOptions = RequestOptions as unknown as new (
  init: RequestOptionsInit,
  bodyIsBuilt: boolean,
  adopt: typeof ADOPT,
  headersAreShared: boolean,
) => RequestOptions;

// Copied key by key rather than spread: V8 freezes a spread copy through a slow, uncached map
// transition (~500 ns a call, measured), but a copy built by stores in a few tens.
// A plain copy of a caller's init, so that a getter, a revoked Proxy or a missing headers object
// is an EndpointError here and nothing later reads the caller's object again.
function checkedInit<Method extends string, Value>(
  init: RequestOptionsInit<Method, Value>,
  bodyIsBuilt: boolean,
): RequestOptionsInit<Method, Value> {
  if (typeof init !== "object" || init === null) {
    throw new InvalidOptionsError(`Invalid request options ${describeInput(init)}: expected an object`);
  }
  try {
    const { method, url, headers } = init;
    if (typeof headers !== "object" || headers === null) {
      throw new InvalidOptionsError(`Invalid headers ${describeInput(headers)}: expected an object`);
    }
    const plain: RequestOptionsInit<Method, Value> = { method, url, headers: frozenHeaders(headers) };
    if ("body" in init) plain.body = bodyIsBuilt ? frozenCopy(init.body) : init.body;
    if ("request" in init) plain.request = init.request;
    return plain;
  } catch (error) {
    throw asEndpointError(error, "new RequestOptions()");
  }
}

function frozenHeaders<Value>(headers: Readonly<Record<string, Value>>): Readonly<Record<string, Value>> {
  const copy: Record<string, Value> = {};
  for (const name of Object.keys(headers)) copy[name] = headers[name] as Value;
  return Object.freeze(copy);
}

// for…in with this own-key test: Object.keys' keys in its order, without a megamorphic lookup
// per value (see assemble-planned.ts).
// eslint-disable-next-line @typescript-eslint/unbound-method -- always called through .call
const hasOwnProperty = Object.prototype.hasOwnProperty;

function frozenInPlace(body: unknown): unknown {
  if (!isPlainObject(body)) return frozenCopy(body);
  for (const key in body) {
    if (!hasOwnProperty.call(body, key)) continue;
    const value = body[key];
    // Stryker disable next-line ConditionalExpression: frozenCopy keeps anything else as is; the check saves a call
    if (Array.isArray(value) || isPlainObject(value)) body[key] = frozenCopy(value);
  }
  return Object.freeze(body);
}

// Body objects built from parameters are ours to freeze, but the values inside came from the
// caller, so plain containers are copied before freezing rather than frozen in place.
function frozenRequest(request: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  return request === undefined || Object.isFrozen(request) ? request : Object.freeze({ ...request });
}

function frozenCopy(value: unknown): unknown {
  return copyPlainData(value, true, invalidBody);
}

function invalidBody(reason: string): InvalidParameterError {
  return new InvalidParameterError(`Invalid request body: ${reason}`);
}
