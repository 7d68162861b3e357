import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { InvalidOptionsError, InvalidRouteError } from "../errors/error-classes";
import type { DescribedOperation } from "../options/merge-options";
import type { DefaultOptions } from "../options/types";
import { BoundedCache } from "../util/bounded-cache";
import { originOf } from "../util/origin";
import type { VendorDefaults } from "../vendors/initial-defaults";
import { Vendor, type VendorInit } from "../vendors/vendor";
import { DEFAULT_VALUES } from "../vendors/vendor-values";
import { Operation } from "./operation";
import type { OperationTable } from "./operation-table";
import { requireTable } from "./require-table";
import { serverUrl } from "./server-urls";
import { operationServer, trustedOriginsOf } from "./trusted-origins";

/** What an {@link OpenAPIVendor} is made of: a vendor's values and the operation table. */
export interface OpenAPIVendorInit extends VendorInit {
  readonly operations: OperationTable;
}

const ROUTE_CACHE_LIMIT = 1000;
const DESCRIBED_NESTINGS: readonly unknown[] = ["brackets", "indices"];

/**
 * The vendor of an API described by OpenAPI: a route the description gives (`"POST /pets"`, or
 * an operationId) is built as its operation says; any other route by the usual rules.
 *
 * @example
 * ```ts
 * const vendor = new OpenAPIVendor({ name: "petstore", baseUrl: "https://petstore3.swagger.io/api/v3", operations: compileOpenAPI(petstore) });
 * new EndpointConfig({ vendor }).build("getPetById", { petId: 7 }).url; // "https://petstore3.swagger.io/api/v3/pet/7"
 * ```
 *
 * @group OpenAPI
 */
export class OpenAPIVendor extends Vendor {
  readonly #table: OperationTable;
  // Each operation's index by "METHOD /path", and by operationId: one index, or all of them
  // when operations share it.
  readonly #routes = new Map<string, number>();
  readonly #ids = new Map<string, number[]>();
  readonly #operations: Array<Operation | undefined> = [];
  readonly #found = new BoundedCache<string, Operation | null>(ROUTE_CACHE_LIMIT);

  constructor(init: OpenAPIVendorInit) {
    // super() first: a class with fields may run nothing before it.
    super(valuesOf(init));
    // A checked, frozen copy: the vendor is a value, which the caller's table may not change later.
    const operations = endpointErrorsOnly("new OpenAPIVendor()", undefined, requireTable, init.operations);
    this.#table = operations;
    operations.operations.forEach((operation, index) => {
      this.#routes.set(`${operation.method} ${operation.path}`, index);
      if (operation.operationId === undefined) return;
      const shared = this.#ids.get(operation.operationId);
      if (shared === undefined) this.#ids.set(operation.operationId, [index]);
      else shared.push(index);
    });
  }

  /** The operation table the vendor serves. */
  get operations(): OperationTable {
    return this.#table;
  }

  override with(init: VendorInit): this {
    return super.with({ operations: this.#table, ...init } as VendorInit);
  }

  // Without an accept header: a described operation's is its response types, and another
  // route's is the client's default.
  override initialDefaults(vendor: VendorDefaults): DefaultOptions {
    const defaults = super.initialDefaults(vendor);
    const headers = { ...defaults.headers };
    delete headers.accept;
    return { ...defaults, headers };
  }

  // The config's own base URL, set over the description's, is home; a server the description
  // names is home only as a trusted origin (its https and loopback ones), and a per-call one never.
  override credentialHome(baseUrl: string, configBaseUrl: string): string | undefined {
    return baseUrl === configBaseUrl && baseUrl !== this.baseUrl ? baseUrl : undefined;
  }

  override describedOperation(route: string): DescribedOperation | undefined {
    return this.#found.remember(route, (key) => this.#find(key)) ?? undefined;
  }

  /**
   * Whether credentials may go to `url` as this vendor sees it: its origin is one of
   * {@link Vendor#trustedOrigins}, which for a description are its `https` and loopback `http`
   * servers (root, path-item and operation ones, the base URL's chosen variables included). A
   * plain `http` server may be the base URL or an operation's server, and is not trusted.
   *
   * @example
   * ```ts
   * const vendor = fromOpenAPI(shop).rules as OpenAPIVendor;
   * vendor.trustsServer("https://eu.shop.test/v1/orders"); // true
   * vendor.trustsServer("http://eu.shop.test/v1/orders"); // false
   * ```
   */
  trustsServer(url: string): boolean {
    const origin = originOf(url);
    return origin !== undefined && this.trustedOrigins.includes(origin);
  }

  #find(route: string): Operation | null {
    const trimmed = route.trim();
    const gap = /\s+/.exec(trimmed);
    // A path alone ("/pets") is GET of that path, never an operationId.
    const byId = trimmed.startsWith("/") ? undefined : this.#ids.get(trimmed);
    if (byId !== undefined && gap === null) return this.#byId(trimmed, byId);
    const written = gap === null ? "GET" : trimmed.slice(0, gap.index);
    const method = written.toUpperCase();
    const path = gap === null ? trimmed : trimmed.slice(gap.index + gap[0].length);
    // A route the description has comes first, then an operationId with a space ("list pets").
    // Its method as an additional operation writes it (`Link`), else in any case (`get`, `query`).
    const index = this.#routes.get(`${written} ${path}`) ?? this.#routes.get(`${method} ${path}`);
    if (index !== undefined) return this.#operation(index);
    if (byId !== undefined) return this.#byId(trimmed, byId);
    this.#refuseLookalike(route, method, path);
    return null;
  }

  // An operationId names its operation only when no other has it too.
  #byId(operationId: string, indexes: readonly number[]): Operation {
    if (indexes.length === 1) return this.#operation(indexes[0]!);
    const named = indexes.map((index) => {
      const { method, path, pointer } = this.#table.operations[index]!;
      return `${method} ${path} (${pointer})`;
    });
    throw new InvalidRouteError(
      `The operationId ${describeInput(operationId)} names ${indexes.length} operations of the description, ` +
        `${named.join(", ")}: call each by its route`,
    );
  }

  // A route that misses an operation only by its placeholder names or its method is a mistake,
  // which today's rules would build into a wrong request.
  #refuseLookalike(route: string, method: string, path: string): void {
    const shape = shapeOf(path);
    const resembled = this.#table.operations
      .filter((operation) => shapeOf(operation.path) === shape)
      .map((operation) => `${operation.method} ${operation.path}`);
    if (resembled.length === 0) return;
    throw new InvalidRouteError(
      `The route ${describeInput(route)} is no operation of the description, which has ${resembled.join(", ")}` +
        (resembled.some((other) => other.endsWith(` ${path}`)) ? `, but not ${method} ${path}` : ""),
    );
  }

  #operation(index: number): Operation {
    let operation = this.#operations[index];
    if (operation === undefined) {
      const table = this.#table.operations[index]!;
      operation = new Operation(
        table,
        operationServer(table, this.baseUrl),
        Object.values(this.#table.securitySchemes),
      );
      this.#operations[index] = operation;
    }
    return operation;
  }
}

/**
 * A vendor's values from a table `requireTable` read: its first server as the base URL (a
 * relative one resolved against `baseUrl`; the `baseUrl` itself when no server of the
 * description is acceptable), its `https` and loopback servers as trusted origins (see
 * `trustedOriginsOf`), its `apiKey` schemes' names as credentials (each in the query too).
 */
export function vendorValuesOf(
  table: OperationTable,
  baseUrl: string | undefined,
  serverVariables: Readonly<Record<string, string>> = {},
): VendorInit {
  const headers = new Set(DEFAULT_VALUES.credentialHeaders);
  // Every scheme's name is a key in the query too: a route the description does not describe
  // sends a flat value of that name there.
  const query = new Set<string>();
  for (const scheme of Object.values(table.securitySchemes)) {
    if (scheme.in === "header") headers.add(scheme.name.toLowerCase());
    query.add(scheme.name);
  }
  const base = baseOf(table, baseUrl, serverVariables);
  return {
    name: nameOf(table.title),
    baseUrl: base,
    credentialHeaders: [...headers],
    credentialQueryParameters: [...query],
    trustedOrigins: trustedOriginsOf(table, base),
  };
}

function baseOf(
  table: OperationTable,
  baseUrl: string | undefined,
  serverVariables: Readonly<Record<string, string>>,
): string {
  const first = table.servers[0];
  if (first !== undefined) return serverUrl(first, baseUrl, serverVariables);
  if (baseUrl === undefined) {
    throw new InvalidOptionsError(
      "The OpenAPI description has no server this library sends to (see compileOpenAPI()'s servers): " +
        "give the baseUrl setting",
    );
  }
  if (Object.keys(serverVariables).length > 0) {
    throw new InvalidOptionsError(
      "The OpenAPI description has no server this library sends to, so no variable for serverVariables",
    );
  }
  return baseUrl.replace(/\/$/, "");
}

// A media-type token made of the title: "Swagger Petstore - OpenAPI 3.0" is "swagger-petstore-openapi-3.0".
function nameOf(title: string): string {
  const words = title.toLowerCase().match(/[a-z0-9.]+/g);
  return words === null ? "openapi" : words.join("-");
}

// The vendor's values: everything but the table. Its deepObject parameters nest by brackets, so
// their lists cannot repeat a name as a form's may (`repeat`).
function valuesOf(init: OpenAPIVendorInit): VendorInit {
  const { formNesting } = init;
  if (formNesting !== undefined && !DESCRIBED_NESTINGS.includes(formNesting)) {
    throw new InvalidOptionsError(
      `Invalid formNesting ${describeInput(formNesting)}: a described API takes "brackets" or "indices", as its deepObject parameters nest by brackets`,
    );
  }
  const values: { -readonly [Key in keyof OpenAPIVendorInit]?: OpenAPIVendorInit[Key] } = { ...init };
  delete values.operations;
  return values;
}

function shapeOf(path: string): string {
  return path.replace(/\{[^{}]*\}/g, "{}");
}
