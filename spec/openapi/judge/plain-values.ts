/** A plain object of a value tree: not null, an array, nor bytes (a Blob or a Uint8Array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    !(value instanceof Blob) &&
    !(value instanceof Uint8Array)
  );
}

/** The media type without its parameters, lower-cased: `Application/JSON; charset=utf-8` → `application/json`. */
export function essence(mediaType: string): string {
  return (mediaType.split(";")[0] ?? "").trim().toLowerCase();
}
