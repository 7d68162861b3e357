// The public surface, by name. Internal helpers (caches, merge rules, encoders) stay unexported
// so they can change without a major release.
export { endpoint } from "./endpoint";
export type { Endpoint } from "./facade/to-endpoint";
export { EndpointConfig, type EndpointConfigSettings } from "./config/endpoint-config";
export { RequestOptions } from "./request/request-options";
export { RouteParser, type ParsedRoute, type SplitRoute } from "./route/route-parser";
export { UriExpander } from "./template/uri-expander";
export type { DateFormat } from "./template/date-to-string";
export { Vendor, VendorRules, type VendorInit } from "./vendors/vendor";
export { GitHubVendor, GitHubRules, githubVendor } from "./vendors/github/github-rules";
export type { EncodedBody } from "./vendors/encode-body";
export type { DescribedCall, DescribedOperation, MergeRules, MergeTarget } from "./options/merge-options";
export type { CallLayout } from "./request/call-layout";
export type { FormNesting } from "./vendors/form-fields";
export type { VendorDefaults } from "./vendors/initial-defaults";
export type { GivenMediaType, MergedMediaType } from "./options/merge-media-type";
export type { VendorMediaType } from "./vendors/accept-header";
export { Rfc6570Expander, type Rfc6570ExpanderOptions } from "./template/rfc6570-expander";
export { EndpointError, type EndpointErrorDetails } from "./errors/endpoint-error";
export {
  InvalidRouteError,
  InvalidOptionsError,
  InvalidMethodError,
  InvalidTemplateError,
  InvalidHeaderError,
  InvalidParameterError,
  MissingParameterError,
  AbsoluteUrlError,
} from "./errors/error-classes";
export { ErrorCodes, type ErrorCode } from "./errors/error-codes";
export { VERSION } from "./version";
export { toFetchArgs } from "./adapters/to-fetch-args";
export { toCurl, type ToCurlOptions } from "./adapters/to-curl";
export type { AdapterInput } from "./adapters/request-input";
export type {
  DefaultOptions,
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestOptionsInit,
  ResponseOf,
} from "./options/types";
// Route-aware types: what the compiler reads from a route literal (docs/typescript.md).
export type { RouteMethod, RouteUrl } from "./types/route-parts";
export type {
  OptionalPlaceholders,
  RequiredPlaceholders,
  RouteOptionalPlaceholders,
  RouteRequiredPlaceholders,
  ParameterReservedKey,
} from "./types/placeholder-names";
export type { PlaceholderValue } from "./types/placeholder-value";
export type {
  RouteOptions,
  PlaceholderOptions,
  MissingPlaceholders,
  OptionsRequired,
  ExactKeys,
} from "./types/route-options";
export type { InitialDefaults } from "./types/initial-defaults";
export type { MergeDefaults } from "./types/merge-defaults";
export type { DefaultsOf, WithDefaults } from "./types/defaults-type";
export type { LowercaseMethod } from "./types/result-method";
export type { CallHeaderValue } from "./types/call-header-value";
export type { MergedCall } from "./types/merged-route";
// Route catalogs: typed parameters and responses from an OpenAPI description (docs/typescript.md).
export type {
  CatalogMethod,
  CatalogPaths,
  CatalogRoute,
  Exact,
  IsExact,
  RouteInput,
  RouteOperation,
} from "./types/route-catalog";
export type {
  DefaultedOptional,
  OperationKeys,
  OperationOptions,
  OperationParameters,
  OperationResponse,
  OptionsOptional,
} from "./types/operation-parameters";
export type { GitHubCatalog, GitHubRoutes } from "./types/github-catalog";
export type {
  CatalogRoutes,
  DefaultedEntry,
  OperationEntry,
  RouteTableEntry,
  RouteTableOf,
  TableEntry,
  TableOptions,
  TableRequired,
  TableRoute,
  WithRouteTable,
} from "./types/route-table";
export type { CallResponse } from "./types/call-signature";
