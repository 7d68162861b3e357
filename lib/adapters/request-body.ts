import { InvalidParameterError } from "../errors/invalid-parameter-error";

// Bodies a client can send as they are; anything else (objects, arrays, numbers, null) is JSON.
const passThroughTypes = ["ArrayBuffer", "Blob", "FormData", "URLSearchParams", "ReadableStream"] as const;

/**
 * True for a body that must not be serialised: bytes, streams, forms, blobs. Looked up on
 * `globalThis` so the check works (and simply finds fewer types) where one of them is missing.
 */
export function isRawBody(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  if (ArrayBuffer.isView(body)) return true;
  const globals = globalThis as unknown as Record<string, unknown>;
  return passThroughTypes.some((name) => {
    const type = globals[name];
    return typeof type === "function" && body instanceof type;
  });
}

/** The body as a client sends it: strings and raw bodies as they are, other values as JSON text. */
export function serializeBody(body: unknown): unknown {
  if (typeof body === "string" || isRawBody(body)) return body;
  try {
    return JSON.stringify(body);
  } catch (error) {
    // e.g. a bigint or a cycle inside `data`: name the cause instead of leaking a bare TypeError.
    throw new InvalidParameterError(`The request body cannot be sent as JSON: ${(error as Error).message}`);
  }
}
