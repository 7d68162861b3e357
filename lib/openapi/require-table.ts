import { describeInput } from "../errors/describe-input";
import { InvalidOptionsError } from "../errors/error-classes";
import { isHttpToken } from "../util/is-http-token";
import { isOptionsObject } from "../util/is-plain-object";
import { escapePointer, isFragmentPointer } from "./json-pointer";
import { duplicateOperationIds, operationProblems, routeTwin } from "./operation-problems";
import {
  CREDENTIAL_PLACES,
  OPERATION_TABLE_FORMAT,
  OPERATION_TABLE_VERSION,
  PARAMETER_LOCATIONS,
  PATH_ITEM_METHODS,
  type OperationTable,
} from "./operation-table";
// The parts of a table, each read by its own function below.
import type * as Table from "./operation-table";
import { operationServers, readServers } from "./server-urls";

type Node = Readonly<Record<string, unknown>>;

// The tables this reader made: checked, judged and frozen, so that reading one again is free.
const READ = new WeakSet<object>();

/**
 * `table` read as data, when it is an operation table of the version this library reads: every
 * field checked for its shape, a server this library does not send to skipped and an operation
 * judged by the compiler's rules (see `operationProblems`), whoever made the table. Returns a
 * frozen copy whose maps of names (server variables, security schemes, encodings) have no
 * prototype, so a name such as `__proto__` or `constructor` is only ever its own. A malformed
 * part is `ERR_INVALID_OPTIONS` naming its JSON pointer in the table; a table of an older
 * version says to compile the description again.
 *
 * @example
 * ```ts
 * requireTable(JSON.parse(JSON.stringify(compileOpenAPI(petstore)))); // the table, frozen
 * requireTable({ ...compileOpenAPI(petstore), title: 5 }); // throws ERR_INVALID_OPTIONS "… at /title: …"
 * ```
 */
export function requireTable(table: unknown): OperationTable {
  if (typeof table === "object" && table !== null && READ.has(table)) return table as OperationTable;
  if (!isOptionsObject(table) || table.format !== OPERATION_TABLE_FORMAT) {
    throw new InvalidOptionsError(
      `Invalid operation table ${describeInput(table)}: expected compileOpenAPI()'s answer, version ${OPERATION_TABLE_VERSION}`,
    );
  }
  const { version } = table;
  if (version !== OPERATION_TABLE_VERSION) {
    throw invalid(
      "/version",
      typeof version === "number" && version < OPERATION_TABLE_VERSION
        ? `it is version ${version}, whose shape this library no longer reads: compile the description again with compileOpenAPI()`
        : `expected ${OPERATION_TABLE_VERSION}, the version compileOpenAPI() writes, not ${describeInput(version)}`,
    );
  }
  const read = readTable(table);
  READ.add(read);
  return read;
}

function readTable(table: Node): OperationTable {
  fields(table, "", [
    "format",
    "version",
    "title",
    "servers",
    "securitySchemes",
    "operations",
    "duplicateOperationIds",
  ]);
  const operations = list(table.operations, "/operations", readOperation);
  const twin = routeTwin(operations);
  if (twin !== undefined) throw invalid(`/operations/${twin.index}/method`, twin.reason);
  const duplicates = list(table.duplicateOperationIds, "/duplicateOperationIds", text);
  const shared = duplicateOperationIds(operations);
  if (duplicates.length !== shared.length || duplicates.some((id, index) => id !== shared[index])) {
    const named = (ids: readonly string[]) =>
      ids.length === 0 ? "none" : ids.map((id) => describeInput(id)).join(", ");
    throw invalid("/duplicateOperationIds", `it lists ${named(duplicates)}, but the operations share ${named(shared)}`);
  }
  return Object.freeze({
    format: OPERATION_TABLE_FORMAT,
    version: OPERATION_TABLE_VERSION,
    title: text(table.title, "/title"),
    servers: frozenServers(readServers(list(table.servers, "/servers", readServer)).servers),
    securitySchemes: record(table.securitySchemes, "/securitySchemes", readScheme),
    operations,
    duplicateOperationIds: duplicates,
  });
}

function readServer(value: unknown, at: string): Table.TableServer {
  const node = fields(value, at, ["url", "variables"]);
  const url = text(node.url, `${at}/url`);
  if (node.variables === undefined) return Object.freeze({ url });
  return Object.freeze({ url, variables: record(node.variables, `${at}/variables`, readVariable) });
}

// The servers readServers kept, read again: one whose enum it cut is a new copy, which must be
// frozen as the rest is, since a table given a second time is taken as read.
function frozenServers(servers: readonly Table.TableServer[]): readonly Table.TableServer[] {
  return Object.freeze(servers.map((server) => readServer(server, "/servers")));
}

function readVariable(value: unknown, at: string): Table.TableServerVariable {
  const node = fields(value, at, ["default", "enum"]);
  const variable = { default: text(node.default, `${at}/default`) };
  return Object.freeze(node.enum === undefined ? variable : { ...variable, enum: list(node.enum, `${at}/enum`, text) });
}

function readScheme(value: unknown, at: string): Table.TableSecurityScheme {
  const node = fields(value, at, ["in", "name"]);
  return Object.freeze({
    in: oneOf(node.in, `${at}/in`, CREDENTIAL_PLACES),
    name: text(node.name, `${at}/name`),
  }) as Table.TableSecurityScheme;
}

function readOperation(value: unknown, at: string): Table.TableOperation {
  const node = fields(value, at, [
    "method",
    "path",
    "operationId",
    "pointer",
    "servers",
    "parameters",
    "body",
    "responses",
    "security",
    "unserved",
  ]);
  const pointer = text(node.pointer, `${at}/pointer`);
  if (!isFragmentPointer(pointer)) {
    throw invalid(`${at}/pointer`, `${describeInput(pointer)} is no JSON pointer into a description`);
  }
  const read: Record<string, unknown> = {
    method: methodOf(node.method, `${at}/method`),
    path: text(node.path, `${at}/path`),
  };
  if (node.operationId !== undefined) read.operationId = text(node.operationId, `${at}/operationId`);
  read.pointer = pointer;
  const { servers, problem } = operationServers(
    node.servers === undefined ? undefined : list(node.servers, `${at}/servers`, readServer),
  );
  if (servers !== undefined) read.servers = frozenServers(servers);
  read.parameters = list(node.parameters, `${at}/parameters`, readParameter);
  if (node.body !== undefined) read.body = readBody(node.body, `${at}/body`);
  read.responses = list(node.responses, `${at}/responses`, text);
  read.security = list(node.security, `${at}/security`, text);
  // A table's own reason stands (the compiler's holds what only the description showed);
  // otherwise the compiler's rules are asked again.
  const unserved =
    node.unserved === undefined
      ? [...(problem === undefined ? [] : [problem]), ...operationProblems(read as unknown as Table.TableOperation)]
      : [text(node.unserved, `${at}/unserved`)];
  if (unserved.length > 0) read.unserved = unserved.join("; ");
  return Object.freeze(read) as unknown as Table.TableOperation;
}

function readParameter(value: unknown, at: string): Table.TableParameter {
  const node = fields(value, at, ["in", "name", "style", "explode", "allowReserved", "required", "contentType"]);
  const read: Record<string, unknown> = {
    in: oneOf(node.in, `${at}/in`, PARAMETER_LOCATIONS),
    name: text(node.name, `${at}/name`),
    style: text(node.style, `${at}/style`),
    explode: flag(node.explode, `${at}/explode`),
  };
  for (const key of ["allowReserved", "required"] as const)
    if (node[key] !== undefined) read[key] = flag(node[key], `${at}/${key}`);
  if (node.contentType !== undefined) read.contentType = text(node.contentType, `${at}/contentType`);
  return Object.freeze(read) as unknown as Table.TableParameter;
}

function readBody(value: unknown, at: string): Table.TableBody {
  const node = fields(value, at, ["required", "mediaTypes"]);
  const mediaTypes = list(node.mediaTypes, `${at}/mediaTypes`, readMediaType);
  if (mediaTypes.length === 0) throw invalid(`${at}/mediaTypes`, "a body lists at least one media type");
  return Object.freeze(
    node.required === undefined ? { mediaTypes } : { required: flag(node.required, `${at}/required`), mediaTypes },
  );
}

function readMediaType(value: unknown, at: string): Table.TableMediaType {
  const node = fields(value, at, ["type", "properties", "readOnly", "encoding"]);
  const read: Record<string, unknown> = { type: text(node.type, `${at}/type`) };
  if (node.properties !== undefined) read.properties = list(node.properties, `${at}/properties`, text);
  if (node.readOnly !== undefined) read.readOnly = list(node.readOnly, `${at}/readOnly`, text);
  if (node.encoding !== undefined) read.encoding = record(node.encoding, `${at}/encoding`, readEncoding);
  return Object.freeze(read) as unknown as Table.TableMediaType;
}

function readEncoding(value: unknown, at: string): Table.TableEncoding {
  const node = fields(value, at, ["contentType", "style", "explode", "allowReserved"]);
  const read: Record<string, unknown> = {};
  for (const key of ["contentType", "style"] as const)
    if (node[key] !== undefined) read[key] = text(node[key], `${at}/${key}`);
  for (const key of ["explode", "allowReserved"] as const)
    if (node[key] !== undefined) read[key] = flag(node[key], `${at}/${key}`);
  return Object.freeze(read);
}

// An object holding no field but those named.
function fields(value: unknown, at: string, known: readonly string[]): Node {
  if (!isOptionsObject(value)) throw invalid(at, `expected an object, not ${describeInput(value)}`);
  for (const key of Object.keys(value)) {
    if (!known.includes(key)) throw invalid(`${at}/${escapePointer(key)}`, "no operation table has this field");
  }
  return value;
}

function list<T>(value: unknown, at: string, each: (item: unknown, at: string) => T): readonly T[] {
  if (!Array.isArray(value)) throw invalid(at, `expected an array, not ${describeInput(value)}`);
  const read: T[] = [];
  for (let index = 0; index < value.length; index++) read.push(each(value[index], `${at}/${index}`));
  return Object.freeze(read);
}

// A map of names, without a prototype: a name is only ever its own key.
function record<T>(value: unknown, at: string, each: (item: unknown, at: string) => T): Readonly<Record<string, T>> {
  if (!isOptionsObject(value)) throw invalid(at, `expected an object, not ${describeInput(value)}`);
  const read = Object.create(null) as Record<string, T>;
  for (const key of Object.keys(value)) read[key] = each(value[key], `${at}/${escapePointer(key)}`);
  return Object.freeze(read);
}

function text(value: unknown, at: string): string {
  if (typeof value === "string") return value;
  throw invalid(at, `expected a string, not ${describeInput(value)}`);
}

function flag(value: unknown, at: string): boolean {
  if (typeof value === "boolean") return value;
  throw invalid(at, `expected true or false, not ${describeInput(value)}`);
}

// Any method token, as a description's additionalOperations may name any (operationProblems
// judges it); a fixed field's method uppercase, as the compiler writes it and routes find it.
function methodOf(value: unknown, at: string): string {
  if (typeof value !== "string" || !isHttpToken(value)) {
    throw invalid(at, `expected an HTTP method token, not ${describeInput(value)}`);
  }
  const upper = value.toUpperCase();
  if (value !== upper && PATH_ITEM_METHODS.includes(value.toLowerCase())) {
    throw invalid(
      at,
      `expected ${describeInput(upper)}, as a fixed field's method is written, not ${describeInput(value)}`,
    );
  }
  return value;
}

function oneOf(value: unknown, at: string, allowed: readonly string[]): string {
  if (typeof value === "string" && allowed.includes(value)) return value;
  throw invalid(at, `expected ${allowed.map((item) => describeInput(item)).join(", ")}, not ${describeInput(value)}`);
}

function invalid(at: string, reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid operation table at ${at}: ${reason}`);
}
