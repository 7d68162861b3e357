import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { setOwn } from "../util/copy-own";
import { isHttpToken } from "../util/is-http-token";
import { isOptionsObject } from "../util/is-plain-object";
import { escapePointer } from "./json-pointer";
import { LocalRefs } from "./local-refs";
import { duplicateOperationIds, operationProblems, routeTwin, type ParameterSource } from "./operation-problems";
import {
  CREDENTIAL_PLACES,
  OPERATION_TABLE_FORMAT,
  OPERATION_TABLE_VERSION,
  PARAMETER_LOCATIONS,
  PATH_ITEM_METHODS,
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
import { pathTemplateNames } from "./path-template-names";
import { operationServers, readServers } from "./server-urls";

type Node = Readonly<Record<string, unknown>>;

/** A path item and where it is, which its operations' parameters and servers are read beside. */
interface PathItem {
  readonly node: Node;
  readonly pointer: string;
}

const DEFAULT_STYLES: Readonly<Record<ParameterLocation, string>> = {
  path: "simple",
  query: "form",
  // A querystring parameter has no style: its content's media type writes it.
  querystring: "form",
  header: "simple",
  cookie: "form",
};

/**
 * Compiles a parsed OpenAPI 3.0, 3.1 or 3.2 document into its {@link OperationTable}: per operation
 * where each parameter goes and how it is written, its request and response media types, servers
 * and security schemes. `$ref`s are followed, into the other documents `documents` gives (see
 * {@link CompileOpenAPISettings}); a reference to a document not given, a Swagger 2.0 document or
 * anything that is not OpenAPI is an `EndpointError`. A server this library does not
 * send to (another scheme, a `//host`, userinfo, a query, a fragment, a backslash, a variable
 * whose default moves its host) is left out. An operation this library cannot serve (a style its
 * parameter's type cannot take, a path that does not begin with `/`, a header name or media type
 * that is no valid header, no acceptable server of its own) is listed with its reason in
 * `unserved`, and refused only when called; an operationId two operations share is listed in
 * `duplicateOperationIds`.
 *
 * @example
 * ```ts
 * const table = compileOpenAPI(petstore);
 * table.operations.find((operation) => operation.operationId === "getPetById")?.path; // "/pet/{petId}"
 * ```
 *
 * @group OpenAPI
 */
export function compileOpenAPI(document: object, settings?: CompileOpenAPISettings): OperationTable {
  return endpointErrorsOnly("compileOpenAPI()", undefined, compile, document, settings);
}

/** The settings of `compileOpenAPI` and `fromOpenAPI` that read the description. */
export interface CompileOpenAPISettings {
  /**
   * The other documents a description written in several files references, parsed, keyed by
   * their URI relative to the root (`{ "schemas/pet.json": {…} }`). Each `$ref` resolves against
   * the document that holds it (`./common.json` in `paths/pets.yaml` is `paths/common.json`);
   * nothing is fetched.
   *
   * @example
   * ```ts
   * compileOpenAPI(root, { documents: { "paths/pets.json": pets, "schemas/pet.json": pet } });
   * ```
   */
  readonly documents?: Readonly<Record<string, unknown>>;
}

function compile(document: unknown, settings: CompileOpenAPISettings | undefined): OperationTable {
  const root = requireOpenAPI(document);
  const refs = new LocalRefs(root, root.$self, documentsOf(settings));
  const operations: TableOperation[] = [];
  // Where each parameter was found, for the judge's messages: one map for all, keyed by identity.
  const sources = new Map<TableParameter, ParameterSource>();
  // OpenAPI 3.1 made paths optional (a description of webhooks or components alone); 3.0 requires it.
  const paths = objectAt(root.paths ?? (String(root.openapi).startsWith("3.0") ? undefined : {}), "#/paths");
  for (const path of Object.keys(paths)) {
    const pathPointer = `#/paths/${escapePointer(path)}`;
    // Where the path item is: its references resolve against the document that holds it. The
    // table names each operation by its path in the root, which a table's reader can check.
    const { value, pointer: itemPointer } = refs.resolve(paths[path], pathPointer);
    const item: PathItem = { node: objectAt(value, itemPointer), pointer: itemPointer };
    for (const [method, entry, pointer] of operationsOf(item.node, itemPointer)) {
      const operation = objectAt(entry, pointer);
      const named = { path, method, pointer: pathPointer + pointer.slice(itemPointer.length) };
      operations.push(compileOperation(refs, root, item, named, operation, pointer, sources));
    }
  }
  const twin = routeTwin(operations);
  if (twin !== undefined) throw invalid(operations[twin.index]!.pointer, twin.reason);
  const servers = serversOf(root.servers, "#/servers");
  return {
    format: OPERATION_TABLE_FORMAT,
    version: OPERATION_TABLE_VERSION,
    title: typeof (root.info as Node | undefined)?.title === "string" ? ((root.info as Node).title as string) : "",
    // OpenAPI's server when a description names none; none at all when it names only refused ones.
    servers: servers === undefined ? [{ url: "/" }] : readServers(servers).servers,
    securitySchemes: securitySchemesOf(refs, root),
    operations,
    duplicateOperationIds: duplicateOperationIds(operations),
  };
}

// A path item's operations: its fixed fields' (method uppercase), then its additionalOperations'
// (OpenAPI 3.2), each method as written, since it is sent so. A key a fixed field names, or one
// that is no method, is refused: the description says one thing twice, or nothing sendable.
function operationsOf(item: Node, itemPointer: string): Array<[method: string, entry: unknown, pointer: string]> {
  const found: Array<[string, unknown, string]> = [];
  for (const method of PATH_ITEM_METHODS) {
    if (item[method] !== undefined) found.push([method.toUpperCase(), item[method], `${itemPointer}/${method}`]);
  }
  if (item.additionalOperations === undefined) return found;
  const additional = objectAt(item.additionalOperations, `${itemPointer}/additionalOperations`);
  for (const method of Object.keys(additional)) {
    const pointer = `${itemPointer}/additionalOperations/${escapePointer(method)}`;
    if (PATH_ITEM_METHODS.includes(method.toLowerCase())) {
      throw invalid(pointer, `the method ${describeInput(method)} is a fixed field of the Path Item: write it there`);
    }
    if (!isHttpToken(method)) throw invalid(pointer, `${describeInput(method)} is no HTTP method token`);
    found.push([method, additional[method], pointer]);
  }
  return found;
}

function documentsOf(settings: CompileOpenAPISettings | undefined): object | undefined {
  if (settings === undefined) return undefined;
  if (!isOptionsObject(settings)) {
    throw new InvalidOptionsError(`Invalid settings ${describeInput(settings)}: expected an object`);
  }
  const { documents } = settings;
  if (documents !== undefined && !isOptionsObject(documents)) {
    throw new InvalidOptionsError(
      `Invalid documents ${describeInput(documents)}: expected an object of parsed documents keyed by their URI relative to the root`,
    );
  }
  return documents;
}

function requireOpenAPI(document: unknown): Node {
  if (!isOptionsObject(document)) {
    throw new InvalidOptionsError(`Invalid OpenAPI description ${describeInput(document)}: expected a parsed document`);
  }
  if (document.swagger !== undefined) {
    throw new InvalidOptionsError(
      `Invalid OpenAPI description: it is Swagger ${describeInput(document.swagger)}; convert it to OpenAPI 3 first ` +
        "(for example with swagger2openapi)",
    );
  }
  const version = document.openapi;
  if (typeof version !== "string" || !/^3\.[012]\.\d/.test(version)) {
    throw new InvalidOptionsError(
      `Invalid OpenAPI description: its openapi field is ${describeInput(version)}; expected a 3.0, 3.1 or 3.2 version`,
    );
  }
  return document;
}

function compileOperation(
  refs: LocalRefs,
  root: Node,
  item: PathItem,
  { path, method, pointer: tablePointer }: { path: string; method: string; pointer: string },
  operation: Node,
  pointer: string,
  sources: Map<TableParameter, ParameterSource>,
): TableOperation {
  const parameters = parametersOf(refs, item, operation, pointer, sources);
  for (const name of pathTemplateNames(path)) {
    if (!parameters.some((parameter) => parameter.in === "path" && parameter.name === name)) {
      parameters.push({ in: "path", name, style: "simple", explode: false, required: true });
    }
  }
  const body = bodyOf(refs, operation.requestBody, `${pointer}/requestBody`);
  const { servers, problem } = operationServers(
    serversOf(operation.servers, `${pointer}/servers`) ?? serversOf(item.node.servers, `${item.pointer}/servers`),
  );
  const security = operation.security ?? root.security;
  const compiled: Record<string, unknown> = {
    method,
    path,
    pointer: tablePointer,
    parameters,
    responses: responseTypes(refs, operation.responses, `${pointer}/responses`),
    security: securityNames(security),
  };
  if (typeof operation.operationId === "string") compiled.operationId = operation.operationId;
  if (servers !== undefined) compiled.servers = servers;
  if (body !== undefined) compiled.body = body;
  const problems = operationProblems(compiled as unknown as TableOperation, sources);
  if (problem !== undefined) problems.unshift(problem);
  if (problems.length > 0) compiled.unserved = problems.join("; ");
  return compiled as unknown as TableOperation;
}

// The path item's parameters, then the operation's, which replace one of the same name and place.
function parametersOf(
  refs: LocalRefs,
  item: PathItem,
  operation: Node,
  pointer: string,
  sources: Map<TableParameter, ParameterSource>,
): TableParameter[] {
  const byKey = new Map<string, TableParameter>();
  const add = (list: unknown, at: string): void => {
    if (list === undefined) return;
    if (!Array.isArray(list)) throw invalid(at, "expected an array of parameters");
    for (let index = 0; index < list.length; index++) {
      const parameter = parameterOf(refs, list[index], `${at}/${index}`, sources);
      byKey.set(
        `${parameter.in} ${parameter.in === "header" ? parameter.name.toLowerCase() : parameter.name}`,
        parameter,
      );
    }
  };
  add(item.node.parameters, `${item.pointer}/parameters`);
  add(operation.parameters, `${pointer}/parameters`);
  return [...byKey.values()];
}

function parameterOf(
  refs: LocalRefs,
  entry: unknown,
  at: string,
  sources: Map<TableParameter, ParameterSource>,
): TableParameter {
  const { value, pointer } = refs.resolve(entry, at);
  const node = objectAt(value, pointer);
  const { name, in: location } = node;
  if (typeof name !== "string" || name === "") throw invalid(pointer, "a parameter needs a name");
  if (typeof location !== "string" || !PARAMETER_LOCATIONS.includes(location)) {
    throw invalid(pointer, `the parameter ${describeInput(name)} has no valid place (in: ${describeInput(location)})`);
  }
  const place = location as ParameterLocation;
  const style = typeof node.style === "string" ? node.style : DEFAULT_STYLES[place];
  // OpenAPI 3.2.0: explode defaults to true for the styles form and cookie.
  const explode = typeof node.explode === "boolean" ? node.explode : style === "form" || style === "cookie";
  const parameter: Record<string, unknown> = { in: place, name, style, explode };
  if (node.allowReserved === true) parameter.allowReserved = true;
  if (node.required === true) parameter.required = true;
  let type: string | undefined;
  if (isOptionsObject(node.content)) {
    const contentType = Object.keys(node.content)[0];
    if (contentType !== undefined) parameter.contentType = contentType;
  } else type = schemaType(refs.resolve(node.schema, `${pointer}/schema`).value);
  sources.set(parameter as unknown as TableParameter, { pointer, type });
  return parameter as unknown as TableParameter;
}

function bodyOf(refs: LocalRefs, entry: unknown, at: string): TableBody | undefined {
  if (entry === undefined) return undefined;
  const { value, pointer } = refs.resolve(entry, at);
  const node = objectAt(value, pointer);
  const content = objectAt(node.content ?? {}, `${pointer}/content`);
  const mediaTypes = Object.keys(content).map((type): TableMediaType => {
    const at = `${pointer}/content/${escapePointer(type)}`;
    const media = objectAt(refs.resolve(content[type], at).value, at);
    const compiled: {
      type: string;
      properties?: string[];
      readOnly?: string[];
      encoding?: Record<string, TableEncoding>;
    } = { type };
    const properties = propertyNames(refs, media.schema, `${at}/schema`);
    if (properties !== undefined) {
      compiled.properties = properties.sent;
      if (properties.readOnly.length > 0) compiled.readOnly = properties.readOnly;
    }
    const encoding = encodingOf(media.encoding);
    if (encoding !== undefined) compiled.encoding = encoding;
    return compiled;
  });
  if (mediaTypes.length === 0) return undefined;
  return node.required === true ? { required: true, mediaTypes } : { mediaTypes };
}

// The properties of an object schema, its allOf, anyOf and oneOf branches included; undefined
// when the body is no object (its value is then given whole). Walked with a stack of its own, in
// the order a recursion would take, so that no nesting overflows the call stack.
function propertyNames(
  refs: LocalRefs,
  entry: unknown,
  at: string,
): { sent: string[]; readOnly: string[] } | undefined {
  const seen = new Set<unknown>();
  const names = new Set<string>();
  // Properties the schema marks readOnly, which the server writes and a request never sends; one
  // that another branch leaves writable is sent.
  const readOnly = new Set<string>();
  let isObject = false;
  const pending: Array<[unknown, string]> = [[entry, at]];
  while (pending.length > 0) {
    const [next, at] = pending.pop()!;
    const { value, pointer } = refs.resolve(next, at);
    if (!isOptionsObject(value) || seen.has(value)) continue;
    seen.add(value);
    if (value.type === "object" || (Array.isArray(value.type) && value.type.includes("object"))) isObject = true;
    if (isOptionsObject(value.properties)) {
      isObject = true;
      for (const name of Object.keys(value.properties)) {
        const property = refs.resolve(value.properties[name], `${pointer}/properties/${escapePointer(name)}`).value;
        (isOptionsObject(property) && property.readOnly === true ? readOnly : names).add(name);
      }
    }
    const branches: Array<[unknown, string]> = [];
    for (const key of ["allOf", "anyOf", "oneOf"]) {
      const list = value[key];
      if (Array.isArray(list)) list.forEach((branch, index) => branches.push([branch, `${pointer}/${key}/${index}`]));
    }
    pending.push(...branches.reverse());
  }
  if (!isObject) return undefined;
  return { sent: [...names], readOnly: [...readOnly].filter((name) => !names.has(name)) };
}

function encodingOf(entry: unknown): Record<string, TableEncoding> | undefined {
  if (!isOptionsObject(entry)) return undefined;
  const encoding: Record<string, TableEncoding> = {};
  for (const name of Object.keys(entry)) {
    const node = entry[name];
    if (!isOptionsObject(node)) continue;
    const compiled: Record<string, unknown> = {};
    for (const key of ["contentType", "style"] as const) if (typeof node[key] === "string") compiled[key] = node[key];
    for (const key of ["explode", "allowReserved"] as const)
      if (typeof node[key] === "boolean") compiled[key] = node[key];
    setOwn(encoding, name, compiled);
  }
  return Object.keys(encoding).length === 0 ? undefined : encoding;
}

// Successful responses' media types first, then the others, each once.
function responseTypes(refs: LocalRefs, entry: unknown, at: string): string[] {
  if (!isOptionsObject(entry)) return [];
  const codes = Object.keys(entry);
  const types = new Set<string>();
  for (const successful of [true, false]) {
    for (const code of codes) {
      if (code.startsWith("2") !== successful) continue;
      const { value } = refs.resolve(entry[code], `${at}/${escapePointer(code)}`);
      if (isOptionsObject(value) && isOptionsObject(value.content)) {
        for (const type of Object.keys(value.content)) types.add(type);
      }
    }
  }
  return [...types];
}

// The servers a description lists, as written; undefined when it lists none.
function serversOf(entry: unknown, at: string): TableServer[] | undefined {
  if (!Array.isArray(entry) || entry.length === 0) return undefined;
  return entry.map((server, index) => {
    const node = objectAt(server, `${at}/${index}`);
    if (typeof node.url !== "string") throw invalid(`${at}/${index}`, "a server needs a url");
    if (!isOptionsObject(node.variables)) return { url: node.url };
    const variables: Record<string, TableServerVariable> = {};
    for (const name of Object.keys(node.variables)) {
      const pointer = `${at}/${index}/variables/${escapePointer(name)}`;
      const variable = objectAt(node.variables[name], pointer);
      if (!isText(variable.default)) throw invalid(pointer, "a server variable needs a default");
      const compiled: { default: string; enum?: string[] } = { default: String(variable.default) };
      if (Array.isArray(variable.enum)) compiled.enum = variable.enum.filter(isText).map(String);
      setOwn(variables, name, compiled);
    }
    return { url: node.url, variables };
  });
}

// A value a server variable may hold: the description's numbers (a port) are text in its URL.
function isText(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}

function securitySchemesOf(refs: LocalRefs, root: Node): Record<string, TableSecurityScheme> {
  const schemes = (root.components as Node | undefined)?.securitySchemes;
  const compiled: Record<string, TableSecurityScheme> = {};
  if (!isOptionsObject(schemes)) return compiled;
  for (const name of Object.keys(schemes)) {
    const { value } = refs.resolve(schemes[name], `#/components/securitySchemes/${escapePointer(name)}`);
    if (!isOptionsObject(value) || value.type !== "apiKey" || typeof value.name !== "string") continue;
    if (typeof value.in === "string" && CREDENTIAL_PLACES.includes(value.in)) {
      setOwn(compiled, name, { in: value.in, name: value.name });
    }
  }
  return compiled;
}

function securityNames(security: unknown): string[] {
  if (!Array.isArray(security)) return [];
  const names = new Set<string>();
  for (const requirement of security)
    if (isOptionsObject(requirement)) for (const name of Object.keys(requirement)) names.add(name);
  return [...names];
}

function schemaType(schema: unknown): string | undefined {
  if (!isOptionsObject(schema)) return undefined;
  if (typeof schema.type === "string") return schema.type;
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== "null") as string | undefined;
  return isOptionsObject(schema.properties) ? "object" : undefined;
}

function objectAt(value: unknown, pointer: string): Node {
  if (isOptionsObject(value)) return value;
  throw invalid(pointer, `expected an object, not ${describeInput(value)}`);
}

function invalid(pointer: string, reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid OpenAPI description at ${pointer}: ${reason}`);
}
