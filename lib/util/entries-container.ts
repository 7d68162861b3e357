/**
 * What an object is when it keeps its entries where a key-by-key read finds none: anything
 * iterable but an array (a `Headers`, a `Map`, a `URLSearchParams`), named for a message as
 * `a <constructor name>`; `undefined` for any other object, whose own keys are its entries.
 *
 * @example
 * entriesContainer(new Headers()); // "a Headers"
 * entriesContainer({ accept: "text/html" }); // undefined
 */
export function entriesContainer(value: object): string | undefined {
  if (!(Symbol.iterator in value) || Array.isArray(value)) return undefined;
  const name = (value.constructor as { name?: unknown } | undefined)?.name;
  return typeof name === "string" && name !== "" ? `a ${name}` : "an iterable object";
}
