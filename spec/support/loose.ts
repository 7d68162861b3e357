import { endpoint, type RequestOptionsInit } from "../../lib";

/**
 * A route typed as plain `string`, so the route-aware types fall back to permissive typing.
 * For specs of runtime behaviour the compiler would (rightly) refuse, like a missing placeholder.
 */
export function loose(route: string): string {
  return route;
}

/** `endpoint` without its types, for specs that feed it inputs of the wrong type on purpose. */
export const untypedEndpoint = endpoint as unknown as (...args: unknown[]) => RequestOptionsInit;
