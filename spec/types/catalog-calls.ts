// Writes calls over GitHub's whole catalog as @octokit/types describes it (issue 27): for every
// route of its `Endpoints`, the parameter object octokit's types accept, passed to `endpoint`,
// to a `defaults()` chain and to `EndpointConfig#build`; and for every parameter that object
// requires, the same calls without it. spec/types/catalog-required.spec.ts type-checks them.
import ts from "typescript";

/** How a call reaches the library. */
type Via = "endpoint" | "defaults" | "build";

/** One generated call: on a 0-based line, with `missing` set when a required key is left out. */
export interface CatalogCall {
  readonly line: number;
  readonly route: string;
  readonly via: Via;
  readonly missing?: string;
}

const VIAS: Record<Via, string> = { endpoint: "endpoint", defaults: "chained", build: "config.build" };

const PRELUDE = `import { endpoint, EndpointConfig } from "@restkit/endpoint";
import type { Endpoints } from "@octokit/types";
type P<R extends keyof Endpoints> = Endpoints[R]["parameters"];
// Named keys only: a body of free keys (\`[key: string]: …\`) requires none by its index.
type Named<T> = keyof { [K in keyof T as string extends K ? never : number extends K ? never : K]: 0 };
type RequiredKeys<T> = { [K in Named<T>]-?: {} extends Pick<T, K & keyof T> ? never : K }[Named<T>];
// Per member of a union of parameter objects, those that require the key, without it. Should no
// member require it, the whole object is given instead, and the call is reported as accepted
// rather than passing as an error on a \`never\` argument.
type Dropped<T, K extends PropertyKey> = T extends unknown ? (K extends RequiredKeys<T> ? Omit<T, K> : never) : never;
type Without<T, K extends PropertyKey> = [Dropped<T, K>] extends [never] ? T : Dropped<T, K>;
declare function given<T>(): T;
const chained = endpoint.defaults({ headers: { "x-spec": "1" } }).defaults({ mediaType: { format: "json" } });
const config = new EndpointConfig().with({ headers: { "x-spec": "1" } });
`;

/** The required keys of each route's parameters in @octokit/types, read with the compiler. */
export function octokitRoutes(host: ts.CompilerHost, options: ts.CompilerOptions, file: string): Map<string, string[]> {
  const program = ts.createProgram([file], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const alias = source.statements.find(ts.isTypeAliasDeclaration)!;
  const endpoints = checker.getTypeAtLocation(alias.name);
  const routes = new Map<string, string[]>();
  for (const route of endpoints.getProperties()) {
    const parameters = checker.getTypeOfSymbol(route).getProperty("parameters");
    const type = checker.getTypeOfSymbol(parameters!);
    const members = type.isUnion() ? type.types : [type];
    const required = new Set<string>();
    for (const member of members) {
      for (const key of member.getProperties()) {
        if ((key.flags & ts.SymbolFlags.Optional) === 0) required.add(key.name);
      }
    }
    routes.set(route.name, [...required].sort());
  }
  return routes;
}

/** The text of the calls file and what each of its call lines is. */
export function catalogCalls(routes: Map<string, string[]>): { text: string; calls: CatalogCall[] } {
  const lines = PRELUDE.split("\n");
  const calls: CatalogCall[] = [];
  const add = (route: string, via: Via, argument: string, missing?: string) => {
    calls.push({ line: lines.length, route, via, missing });
    lines.push(`${VIAS[via]}(${JSON.stringify(route)}, given<${argument}>());`);
  };
  for (const [route, required] of routes) {
    const parameters = `P<${JSON.stringify(route)}>`;
    for (const via of Object.keys(VIAS) as Via[]) {
      add(route, via, parameters);
      for (const key of required) add(route, via, `Without<${parameters}, ${JSON.stringify(key)}>`, key);
    }
  }
  return { text: lines.join("\n"), calls };
}
