import { isRecord } from "./plain-values";
import type { OperationSample } from "./sample-values";

/** Where each sampled name belongs: `the header parameter "X-Id"`, `the body property "name"`. */
export type NamePlaces = Map<string, string>;

export function namePlaces(sample: OperationSample): NamePlaces {
  const places: NamePlaces = new Map();
  for (const parameter of sample.expected.parameters)
    places.set(parameter.name, `the ${parameter.in} parameter "${parameter.name}"`);
  const body = sample.expected.body?.value;
  if (isRecord(body)) {
    for (const name of Object.keys(body)) if (!places.has(name)) places.set(name, `the body property "${name}"`);
  }
  return places;
}

/**
 * A problem for a name found where nothing of that name was expected, saying what the name is
 * when the sample has it elsewhere (`meta[a]` is traced to `meta`, header names to any case).
 */
export function strayName(places: NamePlaces, name: string, where: string): string {
  const base = name.replace(/\[.*$/, "");
  const owner =
    places.get(name) ??
    places.get(base) ??
    [...places].find(([known]) => known.toLowerCase() === name.toLowerCase())?.[1];
  return owner === undefined
    ? `${where} has "${name}", which the call did not give`
    : `${where} has "${name}": ${owner} arrived in the wrong place or shape`;
}
