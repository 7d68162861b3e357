// @restkit/endpoint/openapi: any API from its OpenAPI description. fromOperationTable and the
// vendor do not import the compiler, so a bundle that ships a compiled table leaves it out.
export { compileOpenAPI, type CompileOpenAPISettings } from "./compile-openapi";
export { fromOpenAPI } from "./from-description";
export { fromOperationTable, type OpenAPISettings } from "./from-operation-table";
export { OpenAPIVendor, type OpenAPIVendorInit } from "./openapi-vendor";
export {
  OPERATION_TABLE_FORMAT,
  OPERATION_TABLE_VERSION,
  type OperationTable,
  type ParameterLocation,
  type TableBody,
  type TableEncoding,
  type TableMediaType,
  type TableOperation,
  type TableParameter,
  type TableSecurityScheme,
  type TableServer,
  type TableServerVariable,
} from "./operation-table";
export type { DescribedCatalog } from "./described-catalog";
