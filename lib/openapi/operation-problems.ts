import { describeInput } from "../errors/describe-input";
import { requireHeaderValue } from "../options/header-value";
import { isHttpToken } from "../util/is-http-token";
import type { TableOperation, TableParameter } from "./operation-table";
import { pathTemplateNames } from "./path-template-names";
import { styleProblem } from "./parameter-styles";

// The methods fetch refuses to send (Fetch Standard, "forbidden method"), in any case.
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** Where the compiler found a parameter, and its schema's type: what a table no longer holds. */
export interface ParameterSource {
  readonly pointer: string;
  readonly type: string | undefined;
}

/**
 * Why an operation of a table cannot be served, one reason a problem; none when it can. The one
 * judge of an operation, asked by the compiler (with each parameter's {@link ParameterSource})
 * and by the table reader, so that a hand-made table is held to the compiler's rules: a path
 * that does not begin with one `/` (an absolute URL or a `//host` among them), a placeholder no
 * path parameter fills, a header parameter whose name is no HTTP token, a style its place or type
 * cannot take (an Encoding Object's style too), a media type or Encoding `contentType` that is no
 * valid header value, a method fetch cannot send (CONNECT, TRACE, TRACK), a querystring parameter
 * (OpenAPI 3.2, the whole query) beside query parameters, a literal query, another querystring
 * parameter, or without the `content` that writes it.
 *
 * @example
 * operationProblems({ method: "GET", path: "https://evil.example/x", pointer: "#/paths/x/get", parameters: [], responses: [], security: [] });
 * // ['its path "https://evil.example/x" does not begin with /']
 */
export function operationProblems(
  operation: TableOperation,
  sources?: ReadonlyMap<TableParameter, ParameterSource>,
): string[] {
  const problems: string[] = [];
  if (FORBIDDEN_METHODS.has(operation.method.toUpperCase())) {
    problems.push(`its method ${describeInput(operation.method)} is one fetch cannot send`);
  }
  problems.push(...querystringProblems(operation));
  // A path is appended to its server: "//host" or "/\\host" would name another one.
  if (!/^\/(?![/\\])/.test(operation.path)) {
    problems.push(`its path ${describeInput(operation.path)} does not begin with one /`);
  }
  for (const name of pathTemplateNames(operation.path)) {
    if (!operation.parameters.some((parameter) => parameter.in === "path" && parameter.name === name)) {
      problems.push(`its path placeholder {${name}} is no path parameter`);
    }
  }
  for (const parameter of operation.parameters) {
    const source = sources?.get(parameter);
    // Written only for a problem: most parameters have none, and a compile asks of thousands.
    const named = (): string =>
      `the ${parameter.in} parameter ${describeInput(parameter.name)}${source === undefined ? "" : ` (${source.pointer})`}`;
    if (parameter.in === "header" && !isHttpToken(parameter.name)) {
      problems.push(`${named()} has a name that is no HTTP token`);
    }
    if (parameter.in === "querystring" && parameter.contentType === undefined) {
      problems.push(`${named()} has no content media type to write it`);
      continue;
    }
    if (parameter.contentType !== undefined) {
      const problem = headerValueProblem(parameter.contentType);
      if (problem !== undefined) problems.push(`${named()} has the media type ${problem}`);
      continue;
    }
    const problem = styleProblem(parameter.in, parameter.style, parameter.explode, source?.type);
    if (problem !== undefined) problems.push(`${named()} ${problem}`);
  }
  for (const media of operation.body?.mediaTypes ?? []) {
    const problem = headerValueProblem(media.type);
    if (problem !== undefined) problems.push(`its request media type ${problem}`);
    const encoding = media.encoding ?? {};
    for (const name of Object.keys(encoding)) {
      const { contentType, style } = encoding[name]!;
      const encoded = contentType === undefined ? undefined : headerValueProblem(contentType);
      if (encoded !== undefined) problems.push(`the encoding of ${describeInput(name)} has the contentType ${encoded}`);
      // A form field takes a query parameter's styles; only whether the style is one is asked here.
      const styled = style === undefined ? undefined : styleProblem("query", style, style === "deepObject", undefined);
      if (styled !== undefined) problems.push(`the encoding of ${describeInput(name)} ${styled}`);
    }
  }
  return problems;
}

// A querystring parameter is the whole query (OpenAPI 3.2.0): nothing else may write one.
function querystringProblems(operation: TableOperation): string[] {
  const count = operation.parameters.filter((parameter) => parameter.in === "querystring").length;
  if (count === 0) return [];
  if (count > 1) return ["it has more than one querystring parameter"];
  const whole = "its querystring parameter is the whole query, which leaves no place for";
  const problems: string[] = [];
  if (operation.parameters.some((parameter) => parameter.in === "query"))
    problems.push(`${whole} its query parameters`);
  if (operation.path.split("#", 1)[0]!.includes("?")) problems.push(`${whole} the literal query of its path`);
  return problems;
}

// The library's one rule for a header value, asked of a media type the description gives.
function headerValueProblem(type: string): string | undefined {
  try {
    requireHeaderValue("content-type", type);
    return undefined;
  } catch {
    return `${describeInput(type)}, which is no valid header value`;
  }
}

/**
 * The operationIds more than one of `operations` has, each once, in the order first met.
 *
 * @example
 * duplicateOperationIds([{ operationId: "a" }, { operationId: "a" }, { operationId: "b" }]); // ["a"]
 */
export function duplicateOperationIds(operations: ReadonlyArray<{ readonly operationId?: string }>): string[] {
  const counts = new Map<string, number>();
  for (const { operationId } of operations) {
    if (operationId !== undefined) counts.set(operationId, (counts.get(operationId) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count > 1).map(([operationId]) => operationId);
}

/**
 * The second of the first two `operations` on one path whose methods differ at most in case, and
 * why it is refused: a route finds `Copy /x` as `COPY /x`, and clients send a lowercase method
 * uppercased, so neither can tell the two apart. The compiler and the table reader refuse it.
 *
 * @example
 * routeTwin([{ method: "COPY", path: "/x" }, { method: "GET", path: "/x" }, { method: "copy", path: "/x" }]);
 * // { index: 2, reason: 'the path "/x" has the methods "COPY" and "copy", which differ at most in case: …' }
 */
export function routeTwin(
  operations: ReadonlyArray<{ readonly method: string; readonly path: string }>,
): { index: number; reason: string } | undefined {
  const seen = new Map<string, string>();
  for (let index = 0; index < operations.length; index++) {
    const { method, path } = operations[index]!;
    const route = `${method.toUpperCase()} ${path}`;
    const first = seen.get(route);
    if (first !== undefined) {
      const reason =
        `the path ${describeInput(path)} has the methods ${describeInput(first)} and ${describeInput(method)}, ` +
        "which differ at most in case: a route or a client may take one for the other";
      return { index, reason };
    }
    seen.set(route, method);
  }
  return undefined;
}
