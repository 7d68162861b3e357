import { InvalidParameterError } from "../errors/error-classes";
import { bodyKind } from "../vendors/body-kind";
import { describeBodyValue } from "../util/describe-body-value";
import { isJsonObject } from "../util/is-json-object";

/**
 * The JSON text of a `json` body (see bodyKind). A value inside it that JSON would turn into
 * `{}` or drop (a `Map`, a class instance without `toJSON`, a function) is refused with the key
 * that holds it, as the body itself is at the top: the server must get what the caller meant.
 */
export function jsonText(body: unknown): string {
  try {
    return JSON.stringify(body, plainValue);
  } catch (error) {
    if (error instanceof InvalidParameterError) throw error;
    // e.g. a cycle, or a toJSON() that throws: name the cause instead of leaking a bare TypeError.
    // A thrown non-Error (a toJSON() that throws undefined) has no message to repeat.
    const reason = error instanceof Error ? error.message.slice(0, 200) : "its toJSON() threw";
    throw new InvalidParameterError(`The request body cannot be sent as JSON: ${reason}`);
  }
}

// JSON.stringify's replacer sees each value after its toJSON(), so a Date arrives as its text and
// a Buffer as { type, data }: what is left as an object must be a plain one or an array.
function plainValue(key: string, value: unknown): unknown {
  const type = typeof value;
  const plain =
    type === "object"
      ? value === null || Array.isArray(value) || isJsonObject(value as object)
      : type !== "function" && type !== "symbol" && type !== "bigint";
  if (plain) return value;
  throw new InvalidParameterError(
    `The request body cannot be sent as JSON: its key ${JSON.stringify(key.slice(0, 60))} holds ${describeBodyValue(value)}`,
  );
}

/**
 * A web `ReadableStream` over an async iterable of bytes (a Node `Readable`, a generator), for
 * clients such as `fetch` that take no async iterable. Chunks are read only as the stream is;
 * text chunks (a Node stream with an encoding set) are sent as UTF-8.
 */
export function streamOf(iterable: AsyncIterable<unknown>): ReadableStream<Uint8Array> {
  let iterator: AsyncIterator<unknown> | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      iterator ??= iterable[Symbol.asyncIterator]();
      const next = await iterator.next();
      if (next.done === true) controller.close();
      else controller.enqueue(chunkBytes(next.value));
    },
    async cancel(reason) {
      await iterator?.return?.(reason);
    },
  });
}

function chunkBytes(chunk: unknown): Uint8Array {
  if (chunk instanceof Uint8Array) return chunk;
  if (typeof chunk === "string") return new TextEncoder().encode(chunk);
  if (ArrayBuffer.isView(chunk)) return new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  // Only an object is asked (null is "json"): anything else gets the message about chunks below.
  if (typeof chunk === "object" && bodyKind(chunk) === "bytes") return new Uint8Array(chunk as ArrayBuffer);
  throw new InvalidParameterError(
    `The request body cannot be sent: a stream chunk is ${describeBodyValue(chunk)}, not bytes or text`,
  );
}
