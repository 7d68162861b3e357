const MAX_SHOWN = 60;

/**
 * A short, printable rendering of an offending input for error messages.
 * Long strings are cut so that a hostile 200,000-character value cannot blow up a log line.
 */
export function describeInput(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(truncate(value));
  if (value === null) return "null";
  if (isArray(value)) return "an array";
  switch (typeof value) {
    case "undefined":
      return "undefined";
    case "bigint":
      return `${value}n`;
    case "number":
    case "boolean":
      return String(value);
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    default:
      return "an object";
  }
}

// Array.isArray throws on a revoked Proxy; an error message must never throw.
function isArray(value: unknown): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

function truncate(text: string): string {
  return text.length <= MAX_SHOWN ? text : `${text.slice(0, MAX_SHOWN)}…`;
}
