import {
  HTTP_METHODS,
  type HttpMethod,
  type Located,
  type MediaType,
  type OpenAPIDocument,
  type Operation,
  type Parameter,
  type PathItem,
  type RequestBody,
  type Server,
} from "./openapi-types";
import { essence } from "./plain-values";
import { child, resolve } from "./resolve-refs";

/** One operation of a description, found by its path key and method. */
export interface OperationAt {
  path: string;
  /** As the description names it: a fixed field (`get`, `query`) or an `additionalOperations` key (`COPY`). */
  method: string;
  pathItem: Located<PathItem>;
  operation: Located<Operation>;
}

// The OpenAPI text says these header parameters SHALL be ignored: the request's own media types
// and credentials say them.
const IGNORED_HEADERS = new Set(["accept", "content-type", "authorization"]);

/** Every operation of a description: by path, its fixed fields, then its additionalOperations. */
export function operationsOf(document: OpenAPIDocument): OperationAt[] {
  const found: OperationAt[] = [];
  for (const path of Object.keys(document.paths ?? {})) {
    const pathItem = pathItemAt(document, path);
    const methods = [...HTTP_METHODS, ...Object.keys(pathItem?.node.additionalOperations ?? {})];
    for (const method of methods) {
      const at = operationAt(document, path, method);
      if (at !== undefined) found.push(at);
    }
  }
  return found;
}

function pathItemAt(document: OpenAPIDocument, path: string): Located<PathItem> | undefined {
  const raw = document.paths?.[path];
  return raw === undefined ? undefined : resolve<PathItem>(document, { node: raw, pointer: child("#/paths", path) });
}

/**
 * The operation at a path key and method, or undefined. A fixed field's method is matched in
 * any case; an `additionalOperations` key only as written, since 3.2 gives it "with the same
 * capitalization that is to be sent in the request".
 */
export function operationAt(document: OpenAPIDocument, path: string, method: string): OperationAt | undefined {
  const pathItem = pathItemAt(document, path);
  if (pathItem === undefined) return undefined;
  const lower = method.toLowerCase() as HttpMethod;
  if (HTTP_METHODS.includes(lower)) {
    const operation = pathItem.node[lower];
    if (operation === undefined) return undefined;
    return { path, method: lower, pathItem, operation: { node: operation, pointer: child(pathItem.pointer, lower) } };
  }
  const operations = pathItem.node.additionalOperations ?? {};
  if (!Object.hasOwn(operations, method)) return undefined;
  const pointer = child(pathItem.pointer, "additionalOperations", method);
  return { path, method, pathItem, operation: { node: operations[method] as Operation, pointer } };
}

/** The method the request carries: a fixed field's in capitals, an additional one as written. */
export function requestMethodOf(at: OperationAt): string {
  return (HTTP_METHODS as readonly string[]).includes(at.method) ? at.method.toUpperCase() : at.method;
}

/** `METHOD /path`, the method as the request carries it and the path as the description's key. */
export function routeOf(at: OperationAt): string {
  return `${requestMethodOf(at)} ${at.path}`;
}

/**
 * The parameters of an operation: the path item's, replaced by the operation's of the same name
 * and location, without the header parameters OpenAPI ignores.
 */
export function parametersOf(document: OpenAPIDocument, at: OperationAt): Located<Parameter>[] {
  const byKey = new Map<string, Located<Parameter>>();
  const lists = [
    { owner: at.pathItem, list: at.pathItem.node.parameters },
    { owner: at.operation, list: at.operation.node.parameters },
  ];
  for (const { owner, list } of lists) {
    (list ?? []).forEach((parameter, index) => {
      const located = resolve<Parameter>(document, {
        node: parameter,
        pointer: child(owner.pointer, "parameters", index),
      });
      byKey.set(`${located.node.in}:${located.node.name}`, located);
    });
  }
  return [...byKey.values()].filter(
    ({ node }) => !(node.in === "header" && IGNORED_HEADERS.has(node.name.toLowerCase())),
  );
}

/** The request body of an operation, resolved, with the pointer of its `content`. */
export function requestBodyOf(document: OpenAPIDocument, at: OperationAt): Located<RequestBody> | undefined {
  const body = at.operation.node.requestBody;
  if (body === undefined) return undefined;
  return resolve<RequestBody>(document, { node: body, pointer: child(at.operation.pointer, "requestBody") });
}

/** The media type object of a request body, with its pointer. */
export function mediaTypeOf(body: Located<RequestBody>, mediaType: string): Located<MediaType> | undefined {
  const node = body.node.content?.[mediaType];
  return node === undefined ? undefined : { node, pointer: child(body.pointer, "content", mediaType) };
}

/**
 * The base URL of an operation: the first server of the operation, else of its path item, else
 * of the document, with every server variable at its default.
 */
export function baseUrlOf(document: OpenAPIDocument, at: OperationAt): string {
  const servers: Server[] | undefined = [at.operation.node.servers, at.pathItem.node.servers, document.servers].find(
    (list) => list !== undefined && list.length > 0,
  );
  const server = servers?.[0] ?? { url: "/" };
  return server.url.replace(/\{([^}]+)\}/g, (_, name: string) => server.variables?.[name]?.default ?? "");
}

/** The style and explode of a parameter, with OpenAPI's defaults for its location (and 3.2's `cookie` style). */
export function styleOf(parameter: Pick<Parameter, "in" | "style" | "explode">): { style: string; explode: boolean } {
  const style = parameter.style ?? (parameter.in === "query" || parameter.in === "cookie" ? "form" : "simple");
  return { style, explode: parameter.explode ?? (style === "form" || style === "cookie") };
}

/** Whether a media type is JSON: `application/json` or any `…+json`. */
export function isJsonMediaType(mediaType: string): boolean {
  const type = essence(mediaType);
  return type === "application/json" || type.endsWith("+json");
}
