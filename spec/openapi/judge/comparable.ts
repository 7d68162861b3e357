/**
 * A value made comparable: bytes (a Blob, a File, a Uint8Array) become `bytes:<hex>`, objects get
 * their keys sorted, so that two values are the same exactly when their texts are.
 */
export async function comparable(value: unknown): Promise<string> {
  return JSON.stringify(await plain(value));
}

async function plain(value: unknown): Promise<unknown> {
  if (value instanceof Blob) return bytesText(new Uint8Array(await value.arrayBuffer()));
  if (value instanceof Uint8Array) return bytesText(value);
  if (Array.isArray(value)) return Promise.all(value.map(plain));
  if (value !== null && typeof value === "object") {
    const keys = Object.keys(value).sort();
    const entries = await Promise.all(
      keys.map(async (key) => [key, await plain((value as Record<string, unknown>)[key])] as const),
    );
    return Object.fromEntries(entries);
  }
  return value;
}

function bytesText(bytes: Uint8Array): string {
  return `bytes:${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

/** A short text of a value for a problem message. */
export function shown(value: unknown): string {
  if (value instanceof Blob) return `a Blob of ${value.size} bytes`;
  if (value instanceof Uint8Array) return `${value.length} bytes`;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}
