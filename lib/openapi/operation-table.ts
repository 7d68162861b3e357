/**
 * The operations of an OpenAPI description, compiled to what building their requests needs: a
 * compact, JSON-serialisable value that a browser can ship instead of the description (see
 * `compileOpenAPI` and `fromOperationTable`). `version` changes whenever its shape does.
 *
 * @example
 * ```ts
 * const table: OperationTable = compileOpenAPI(petstore);
 * JSON.stringify(table).length < JSON.stringify(petstore).length; // true
 * ```
 *
 * @group OpenAPI
 */
export interface OperationTable {
  readonly format: typeof OPERATION_TABLE_FORMAT;
  readonly version: typeof OPERATION_TABLE_VERSION;
  /** The API's title, as the description's `info.title` gives it. */
  readonly title: string;
  /**
   * The description's servers this library sends to (see docs/openapi.md, "Servers and
   * credentials"); the first is the base URL. Empty when the description has servers but none
   * of them is acceptable: a config then needs the `baseUrl` setting.
   */
  readonly servers: readonly TableServer[];
  /** The security schemes by name; only those that name a header, query parameter or cookie. */
  readonly securitySchemes: Readonly<Record<string, TableSecurityScheme>>;
  readonly operations: readonly TableOperation[];
  /**
   * The operationIds that more than one operation has, each once: calling one by its id is
   * `ERR_INVALID_ROUTE` naming those operations, and each is called by its route instead.
   */
  readonly duplicateOperationIds: readonly string[];
}

/**
 * A server of the description: its URL, whose `{variables}` each take a value of their `enum`, or
 * any value that keeps the URL's structure when they have none.
 */
export interface TableServer {
  readonly url: string;
  readonly variables?: Readonly<Record<string, TableServerVariable>>;
}

/** A server variable: its default value and, when the description lists them, the others it may take. */
export interface TableServerVariable {
  readonly default: string;
  readonly enum?: readonly string[];
}

/** Where an `apiKey` security scheme carries its credential. */
export interface TableSecurityScheme {
  readonly in: "header" | "query" | "cookie";
  readonly name: string;
}

/** One operation: its route, where each parameter goes and how it is written, its bodies and responses. */
export interface TableOperation {
  /**
   * The method: a Path Item fixed field's uppercase (`GET`, `QUERY`), an `additionalOperations`
   * key as the description writes it (`COPY`, `Link`), since that is the method sent.
   */
  readonly method: string;
  readonly path: string;
  readonly operationId?: string;
  /** The operation's JSON pointer in the description. */
  readonly pointer: string;
  /** The operation's own servers, or its path item's, when it has some that this library sends to. */
  readonly servers?: readonly TableServer[];
  readonly parameters: readonly TableParameter[];
  readonly body?: TableBody;
  /** The media types of its responses, successful ones first: the default `accept`. */
  readonly responses: readonly string[];
  /** The names of the security schemes it may use. */
  readonly security: readonly string[];
  /** Why the operation cannot be served; calling it is refused with this reason. */
  readonly unserved?: string;
}

/** The places a parameter may go. */
export type ParameterLocation = "path" | "query" | "querystring" | "header" | "cookie";

/** A parameter, as its description writes it (defaults filled in). */
export interface TableParameter {
  readonly in: ParameterLocation;
  readonly name: string;
  readonly style: string;
  readonly explode: boolean;
  readonly allowReserved?: boolean;
  readonly required?: boolean;
  /** The media type its value is written as, when the description gives `content` instead of `style`. */
  readonly contentType?: string;
}

/** A request body: its media types, the first the default. */
export interface TableBody {
  readonly required?: boolean;
  readonly mediaTypes: readonly TableMediaType[];
}

/**
 * A request media type; `properties` lists the names of an object body a request sends, and
 * `readOnly` those the schema marks `readOnly`, which a request never sends.
 */
export interface TableMediaType {
  readonly type: string;
  readonly properties?: readonly string[];
  readonly readOnly?: readonly string[];
  readonly encoding?: Readonly<Record<string, TableEncoding>>;
}

/** How one property of a form or multipart body is written (the Encoding Object). */
export interface TableEncoding {
  readonly contentType?: string;
  readonly style?: string;
  readonly explode?: boolean;
  readonly allowReserved?: boolean;
}

/**
 * The Path Item's fixed fields that held an operation before OpenAPI 3.2: the methods every call
 * sends lowercase, as a route's method is.
 */
export const METHODS_BEFORE_3_2: readonly string[] = [
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
];

/**
 * The Path Item's fixed fields that hold an operation (OpenAPI 3.2 adds `query`): a table writes
 * their methods uppercase; any other method is an `additionalOperations` key, as written.
 */
export const PATH_ITEM_METHODS: readonly string[] = [...METHODS_BEFORE_3_2, "query"];

/** Every {@link ParameterLocation}: the places a description's parameter may name, and a table's. */
export const PARAMETER_LOCATIONS: readonly string[] = ["path", "query", "querystring", "header", "cookie"];
/** Where an `apiKey` scheme may carry its credential (its `in`), in a description and a table. */
export const CREDENTIAL_PLACES: readonly string[] = ["header", "query", "cookie"];

/** The `format` of every operation table. */
export const OPERATION_TABLE_FORMAT = "restkit-operation-table";
/** The version of the table's shape that this library reads and writes. */
export const OPERATION_TABLE_VERSION = 3;
