import type { Located, OpenAPIDocument, Parameter } from "./openapi-types";
import {
  cookiePairs,
  decodeHeaderValue,
  decodePathValue,
  decodeQueryValue,
  queryPairs,
  type QueryPair,
} from "./decode-styles";
import { judgeBody } from "./judge-body";
import { expectedOf, judgeParameter, layoutOf } from "./judge-parameter";
import { judgeQuerystring } from "./judge-querystring";
import { namePlaces, strayName, type NamePlaces } from "./name-places";
import { baseUrlOf, operationAt, parametersOf, requestMethodOf, type OperationAt } from "./operation-parts";
import { parameterSchema, type OperationSample } from "./sample-values";
import { shapeOf } from "./schema-shape";

/**
 * What is wrong with a request built for a sampled operation, judged from the OpenAPI text
 * alone: its method, origin and path (each path parameter decoded by its style), its query (each
 * parameter by its style and explode, or 3.2's querystring by its media type), its headers and cookies, and its body by its content
 * type. Each decoded value must equal the sampled one and be valid for its schema; a sampled name
 * found where it does not belong is a problem too. Empty when the request is right.
 * `retrievedFrom` is where the description was read from: a relative server URL resolves against
 * it ("relative to the location where the document containing the Server Object is being served").
 */
export async function judgeRequest(
  document: OpenAPIDocument,
  sample: OperationSample,
  request: Request,
  retrievedFrom = "https://relative-server.invalid/",
): Promise<string[]> {
  const space = sample.route.indexOf(" ");
  const method = sample.route.slice(0, space);
  const at = operationAt(document, sample.route.slice(space + 1), method);
  if (at === undefined) return [`the description has no operation ${sample.route}`];
  const problems: string[] = [];
  const expectedMethod = requestMethodOf(at);
  if (request.method !== expectedMethod) problems.push(`the method is ${request.method}, expected ${expectedMethod}`);
  const places = namePlaces(sample);
  const url = new URL(request.url);
  const parameters = parametersOf(document, at);
  problems.push(...(await judgePath(document, at, sample, url, parameters, retrievedFrom)));
  const querystring = parameters.find(({ node }) => node.in === "querystring");
  if (querystring === undefined) {
    const query = queryPairs(url.search.slice(1));
    problems.push(...literalQueryKept(at.path, query));
    problems.push(...(await judgePairs(document, sample, parameters, "query", query, places)));
  } else problems.push(...(await judgeQuerystring(document, sample, querystring, url.search.slice(1), places)));
  problems.push(...(await judgeHeaders(document, sample, parameters, request, places)));
  const cookies = cookiePairs(request.headers.get("cookie") ?? "");
  if (cookies.length > 0 || parameters.some(({ node }) => node.in === "cookie")) {
    problems.push(...(await judgePairs(document, sample, parameters, "cookie", cookies, places)));
  }
  problems.push(...(await judgeBody(document, at, sample, request, places)));
  // One mistake repeated in each item of an array is said once.
  return [...new Set(problems)];
}

// The origin and path: the operation's server, then its template with each expression decoded.
async function judgePath(
  document: OpenAPIDocument,
  at: OperationAt,
  sample: OperationSample,
  url: URL,
  parameters: Located<Parameter>[],
  retrievedFrom: string,
): Promise<string[]> {
  const base = new URL(baseUrlOf(document, at), retrievedFrom);
  if (url.origin !== base.origin)
    return [`the request goes to ${url.origin}, expected ${base.origin}, the operation's server`];
  const basePath = base.pathname.replace(/\/$/, "");
  const template = pathTemplate(at.path);
  const names: string[] = [];
  const pattern = template
    .split(/(\{[^}]+\})/)
    .map((part) => {
      if (!part.startsWith("{")) return encodeURI(part).replace(/[.*+?^$()|[\]\\]/g, "\\$&");
      names.push(part.slice(1, -1));
      return "([^/]*)";
    })
    .join("");
  const match = new RegExp(`^${pattern}$`).exec(
    url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : "\u0000",
  );
  if (match === null) return [`the path ${url.pathname} does not match ${basePath}${template}`];
  const problems: string[] = [];
  for (const located of parameters.filter(({ node }) => node.in === "path")) {
    const expected = expectedOf(sample, located.node);
    const index = names.indexOf(located.node.name);
    if (expected === undefined || index === -1) continue;
    const result = decodePathValue(layoutOf(document, located), match[index + 1] ?? "");
    problems.push(...(await judgeParameter(document, located, result, expected)));
  }
  return problems;
}

// Box writes `/files/{file_id}#add_shared_link` to tell operations on one path apart: what
// follows `#` is a fragment, which is never sent. OpenAI writes `/responses?beta=true`: what
// follows `?` is a query the request carries as written (see literalQueryKept).
function pathTemplate(key: string): string {
  return key.split("#")[0]?.split("?")[0] as string;
}

/** The pairs of a literal query in the path key, each found as written; marks them used. */
function literalQueryKept(key: string, pairs: QueryPair[]): string[] {
  const withoutFragment = key.split("#")[0] as string;
  const at = withoutFragment.indexOf("?");
  if (at === -1) return [];
  return queryPairs(withoutFragment.slice(at + 1)).flatMap((literal) => {
    const found = pairs.find((pair) => !pair.used && pair.raw === literal.raw);
    if (found === undefined) return [`the query lacks "${literal.raw}", written in the path key ${key}`];
    found.used = true;
    return [];
  });
}

// Query parameters and cookies: both are name=value pairs, read by style; what no parameter reads
// is a stray.
async function judgePairs(
  document: OpenAPIDocument,
  sample: OperationSample,
  parameters: Located<Parameter>[],
  location: "query" | "cookie",
  pairs: QueryPair[],
  places: NamePlaces,
): Promise<string[]> {
  const problems: string[] = [];
  for (const located of parameters.filter(({ node }) => node.in === location)) {
    const expected = expectedOf(sample, located.node);
    const layout = layoutOf(document, located);
    const schema = parameterSchema(located.node, located.pointer);
    const objectKeys = [...shapeOf(document, schema).properties.keys(), ...Object.keys(expected?.value ?? {})];
    const result = decodeQueryValue(layout, pairs, objectKeys);
    if (expected === undefined) continue;
    if (result === undefined) problems.push(`the ${location} parameter "${located.node.name}" is missing`);
    else problems.push(...(await judgeParameter(document, located, result, expected)));
    if (located.node.allowReserved === true) problems.push(...reservedKept(located.node, pairs, expected.value));
  }
  const where = location === "query" ? "the query" : "the cookie header";
  problems.push(...pairs.filter((pair) => !pair.used).map((pair) => strayName(places, pair.name, where)));
  return problems;
}

// Characters RFC 3986 reserves that a query may hold as they are; `allowReserved` says they are
// not percent-encoded (`&`, `=`, `+`, `#`, `[`, `]` keep their meaning, so they still are).
const PASSED_THROUGH = ":/?@!$'()*,;";

function reservedKept(parameter: Parameter, pairs: QueryPair[], expected: unknown): string[] {
  const texts = (Array.isArray(expected) ? expected : [expected]).filter(
    (item): item is string => typeof item === "string",
  );
  const reserved = [...new Set(texts.join("").split(""))].filter((char) => PASSED_THROUGH.includes(char));
  const raw = pairs
    .filter((pair) => pair.name === parameter.name)
    .map((pair) => pair.value ?? "")
    .join("&");
  const encoded = reserved.filter((char) => !raw.includes(char));
  if (encoded.length === 0) return [];
  return [
    `the query parameter "${parameter.name}" allows reserved characters, yet ${encoded.join(" ")} arrived percent-encoded`,
  ];
}

// Headers a client or the library sets on its own account; a sampled name equal to one of these
// cannot be told apart from it.
const OWN_HEADERS = new Set([
  "accept",
  "content-type",
  "content-length",
  "user-agent",
  "cookie",
  "authorization",
  "host",
]);
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

async function judgeHeaders(
  document: OpenAPIDocument,
  sample: OperationSample,
  parameters: Located<Parameter>[],
  request: Request,
  places: NamePlaces,
): Promise<string[]> {
  const problems: string[] = [];
  const headerNames = new Set<string>();
  for (const located of parameters.filter(({ node }) => node.in === "header")) {
    headerNames.add(located.node.name.toLowerCase());
    const expected = expectedOf(sample, located.node);
    if (expected === undefined) continue;
    const text = request.headers.get(located.node.name);
    if (text === null) problems.push(`the header parameter "${located.node.name}" is missing`);
    else
      problems.push(
        ...(await judgeParameter(document, located, decodeHeaderValue(layoutOf(document, located), text), expected)),
      );
  }
  for (const name of places.keys()) {
    const lower = name.toLowerCase();
    if (headerNames.has(lower) || OWN_HEADERS.has(lower) || !TOKEN.test(name)) continue;
    if (request.headers.has(name)) problems.push(strayName(places, name, "the headers"));
  }
  return problems;
}
