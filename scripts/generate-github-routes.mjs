// Writes lib/types/generated/github-routes.ts: GitHub's catalog flattened into one interface,
// route literal → { options, required, response }, read from @octokit/openapi-types with the
// compiler API. Run `npm run types:github` after updating @octokit/openapi-types.
//
// Why: a call then costs one indexed access into a plain interface, where deriving the same
// entry from `paths[Path][Method]` costs hundreds of type instantiations per route (issue 10).
// Entries are written as indexed accesses into GitHub's own types (generics only for `Omit` of a
// reserved key and `Partial` of an optional body), so reading one instantiates almost nothing.
// The rules below repeat those of lib/types/operation-parameters.ts for this one catalog:
// spec/types/github-routes-table.spec-d.ts checks the two agree on a route of every shape, and
// spec/types/github-routes-table.spec.ts that this file is up to date.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const typesFile = require.resolve("@octokit/openapi-types/types.d.ts");
const { version } = JSON.parse(readFileSync(require.resolve("@octokit/openapi-types/package.json"), "utf8"));
const target = join(here, "../lib/types/generated/github-routes.ts");

// lib/types/placeholder-names.ts: keys with a meaning of their own never name a parameter.
const RESERVED = ["method", "url", "baseUrl", "headers", "mediaType", "data", "request"];
// lib/types/operation-parameters.ts: the statuses whose content is the response type.
const SUCCESS = ["200", "201", "202", "203", "204", "205", "206", "2XX"];
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

const program = ts.createProgram([typesFile], { strict: true, skipLibCheck: true, noEmit: true });
const checker = program.getTypeChecker();
const source = program.getSourceFile(typesFile);
const pathsNode = source.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === "paths");

const propertySymbol = (type, name) => type.getProperty(name);
const isOptional = (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;
const typeOf = (symbol) => checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
const isNever = (type) => (type.flags & ts.TypeFlags.Never) !== 0;
const member = (type, name) => {
  const symbol = type && propertySymbol(type, name);
  if (symbol === undefined) return undefined;
  const value = typeOf(symbol);
  return isNever(value) ? undefined : { symbol, type: value };
};
const key = (name) => JSON.stringify(name);

// A location's parameters as an intersection member: its names, which are required, and the
// type expression (with reserved names left out).
function location(reference, type) {
  const names = type.getProperties().map((symbol) => symbol.name);
  const reserved = names.filter((name) => RESERVED.includes(name));
  const kept = type.getProperties().filter((symbol) => !RESERVED.includes(symbol.name));
  const text = reserved.length === 0 ? reference : `Omit<${reference}, ${reserved.map(key).join(" | ")}>`;
  return { text, names: kept.map((s) => s.name), required: kept.some((symbol) => !isOptional(symbol)) };
}

// A JSON body names parameters only when it is an object (not a list): as in `JsonObject`.
function isObjectBody(type) {
  const members = type.isUnion() ? type.types : [type];
  return members.every(
    (t) => (t.flags & ts.TypeFlags.Object) !== 0 && !checker.isArrayType(t) && !checker.isTupleType(t),
  );
}

function entry(path, method, operationText, operation) {
  const parts = [];
  const names = new Set();
  let required = false;
  const parameters = member(operation, "parameters");
  for (const where of ["path", "query"]) {
    const found = parameters && member(parameters.type, where);
    if (found === undefined) continue;
    // `query?: {…}` reads as `{…} | undefined`; `& {}` drops the `undefined` without a generic.
    const reference = `${operationText}["parameters"][${key(where)}]`;
    const part = location(isOptional(found.symbol) ? `(${reference} & {})` : reference, found.type);
    parts.push(part.text);
    part.names.forEach((name) => names.add(name));
    required ||= part.required;
  }
  const body = member(operation, "requestBody");
  const content = body && member(body.type, "content");
  const json = content && member(content.type, "application/json");
  if (json !== undefined && isObjectBody(json.type)) {
    const optionalBody = isOptional(body.symbol);
    const reference = optionalBody
      ? `(${operationText}["requestBody"] & {})["content"]["application/json"]`
      : `${operationText}["requestBody"]["content"]["application/json"]`;
    const part = location(reference, json.type);
    parts.push(optionalBody ? `Partial<${part.text}>` : part.text);
    part.names.forEach((name) => names.add(name));
    required ||= !optionalBody && part.required;
  }
  // Placeholders the description does not declare are still required (as for any route).
  const missing = [...path.matchAll(/\{([^}]+)\}/g)]
    .map((match) => match[1])
    .filter((name) => !names.has(name) && !RESERVED.includes(name));
  if (missing.length > 0) {
    parts.push(`{ ${missing.map((name) => `${key(name)}: PlaceholderValue`).join("; ")} }`);
    required = true;
  }
  return {
    route: `${method.toUpperCase()} ${path}`,
    options: parts.length === 0 ? "{}" : parts.join(" & "),
    required,
    response: response(operationText, operation),
  };
}

function response(operationText, operation) {
  const responses = member(operation, "responses");
  const found = SUCCESS.map((status) => ({ status, value: responses && member(responses.type, status) })).filter(
    ({ value }) => value !== undefined,
  );
  // No success status at all reads as no content, as in `OperationResponse`.
  if (found.length === 0) return "undefined";
  const texts = found.map(({ status, value }) => {
    const at = `${operationText}["responses"][${/^\d+$/.test(status) ? status : key(status)}]`;
    const content = member(value.type, "content");
    if (content === undefined) return "undefined";
    const types = content.type.getProperties().map((symbol) => symbol.name);
    const chosen = types.includes("application/json") ? ["application/json"] : types;
    return chosen.map((name) => `${at}["content"][${key(name)}]`).join(" | ");
  });
  return [...new Set(texts)].join(" | ");
}

const entries = [];
for (const pathMember of pathsNode.members) {
  const path = pathMember.name.text;
  for (const methodMember of pathMember.type.members) {
    const method = methodMember.name.text;
    if (!METHODS.includes(method) || methodMember.questionToken !== undefined) continue;
    const operationText = methodMember.type.getText(source);
    const operation = checker.getTypeFromTypeNode(methodMember.type);
    entries.push(entry(path, method, operationText, operation));
  }
}

const lines = entries.map(
  ({ route, options, required, response }) =>
    `  ${key(route)}: {\n    options: ${options};\n    required: ${required};\n    response: ${response};\n  };`,
);
const placeholderImport = lines.some((line) => line.includes("PlaceholderValue"))
  ? `import type { PlaceholderValue } from "../placeholder-value";\n`
  : "";
const header = `// Generated by \`npm run types:github\` (scripts/generate-github-routes.mjs) from
// @octokit/openapi-types ${version}. Do not edit: run the script again after updating that package.
import type { operations } from "@octokit/openapi-types";
${placeholderImport}
/** The version of \`@octokit/openapi-types\` this file was generated from. */
export type GitHubRoutesVersion = ${key(version)};

/**
 * Every route of GitHub's REST API, flattened: its options (path, query and JSON body parameters,
 * the required ones required), whether they may be left out, and its success response.
 *
 * @example
 * \`\`\`ts
 * type Issues = GitHubRoutes["GET /repos/{owner}/{repo}/issues"]["options"]["state"]; // "open" | "closed" | "all" | undefined
 * \`\`\`
 */
export interface GitHubRoutes {
`;
const text = `${header}${lines.join("\n")}\n}\n`;
// `--check` (spec/types/github-routes-table.spec.ts) only says whether the file is up to date.
if (process.argv.includes("--check")) {
  const current = readFileSync(target, "utf8");
  if (current !== text) {
    console.error(`${target} is out of date: run npm run types:github`);
    process.exit(1);
  }
  console.log(`${entries.length} routes, up to date`);
} else {
  writeFileSync(target, text);
  console.log(`${entries.length} routes → ${target}`);
}
