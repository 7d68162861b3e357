import type { EndpointConfig } from "../config/endpoint-config";
import type { DescribedCatalog } from "./described-catalog";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { isOptionsObject } from "../util/is-plain-object";
import { compileOpenAPI, type CompileOpenAPISettings } from "./compile-openapi";
import { fromOperationTable, type OpenAPISettings } from "./from-operation-table";

/**
 * A config that builds every operation of a parsed OpenAPI 3.0, 3.1 or 3.2 document as it says: a
 * route the description writes (`"POST /pets"`) or an operationId, each parameter where it goes
 * (path, query, header or cookie) and written in its style, the body as its media type. Routes
 * on no path of the description are built by the usual rules. `Paths`, openapi-typescript's
 * `paths`, types the calls: every parameter flat (see {@link DescribedCatalog}). A description
 * written in several files gives the others parsed in `documents` (see `compileOpenAPI`).
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
  settings?: OpenAPISettings<DescribedCatalog<Paths>> & CompileOpenAPISettings,
): EndpointConfig<DescribedCatalog<Paths>> {
  return endpointErrorsOnly("fromOpenAPI()", undefined, describedConfig, document, settings) as EndpointConfig<
    DescribedCatalog<Paths>
  >;
}

// The compiler reads `documents`; the config, every other setting (and refuses what is no object).
function describedConfig(document: object, settings: unknown): EndpointConfig<unknown> {
  if (!isOptionsObject(settings)) return fromOperationTable(compileOpenAPI(document), settings as OpenAPISettings);
  const { documents, ...configSettings } = settings as CompileOpenAPISettings & OpenAPISettings;
  return fromOperationTable(compileOpenAPI(document, { documents }), configSettings);
}
