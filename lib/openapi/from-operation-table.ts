import { EndpointConfig, type EndpointConfigSettings } from "../config/endpoint-config";
import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { InvalidOptionsError } from "../errors/error-classes";
import { isOptionsObject } from "../util/is-plain-object";
import { isAbsoluteUrl } from "../util/origin";
import { OpenAPIVendor, vendorValuesOf } from "./openapi-vendor";
import type { OperationTable } from "./operation-table";
import { requireTable } from "./require-table";

/**
 * The settings of a config made from a description: an EndpointConfig's (but `vendor`, which the
 * description makes), and `baseUrl`, which a relative server URL (`/api/v3`) is resolved against.
 */
export interface OpenAPISettings<Catalog = unknown> extends Omit<EndpointConfigSettings<Catalog>, "vendor"> {
  readonly baseUrl?: string;
  /** Values of the first server's variables (`{ region: "us" }`), each one its `enum` lists; defaults otherwise. */
  readonly serverVariables?: Readonly<Record<string, string>>;
  /**
   * How deepObject parameters and forms write lists: `"brackets"` (the default, `expand[]=a`; a
   * list holding objects by index, `items[0][price]=p`) or `"indices"` (`expand[0]=a`).
   */
  readonly formNesting?: "brackets" | "indices";
}

/**
 * A config that builds each operation of an operation table (see `compileOpenAPI`) as the
 * description says. It does not bundle the compiler: a browser ships the table as JSON.
 *
 * @example
 * ```ts
 * const config = fromOperationTable(JSON.parse(JSON.stringify(compileOpenAPI(petstore))), { baseUrl: "https://petstore3.swagger.io" });
 * config.build("getPetById", { petId: 7 }).url; // "https://petstore3.swagger.io/api/v3/pet/7"
 * ```
 *
 * @group OpenAPI
 */
export function fromOperationTable<Catalog = unknown>(
  table: OperationTable,
  settings: OpenAPISettings<Catalog> = {},
): EndpointConfig<Catalog> {
  return endpointErrorsOnly("fromOperationTable()", undefined, configOf, table, settings) as EndpointConfig<Catalog>;
}

function configOf(given: OperationTable, settings: OpenAPISettings): EndpointConfig<unknown> {
  const table = requireTable(given);
  if (!isOptionsObject(settings)) {
    throw new InvalidOptionsError(`Invalid settings ${describeInput(settings)}: expected an object`);
  }
  const { baseUrl, serverVariables, formNesting, ...configSettings } = settings;
  if (serverVariables !== undefined && !isOptionsObject(serverVariables)) {
    throw new InvalidOptionsError(`Invalid serverVariables ${describeInput(serverVariables)}: expected an object`);
  }
  if (baseUrl !== undefined && (typeof baseUrl !== "string" || !isAbsoluteUrl(baseUrl) || !URL.canParse(baseUrl))) {
    throw new InvalidOptionsError(`Invalid baseUrl ${describeInput(baseUrl)}: expected a URL`);
  }
  if ("vendor" in configSettings) {
    throw new InvalidOptionsError(
      "A config from a description has the description's vendor: leave the vendor setting out",
    );
  }
  const vendor = new OpenAPIVendor({
    ...vendorValuesOf(table, baseUrl, serverVariables as Record<string, string> | undefined),
    formNesting: formNesting as OpenAPISettings["formNesting"],
    operations: table,
  });
  return new EndpointConfig<unknown>({ ...configSettings, vendor });
}
