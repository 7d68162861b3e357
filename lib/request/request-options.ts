import type { HeaderValue, RequestOptionsInit } from "../options/types";
import { InvalidParameterError } from "../errors/invalid-parameter-error";
import { copyPlainData } from "../util/copy-plain-data";

/**
 * Frozen request options, as returned by `EndpointConfig#build()`: hand `method`, `url`,
 * `headers` and `body` to any HTTP client. Headers and a body built from parameters are frozen
 * copies; a `data` body and the `request` option are the caller's own objects, passed through.
 *
 * @example
 * ```ts
 * const options = new EndpointConfig().build("GET /orgs/{org}/repos", { org: "octokit" });
 * options.url; // "https://api.github.com/orgs/octokit/repos"
 * JSON.stringify(options); // uses toJSON()
 * ```
 */
export class RequestOptions<Method extends string = string> implements RequestOptionsInit<Method> {
  /** Lowercase HTTP method. */
  readonly method: Method;
  /** Absolute URL. */
  readonly url: string;
  /** Lowercase header names. */
  readonly headers: Readonly<Record<string, HeaderValue>>;
  /** The body, when the request has one. */
  declare readonly body?: unknown;
  /** The `request` option as passed, when there was one. */
  declare readonly request?: Record<string, unknown>;

  constructor(init: RequestOptionsInit<Method>, bodyIsBuilt = false) {
    this.method = init.method;
    this.url = init.url;
    this.headers = Object.freeze({ ...init.headers });
    if ("body" in init) {
      Object.defineProperty(this, "body", {
        // Body objects built from parameters are ours to freeze, but the values inside came from
        // the caller, so plain containers are copied before freezing rather than frozen in place.
        value: bodyIsBuilt ? copyPlainData(init.body, true, invalidBody) : init.body,
        enumerable: true,
      });
    }
    if ("request" in init) Object.defineProperty(this, "request", { value: init.request, enumerable: true });
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
  toJSON(): RequestOptionsInit<Method> {
    const plain: RequestOptionsInit<Method> = { method: this.method, url: this.url, headers: { ...this.headers } };
    if ("body" in this) plain.body = this.body;
    if ("request" in this) plain.request = this.request;
    return plain;
  }
}

function invalidBody(reason: string): InvalidParameterError {
  return new InvalidParameterError(`Invalid request body: ${reason}`);
}
