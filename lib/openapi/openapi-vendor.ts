import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { InvalidOptionsError, InvalidRouteError } from "../errors/error-classes";
import type { DescribedOperation } from "../options/merge-options";
import type { DefaultOptions } from "../options/types";
import { BoundedCache } from "../util/bounded-cache";
import { copyPlainData } from "../util/copy-plain-data";
import { isAbsoluteUrl, originOf } from "../util/origin";
import type { VendorDefaults } from "../vendors/initial-defaults";
import { Vendor, type VendorInit } from "../vendors/vendor";
import { DEFAULT_VALUES } from "../vendors/vendor-values";
import { Operation } from "./operation";
import type { OperationTable, TableOperation, TableServer } from "./operation-table";
import { requireTable } from "./require-table";

/** What an {@link OpenAPIVendor} is made of: a vendor's values and the operation table. */
export interface OpenAPIVendorInit extends VendorInit {
  readonly operations: OperationTable;
}

const ROUTE_CACHE_LIMIT = 1000;
const DESCRIBED_NESTINGS: readonly unknown[] = ["brackets", "indices"];
// Enough for any real description's server variables; more combinations are not trusted.
const MAX_TRUSTED_SERVERS = 256;
const LOOPBACK = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

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
  // Each operation's index by "METHOD /path" and by operationId.
  readonly #index = new Map<string, number>();
  readonly #operations: Array<Operation | undefined> = [];
  readonly #routes = new BoundedCache<string, Operation | null>(ROUTE_CACHE_LIMIT);

  constructor(init: OpenAPIVendorInit) {
    // super() first: a class with fields may run nothing before it.
    super(valuesOf(init));
    // A frozen copy: the vendor is a value, which the caller's table may not change later.
    const operations = endpointErrorsOnly("new OpenAPIVendor()", undefined, frozenTable, init.operations);
    this.#table = operations;
    operations.operations.forEach((operation, index) => {
      this.#index.set(`${operation.method} ${operation.path}`, index);
      if (operation.operationId !== undefined && !this.#index.has(operation.operationId)) {
        this.#index.set(operation.operationId, index);
      }
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
    return this.#routes.remember(route, (key) => this.#find(key)) ?? undefined;
  }

  #find(route: string): Operation | null {
    const trimmed = route.trim();
    const gap = /\s+/.exec(trimmed);
    // A path alone ("/pets") is GET of that path, never an operationId.
    const byId = trimmed.startsWith("/") ? undefined : this.#index.get(trimmed);
    if (byId !== undefined && gap === null) return this.#operation(byId);
    const method = gap === null ? "GET" : trimmed.slice(0, gap.index).toUpperCase();
    const path = gap === null ? trimmed : trimmed.slice(gap.index + gap[0].length);
    // A route the description has comes first, then an operationId with a space ("list pets").
    const index = this.#index.get(`${method} ${path}`) ?? byId;
    if (index !== undefined) return this.#operation(index);
    this.#refuseLookalike(route, method, path);
    return null;
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
      operation = new Operation(table, operationServer(table, this.baseUrl));
      this.#operations[index] = operation;
    }
    return operation;
  }
}

/**
 * A vendor's values from an operation table: its first server as the base URL (a relative one
 * resolved against `baseUrl`), its `https` and loopback servers as trusted origins, its `apiKey`
 * schemes' names as credentials.
 */
export function vendorValuesOf(
  table: OperationTable,
  baseUrl: string | undefined,
  serverVariables: Readonly<Record<string, string>> = {},
): VendorInit {
  const headers = new Set(DEFAULT_VALUES.credentialHeaders);
  const query: string[] = [];
  for (const scheme of Object.values(table.securitySchemes)) {
    if (scheme.in === "header") headers.add(scheme.name.toLowerCase());
    else if (scheme.in === "query") query.push(scheme.name);
  }
  const servers = [...table.servers, ...table.operations.flatMap((operation) => operation.servers ?? [])];
  const base = serverUrl(table.servers[0]!, baseUrl, serverVariables);
  const trusted = new Set<string>();
  for (const server of servers) {
    for (const url of serverUrls(server, base)) {
      const origin = originOf(url);
      if (origin !== undefined && (origin.startsWith("https://") || LOOPBACK.test(origin))) trusted.add(origin);
    }
  }
  return {
    name: nameOf(table.title),
    baseUrl: base,
    credentialHeaders: [...headers],
    credentialQueryParameters: query,
    trustedOrigins: [...trusted],
  };
}

function operationServer(operation: TableOperation, baseUrl: string | undefined): string | undefined {
  const server = operation.servers?.[0];
  return server === undefined ? undefined : serverUrl(server, baseUrl);
}

// A server's URL with its variables at the values chosen, else their defaults; a relative one
// resolved against `baseUrl`. A variable takes only a value its description lists.
function serverUrl(
  server: TableServer,
  baseUrl: string | undefined,
  chosen: Readonly<Record<string, string>> = {},
): string {
  for (const name of Object.keys(chosen)) {
    const variable = server.variables?.[name];
    if (variable === undefined) {
      throw new InvalidOptionsError(
        `The OpenAPI server ${describeInput(server.url)} has no variable ${describeInput(name)}`,
      );
    }
    if (typeof chosen[name] !== "string" || (variable.enum !== undefined && !variable.enum.includes(chosen[name]))) {
      throw new InvalidOptionsError(
        `The server variable ${describeInput(name)} takes ${(variable.enum ?? [variable.default]).map((value) => describeInput(value)).join(", ")}, not ${describeInput(chosen[name])}`,
      );
    }
  }
  const url = withVariables(server, (name) => chosen[name] ?? server.variables?.[name]?.default);
  if (isAbsoluteUrl(url)) return url;
  if (baseUrl === undefined) {
    throw new InvalidOptionsError(
      `The OpenAPI server ${describeInput(server.url)} is relative: give the baseUrl it is resolved against`,
    );
  }
  return new URL(url, baseUrl).href.replace(/\/$/, "");
}

// Every URL the server may take, its variables at each value they list.
function serverUrls(server: TableServer, baseUrl: string): string[] {
  let urls = [server.url];
  for (const [name, variable] of Object.entries(server.variables ?? {})) {
    const values = variable.enum ?? [variable.default];
    urls = urls
      .flatMap((url) => values.map((value) => url.replaceAll(`{${name}}`, value)))
      .slice(0, MAX_TRUSTED_SERVERS);
  }
  return urls.map((url) => (isAbsoluteUrl(url) ? url : new URL(url, baseUrl).href));
}

function withVariables(server: TableServer, valueOf: (name: string) => string | undefined): string {
  return server.url.replace(/\{([^{}]+)\}/g, (whole, name: string) => valueOf(name) ?? whole);
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

function frozenTable(table: unknown): OperationTable {
  return requireTable(copyPlainData(table, true, invalidTable));
}

function invalidTable(reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid operation table: ${reason}`);
}

function shapeOf(path: string): string {
  return path.replace(/\{[^{}]*\}/g, "{}");
}
