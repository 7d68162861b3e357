// Writes bench/types/.build/{restkit,octokit}.ts: the same 2,000 calls over GitHub's routes, one
// file typed by this package and one by @octokit/endpoint, for `npm run bench:types` to check
// (and {restkit,octokit}-read.ts, the same calls with each result read, for `npm run bench:types:read`).
// Routes come from @octokit/openapi-types, read with the compiler API; each call fills the
// route's path parameters and leaves out routes that require query or body parameters (a body's
// required keys count even when the body itself is optional, as in @octokit/types), so that both
// files compile without errors.
import { mkdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const CALLS = Number(process.argv[2] ?? 2000);
const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const typesFile = require.resolve("@octokit/openapi-types/types.d.ts");

const program = ts.createProgram([typesFile], { strict: true, skipLibCheck: true, noEmit: true });
const checker = program.getTypeChecker();
const source = program.getSourceFile(typesFile);
const pathsNode = source.statements.find((node) => ts.isInterfaceDeclaration(node) && node.name.text === "paths");
const paths = checker.getTypeAtLocation(pathsNode);

const prop = (type, name) => {
  const symbol = type.getProperty(name);
  return symbol === undefined ? undefined : checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
};
const isOptional = (symbol) => (symbol.flags & ts.SymbolFlags.Optional) !== 0;
// A value of the parameter's type: "x" for a string, 1 for a number, an enum's first member.
const valueFor = (type) => {
  if (checker.isTypeAssignableTo(checker.getStringType(), type)) return '"x"';
  if (checker.isTypeAssignableTo(checker.getNumberType(), type)) return "1";
  const literal = (type.isUnion() ? type.types : [type]).find((member) => member.isLiteral());
  return literal === undefined ? "true" : JSON.stringify(literal.value);
};

// A body is asked for, as in @octokit/types, when it has required keys or is no JSON object (a
// list or text, given as `data`), even where the description marks the whole body optional.
const takesBody = (operation) => {
  const content = prop(operation, "requestBody") && prop(prop(operation, "requestBody"), "content");
  if (content === undefined) return false;
  const json = prop(content, "application/json");
  if (json === undefined) return content.getProperties().length > 0;
  const members = json.isUnion() ? json.types : [json];
  return members.some(
    (member) =>
      (member.flags & ts.TypeFlags.Object) === 0 ||
      checker.isArrayType(member) ||
      member.getProperties().some((symbol) => !isOptional(symbol)),
  );
};

const calls = [];
for (const pathSymbol of paths.getProperties()) {
  const item = checker.getTypeOfSymbol(pathSymbol);
  for (const method of ["get", "post", "put", "patch", "delete", "head"]) {
    const operation = prop(item, method);
    if (operation === undefined) continue;
    const parameters = prop(operation, "parameters");
    const query = parameters && prop(parameters, "query");
    const requiredQuery = query?.getProperties().some((symbol) => !isOptional(symbol));
    const body = operation.getProperty("requestBody");
    if (requiredQuery || (body !== undefined && !isOptional(body)) || takesBody(operation)) continue;
    const pathParameters = (parameters && prop(parameters, "path"))?.getProperties() ?? [];
    const options = pathParameters.map(
      (symbol) => `${JSON.stringify(symbol.name)}: ${valueFor(checker.getTypeOfSymbol(symbol))}`,
    );
    const route = JSON.stringify(`${method.toUpperCase()} ${pathSymbol.name}`);
    calls.push(options.length === 0 ? `(${route})` : `(${route}, { ${options.join(", ")} })`);
  }
}

const lines = Array.from({ length: CALLS }, (_, index) => `endpoint${calls[index % calls.length]};`);
const out = join(here, ".build");
mkdirSync(out, { recursive: true });
// The same calls again, each result's method read: the compiler works out a result's parts only
// when something reads them, as code that hands the result to an HTTP client does.
const read = lines.map((line) => line.replace(/;$/, ".method;"));
const write = (name, from, body) =>
  writeFileSync(join(out, name), `import { endpoint } from "${from}";\n${body.join("\n")}\n`);
write("restkit.ts", "@restkit/endpoint", lines);
write("octokit.ts", "@octokit/endpoint", lines);
write("restkit-read.ts", "@restkit/endpoint", read);
write("octokit-read.ts", "@octokit/endpoint", read);
console.log(`${CALLS} calls over ${calls.length} routes (of those without required query or body parameters)`);
