import type { EndpointConfig } from "../config/endpoint-config";
import type { DescribedCatalog } from "./described-catalog";
import { compileOpenAPI } from "./compile-openapi";
import { fromOperationTable, type OpenAPISettings } from "./from-operation-table";

/**
 * A config that builds every operation of a parsed OpenAPI 3.0, 3.1 or 3.2 document as it says: a
 * route the description writes (`"POST /pets"`) or an operationId, each parameter where it goes
 * (path, query, header or cookie) and written in its style, the body as its media type. Routes
 * on no path of the description are built by the usual rules. `Paths`, openapi-typescript's
 * `paths`, types the calls: every parameter flat (see {@link DescribedCatalog}).
 *
 * @example
 * ```ts
 * const config = fromOpenAPI(petstore, { baseUrl: "https://petstore3.swagger.io" });
 * config.build("GET /pet/findByStatus", { status: "sold" }).url;
 * // "https://petstore3.swagger.io/api/v3/pet/findByStatus?status=sold"
 * ```
 *
 * @group OpenAPI
 */
export function fromOpenAPI<Paths = unknown>(
  document: object,
  settings?: OpenAPISettings<DescribedCatalog<Paths>>,
): EndpointConfig<DescribedCatalog<Paths>> {
  return fromOperationTable<DescribedCatalog<Paths>>(compileOpenAPI(document), settings);
}
