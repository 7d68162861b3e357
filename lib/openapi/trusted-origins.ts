import { isAbsoluteUrl, originOf } from "../util/origin";
import type { OperationTable, TableOperation, TableServer } from "./operation-table";
import { fill, placesOf, serverUrl } from "./server-urls";

// Which origins of a description's servers credentials may go to: `https` ones, and `http` on a
// loopback host. A plain `http` server may be a base URL, and is never among them.

const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;
// Enough for any real description's server variables: a server's further combinations of its
// host's enum values are not trusted (but the one chosen for the base URL), and the whole list
// stays bounded whatever the description holds.
const MAX_TRUSTED_PER_SERVER = 256;
const MAX_TRUSTED_ORIGINS = 4096;
// The combinations tried in all, so that a table repeating a server on each operation costs no more.
const MAX_COMBINATIONS = 16_384;

/**
 * The trusted origins of a table `requireTable` read, whose base URL is `base`: the base's and
 * each operation's own server's first (so that no bound leaves them out), then each server's
 * host variables at the combinations of the values they list ({@link trustedServerOrigins}),
 * at most 4,096 origins. Linear in the table's size whatever its enums hold.
 *
 * @example
 * trustedOriginsOf(compileOpenAPI(shop), "https://eu.shop.test/v1"); // ["https://eu.shop.test", "https://uploads.shop.test", "https://us.shop.test"]
 */
export function trustedOriginsOf(table: OperationTable, base: string): string[] {
  const trusted = new Set<string>();
  const trust = (url: string | undefined): void => {
    const origin = url === undefined ? undefined : originOf(url);
    if (origin !== undefined && isTrustworthy(origin)) trusted.add(origin);
  };
  trust(base);
  for (const operation of table.operations) trust(operationServer(operation, base));
  const servers = [...table.servers, ...table.operations.flatMap((operation) => operation.servers ?? [])];
  let budget = MAX_COMBINATIONS;
  for (const server of servers) {
    if (budget === 0 || trusted.size >= MAX_TRUSTED_ORIGINS) break;
    const { origins, tried } = trustedServerOrigins(server, base, Math.min(budget, MAX_TRUSTED_PER_SERVER));
    for (const origin of origins) trusted.add(origin);
    budget -= tried;
  }
  return [...trusted].slice(0, MAX_TRUSTED_ORIGINS);
}

/**
 * The URL of an operation's own first server, its variables at their defaults (a relative one
 * resolved against `baseUrl`); `undefined` when it has none and goes to the base URL.
 *
 * @example
 * operationServer({ ...operation, servers: [{ url: "https://uploads.shop.test" }] }, undefined); // "https://uploads.shop.test"
 */
export function operationServer(operation: TableOperation, baseUrl: string | undefined): string | undefined {
  const server = operation.servers?.[0];
  return server === undefined ? undefined : serverUrl(server, baseUrl);
}

/**
 * The origins an accepted server may take that credentials may go to (`https`, or `http` on a
 * loopback host), its host's variables at each combination of the values they list, the first
 * variable changing slowest, and how many combinations were tried: at most `limit`. Linear in
 * `limit` and the number of variables, whatever the enums' sizes: no list of combinations is built.
 *
 * @example
 * trustedServerOrigins({ url: "http://plain.test" }, "https://api.test", 256); // { origins: [], tried: 1 }
 */
function trustedServerOrigins(
  server: TableServer,
  baseUrl: string,
  limit: number,
): { readonly origins: string[]; readonly tried: number } {
  const places = placesOf(server.url);
  const names = [...places.keys()].filter((name) => places.get(name) === "host");
  const lists = names.map((name) => server.variables![name]!.enum ?? [server.variables![name]!.default]);
  const counters = names.map(() => 0);
  const origins: string[] = [];
  let tried = 0;
  while (tried < limit) {
    tried++;
    const values = Object.create(null) as Record<string, string>;
    names.forEach((name, index) => (values[name] = lists[index]![counters[index]!]!));
    const url = fill(server, places, values);
    const origin = originOf(isAbsoluteUrl(url) ? url : new URL(url, baseUrl).href);
    if (origin !== undefined && isTrustworthy(origin)) origins.push(origin);
    // The next combination, the last variable changing fastest; none after the last.
    let index = names.length - 1;
    while (index >= 0 && ++counters[index]! === lists[index]!.length) counters[index--] = 0;
    if (index < 0) break;
  }
  return { origins, tried };
}

// Whether credentials may go to a server on `origin`: `https`, or `http` on a loopback host.
function isTrustworthy(origin: string): boolean {
  return origin.startsWith("https://") || LOOPBACK.test(origin);
}
