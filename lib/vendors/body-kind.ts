import { describeBodyValue } from "../util/describe-body-value";
import { InvalidParameterError } from "../errors/error-classes";
import { isJsonObject } from "../util/is-json-object";

/** The `content-type` of a JSON body: a body built from parameters, or plain data given as `data`. */
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * What a request body is, as the library and its adapters treat it:
 * - `json`: plain data (a plain object, an array, a number, a boolean, `null`, or an object with
 *   `toJSON()` such as a `Date`), sent as `JSON.stringify` makes it;
 * - `text`: a string, sent as it is;
 * - `bytes`: an `ArrayBuffer` or a view of one (typed arrays, `DataView`, `Buffer`);
 * - `blob`, `form-data`, `url-search-params`, `web-stream`: a `Blob` (or `File`), `FormData`,
 *   `URLSearchParams` or web `ReadableStream`, which `fetch` sends as they are;
 * - `async-iterable`: a Node `Readable` stream or any async iterable of bytes.
 */
export type BodyKind =
  "json" | "text" | "bytes" | "blob" | "form-data" | "url-search-params" | "web-stream" | "async-iterable";

// Types fetch sends as given, by their toStringTag: unlike instanceof, it also knows an
// ArrayBuffer or a Blob of another realm (a Buffer's memory under jest, an iframe's Blob), and
// finds no type where a runtime lacks it.
const TAGGED: Readonly<Record<string, BodyKind>> = {
  ArrayBuffer: "bytes",
  Blob: "blob",
  File: "blob",
  FormData: "form-data",
  URLSearchParams: "url-search-params",
  ReadableStream: "web-stream",
};

/**
 * The kind of a body, or an `InvalidParameterError` for a value that is neither plain data nor a
 * body a client sends as it is: JSON would turn a `Map`, a `Set` or a class instance into `{}`
 * and drop a function, so such a body is refused rather than sent as something else.
 *
 * @example
 * bodyKind({ title: "Bug" }); // "json"
 * bodyKind(new Uint8Array([1])); // "bytes"
 * bodyKind(new Map()); // throws ERR_INVALID_PARAMETER: "… it is an instance of Map …"
 */
export function bodyKind(body: unknown): BodyKind {
  const kind = kindOf(body);
  if (kind === undefined) throw unsendable(describeBodyValue(body));
  return kind;
}

/**
 * The kind of a value as {@link bodyKind} reads it, or `undefined` for one that is no body: what
 * a writer asks of a value inside a body (is it a file, is it JSON data).
 *
 * @example
 * kindOf(new Blob([])); // "blob"
 * kindOf(new Map()); // undefined
 */
export function kindOf(value: unknown): BodyKind | undefined {
  switch (typeof value) {
    case "string":
      return "text";
    case "number":
    case "boolean":
      return "json";
    case "object":
      return value === null ? "json" : objectKind(value);
  }
  return undefined;
}

/**
 * The one rule for the `content-type` the library gives a body when the caller set none: JSON
 * data and strings get `application/json; charset=utf-8` (strings as octokit does); bytes, blobs,
 * forms and streams get none, so the client sets the right one (multipart with its boundary,
 * form-encoded, the Blob's own type). Throws, as {@link bodyKind} does, for a body that cannot
 * be sent.
 *
 * @example
 * bodyContentType(["a"]); // "application/json; charset=utf-8"
 * bodyContentType(new FormData()); // undefined
 */
export function bodyContentType(body: unknown): string | undefined {
  const kind = bodyKind(body);
  return kind === "json" || kind === "text" ? JSON_CONTENT_TYPE : undefined;
}

function objectKind(body: object): BodyKind | undefined {
  try {
    if (Array.isArray(body) || isJsonObject(body)) return "json";
    if (ArrayBuffer.isView(body)) return "bytes";
    const tagged = TAGGED[Object.prototype.toString.call(body).slice(8, -1)];
    if (tagged !== undefined) return tagged;
    const members = body as { toJSON?: unknown; [Symbol.asyncIterator]?: unknown };
    if (typeof members.toJSON === "function") return "json";
    // A Node Readable is an async iterable of its chunks: no import of node:stream needed.
    if (typeof members[Symbol.asyncIterator] === "function") return "async-iterable";
  } catch {
    // A revoked proxy or a throwing getter: the body cannot be inspected, so it cannot be sent.
  }
  return undefined;
}

function unsendable(what: string): InvalidParameterError {
  return new InvalidParameterError(
    `The request body cannot be sent: it is ${what}, neither JSON data nor bytes, a Blob, a form or a stream`,
  );
}
