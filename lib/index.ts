// The public surface, by name. Internal helpers (caches, merge rules, encoders) stay unexported
// so they can change without a major release.
export { endpoint } from "./endpoint";
export type { Endpoint } from "./facade/to-endpoint";
export { EndpointConfig, type EndpointConfigSettings } from "./config/endpoint-config";
export { RequestOptions } from "./request/request-options";
export { RouteParser, type ParsedRoute, type SplitRoute } from "./route/route-parser";
export { UriExpander } from "./template/uri-expander";
export { Rfc6570Expander } from "./template/rfc6570-expander";
export { EndpointError, type EndpointErrorDetails } from "./errors/endpoint-error";
export { InvalidTemplateError } from "./errors/invalid-template-error";
export { ErrorCodes, type ErrorCode } from "./errors/error-codes";
export { VERSION } from "./version";
export { toFetchArgs } from "./adapters/to-fetch-args";
export { toCurl } from "./adapters/to-curl";
export type { AdapterInput } from "./adapters/request-input";
export type {
  DefaultOptions,
  EndpointOptions,
  HeaderValue,
  MediaType,
  MergedOptions,
  RequestHeaders,
  RequestOptionsInit,
} from "./options/types";
