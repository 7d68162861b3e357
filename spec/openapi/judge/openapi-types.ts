// The parts of an OpenAPI 3.0/3.1/3.2 description the judge reads, typed loosely: a real description
// carries many more fields, and every one of these may be absent or a `$ref`.

export interface Schema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown;
  default?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  contentEncoding?: string;
  contentMediaType?: string;
}

/** 3.2 adds `querystring`: one parameter that is the whole query, written by its `content`. */
export type ParameterLocation = "path" | "query" | "querystring" | "header" | "cookie";

export interface Parameter {
  $ref?: string;
  name: string;
  in: ParameterLocation;
  required?: boolean;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
  schema?: Schema;
  content?: Record<string, MediaType>;
  example?: unknown;
}

export interface Encoding {
  contentType?: string;
  style?: string;
  explode?: boolean;
  allowReserved?: boolean;
}

export interface MediaType {
  schema?: Schema;
  encoding?: Record<string, Encoding>;
}

export interface RequestBody {
  $ref?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface Server {
  url: string;
  variables?: Record<string, { default: string }>;
}

export interface Operation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  servers?: Server[];
}

/** The Path Item's fixed fields that are operations; 3.2 adds `query`. */
export const HTTP_METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItem = {
  $ref?: string;
  parameters?: Parameter[];
  servers?: Server[];
  /** 3.2: operations of other methods, each key the method as the request sends it (`COPY`). */
  additionalOperations?: Record<string, Operation>;
} & {
  [method in HttpMethod]?: Operation;
};

export interface OpenAPIDocument {
  openapi: string;
  /** 3.2: the URI of the document, the base of its relative references. */
  $self?: string;
  servers?: Server[];
  paths?: Record<string, PathItem>;
  components?: Record<string, unknown>;
}

/** A node of the description and the JSON pointer where it stands (`#/paths/~1pets/get`). */
export interface Located<T> {
  node: T;
  pointer: string;
}
