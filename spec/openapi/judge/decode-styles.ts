import { parse as parseQs } from "qs";
import { percentDecode, rawPairs } from "./percent-decode";

// Decoders for each style of the Parameter Object, written from the OpenAPI text's table of
// style examples. Each turns what the request carries back into strings: a primitive is a
// string, an array a string[], an object a record of strings. Types come later (see coerce.ts).
// A decoder returns `{ problem }` when the text does not have the shape its style writes.

// A string, a string[] or a record of strings (deeper only for deepObject, as qs reads it).
export type DecodeResult = { value: unknown } | { problem: string };
export type ValueShape = "primitive" | "array" | "object";

/** How one value is laid out: its style, explode, and the kind of value the schema describes. */
export interface Layout {
  name: string;
  style: string;
  explode: boolean;
  shape: ValueShape;
}

// An object written as `k,v,k,v` (explode false) or `k=v<sep>k=v` (explode true).
function objectOf(items: string[], explodedPairs: boolean): DecodeResult {
  const value: Record<string, string> = {};
  if (explodedPairs) {
    for (const item of items) {
      const equals = item.indexOf("=");
      if (equals === -1) return { problem: `"${item}" is not a key=value pair` };
      value[item.slice(0, equals)] = item.slice(equals + 1);
    }
    return { value };
  }
  if (items.length % 2 !== 0) return { problem: `${items.length} items cannot be key,value pairs` };
  for (let index = 0; index < items.length; index += 2) value[items[index] as string] = items[index + 1] as string;
  return { value };
}

// Delimiters are split on before decoding: a delimiter that was percent-encoded is data.
function split(raw: string, delimiter: string): string[] {
  return raw === "" ? [] : raw.split(delimiter);
}

function decodedAll(result: DecodeResult, plusIsSpace = false): DecodeResult {
  if ("problem" in result) return result;
  const { value } = result;
  if (typeof value === "string") return { value: percentDecode(value, plusIsSpace) };
  if (Array.isArray(value)) return { value: value.map((item: string) => percentDecode(item, plusIsSpace)) };
  const entries = Object.entries(value as Record<string, string>).map(([key, item]) => [
    percentDecode(key, plusIsSpace),
    percentDecode(item, plusIsSpace),
  ]);
  return { value: Object.fromEntries(entries) };
}

/** A path parameter from the raw text its template expression matched. */
export function decodePathValue(layout: Layout, raw: string): DecodeResult {
  const { name, style, explode, shape } = layout;
  if (style === "simple") return decodedAll(listed(raw, ",", shape, explode));
  if (style === "label") {
    if (!raw.startsWith(".")) return { problem: `label style starts with ".", got "${raw}"` };
    const body = raw.slice(1);
    return decodedAll(listed(body, explode && shape !== "primitive" ? "." : ",", shape, explode));
  }
  if (style === "matrix") {
    if (!raw.startsWith(";")) return { problem: `matrix style starts with ";", got "${raw}"` };
    const parts = raw.slice(1).split(";");
    if (shape === "object" && explode) return decodedAll(objectOf(parts, true));
    if (shape === "array" && explode) {
      const items: string[] = [];
      for (const part of parts) {
        if (!part.startsWith(`${name}=`)) return { problem: `matrix item "${part}" does not start with "${name}="` };
        items.push(part.slice(name.length + 1));
      }
      return decodedAll({ value: items });
    }
    const [only = "", ...others] = parts;
    if (others.length > 0 || !only.startsWith(`${name}=`))
      return { problem: `matrix style writes ";${name}=…", got "${raw}"` };
    return decodedAll(listed(only.slice(name.length + 1), ",", shape, false));
  }
  return { problem: `style "${style}" is not a path style` };
}

// The items of a primitive, array or object written with one delimiter.
function listed(raw: string, delimiter: string, shape: ValueShape, explode: boolean): DecodeResult {
  if (shape === "primitive") return { value: raw };
  const items = split(raw, delimiter);
  return shape === "array" ? { value: items } : objectOf(items, explode);
}

function plainValue(taken: QueryPair[], name: string): DecodeResult | undefined {
  if (taken.length > 1)
    return { problem: `"${name}" is given ${taken.length} times (${taken.map((pair) => pair.raw).join("&")})` };
  return taken[0] === undefined ? undefined : { value: percentDecode(taken[0].value ?? "", true) };
}

/** A header parameter (simple style). Header values are never percent-encoded. */
export function decodeHeaderValue(layout: Layout, text: string): DecodeResult {
  if (layout.shape === "primitive") return { value: text };
  const items = text.split(",").map((item) => item.trim());
  return layout.shape === "array" ? { value: items } : objectOf(items, layout.explode);
}

/** One query pair as the decoder sees it, and whether some parameter has read it. */
export interface QueryPair {
  name: string;
  value: string | undefined;
  raw: string;
  used: boolean;
}

export function queryPairs(text: string): QueryPair[] {
  return rawPairs(text).map((pair) => ({ ...pair, used: false }));
}

/**
 * A query parameter (or a form property with a style) from the pairs of the query: marks the
 * pairs it reads as used. `objectKeys` are the names an exploded form object spreads into.
 */
export function decodeQueryValue(layout: Layout, pairs: QueryPair[], objectKeys: string[]): DecodeResult | undefined {
  const { name, style, explode, shape } = layout;
  const take = (match: (pair: QueryPair) => boolean): QueryPair[] => {
    const taken = pairs.filter((pair) => !pair.used && match(pair));
    for (const pair of taken) pair.used = true;
    return taken;
  };
  if (style === "deepObject") {
    const taken = take((pair) => pair.name.startsWith(`${name}[`));
    // deepObject is defined for objects only; a value that is a scalar (Stripe's `anyOf` of an
    // object or `""`, of `"now"` or a timestamp) has no brackets to write, so it is `name=value`.
    if (taken.length === 0)
      return plainValue(
        take((pair) => pair.name === name),
        name,
      );
    // The OpenAPI text leaves nested deepObject values undefined; qs's bracket nesting is read.
    const parsed = parseQs(taken.map((pair) => pair.raw).join("&"), { depth: 20, arrayLimit: 1000, allowDots: false });
    return { value: parsed[name] };
  }
  // 3.2's cookie style lays values out as form does, with no percent-encoding (RFC 6265).
  const text = (raw: string | undefined): string => (style === "cookie" ? (raw ?? "") : percentDecode(raw ?? "", true));
  if ((style === "form" || style === "cookie") && explode && shape === "object") {
    const taken = take((pair) => objectKeys.includes(pair.name));
    if (taken.length === 0) return undefined;
    return { value: Object.fromEntries(taken.map((pair) => [pair.name, text(pair.value)])) };
  }
  const taken = take((pair) => pair.name === name);
  if (taken.length === 0) return undefined;
  if (shape === "array" && explode) return { value: taken.map((pair) => text(pair.value)) };
  if (taken.length > 1)
    return { problem: `"${name}" is given ${taken.length} times (${taken.map((pair) => pair.raw).join("&")})` };
  const raw = (taken[0] as QueryPair).value ?? "";
  if (shape === "primitive") return { value: text(raw) };
  if (style === "form") return decodedAll(listed(raw, ",", shape, false), true);
  if (style === "cookie") return listed(raw, ",", shape, false);
  // spaceDelimited and pipeDelimited: their delimiters must be percent-encoded (or + for a
  // space), and sampled values hold neither, so the whole text is decoded before it is split.
  const delimiter = style === "spaceDelimited" ? " " : style === "pipeDelimited" ? "|" : undefined;
  if (delimiter === undefined) return { problem: `style "${style}" is not a query style` };
  const decoded = percentDecode(raw, true);
  return listed(decoded, delimiter, shape, false);
}

/** The cookies of a `cookie` header, `a=1; b=2`, names and values as sent. */
export function cookiePairs(header: string): QueryPair[] {
  return header
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part !== "")
    .map((raw) => {
      const equals = raw.indexOf("=");
      const name = equals === -1 ? raw : raw.slice(0, equals);
      return { name, value: equals === -1 ? undefined : raw.slice(equals + 1), raw, used: false };
    });
}
