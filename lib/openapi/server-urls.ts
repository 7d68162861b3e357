import { describeInput } from "../errors/describe-input";
import { InvalidOptionsError } from "../errors/error-classes";
import { setOwn } from "../util/copy-own";
import { findDotSegment } from "../util/dot-segment";
import { hasOwn } from "../util/has-own";
import { isAbsoluteUrl } from "../util/origin";
import type { TableServer, TableServerVariable } from "./operation-table";

// The rules for a description's servers in one place: which a config may send to (and which are
// skipped where a description or table is read), and what a variable may hold. Which of their
// origins are trusted with credentials is trusted-origins.ts'.

const PLACEHOLDER = /\{([^{}]*)\}/g;
// What a value may not hold where it stands. In the scheme or the host: whatever ends or splits
// a host, and `%`, which URL parsing decodes into one. In the path: whatever ends the path.
// Whitespace and controls anywhere: URL parsing drops some of them.
// eslint-disable-next-line no-control-regex -- controls are what it finds
const BREAKS_HOST = /[/?#@\\:%\s\x00-\x1f\x7f]/;
// eslint-disable-next-line no-control-regex -- controls are what it finds
const BREAKS_PATH = /[?#\\\s\x00-\x1f\x7f]/;
// eslint-disable-next-line no-control-regex -- controls are what it finds
const BREAKS_URL = /[\\\s\x00-\x1f\x7f]/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):/;
const HTTP_SCHEME = /^https?:\/\//i;
// What a message shows of a long enum.
const LISTED_VALUES = 10;

/** Where a server URL's variable stands: in its scheme or authority, or in its path. */
export type Place = "host" | "path";

/** The servers of a list this library accepts, and why each other one is skipped. */
export interface ReadServers {
  readonly servers: TableServer[];
  readonly skipped: string[];
}

/**
 * The servers of `list` a config may send to, each with the enum values that keep its URL's
 * structure, and a reason for each other one (see {@link acceptServer}). The compiler and the
 * table reader both skip servers by this one rule.
 *
 * @example
 * readServers([{ url: "ftp://x.test" }, { url: "https://api.test" }]).servers; // [{ url: "https://api.test" }]
 */
export function readServers(list: readonly TableServer[]): ReadServers {
  const servers: TableServer[] = [];
  const skipped: string[] = [];
  for (const server of list) {
    const read = acceptServer(server);
    if (typeof read === "string") skipped.push(`${describeInput(server.url)} ${read}`);
    else servers.push(read);
  }
  return { servers, skipped };
}

/**
 * `server` as a config may send to it, or why not: an `https` or `http` URL, or a path, without
 * userinfo, query, fragment, backslash, dot segment or a `//host` of its own, whose host is the
 * one written (as `new URL()` reads it); each `{variable}` defined, its default keeping that
 * structure, its `enum` cut to the values that do (none left: refused).
 *
 * @example
 * acceptServer({ url: "//evil.example/v1" }); // "is a network-path reference, which names another host"
 */
function acceptServer(server: TableServer): TableServer | string {
  const places = placesOf(server.url);
  const variables = server.variables;
  let kept: Record<string, TableServerVariable> | undefined;
  for (const [name, place] of places) {
    const variable = variables !== undefined && hasOwn(variables, name) ? variables[name] : undefined;
    if (variable === undefined) return `names the variable ${describeInput(name)}, which it does not define`;
    const problem = valueProblem(variable.default, place);
    if (problem !== undefined) return `has a variable ${describeInput(name)} whose default ${problem}`;
    if (variable.enum === undefined) continue;
    const values = variable.enum.filter((value) => valueProblem(value, place) === undefined);
    if (values.length === 0) return `has a variable ${describeInput(name)} whose enum lists no value it may take`;
    if (values.length === variable.enum.length) continue;
    kept ??= { ...variables };
    setOwn(kept, name, { default: variable.default, enum: values });
  }
  const problem = urlProblem(fill(server, places, undefined));
  if (problem !== undefined) return problem;
  return kept === undefined ? server : { url: server.url, variables: kept };
}

/**
 * The URL of an accepted server with its variables at the values `chosen` (each checked as the
 * description's own are, `ERR_INVALID_OPTIONS` naming the variable), else their defaults; a
 * relative one resolved against `baseUrl`, without its trailing slash.
 *
 * @example
 * serverUrl({ url: "https://{region}.api.test", variables: { region: { default: "eu" } } }, undefined, { region: "us" });
 * // "https://us.api.test"
 */
export function serverUrl(
  server: TableServer,
  baseUrl: string | undefined,
  chosen: Readonly<Record<string, string>> = {},
): string {
  const places = placesOf(server.url);
  for (const name of Object.keys(chosen)) requireChosen(server, name, chosen[name], places.get(name));
  const url = fill(server, places, chosen);
  const problem = urlProblem(url);
  if (problem !== undefined) {
    throw new InvalidOptionsError(
      `The serverVariables ${Object.keys(chosen)
        .map((name) => describeInput(name))
        .join(", ")} make the OpenAPI server ${describeInput(url)}, which ${problem}`,
    );
  }
  if (isAbsoluteUrl(url)) return url;
  if (baseUrl === undefined) {
    throw new InvalidOptionsError(
      `The OpenAPI server ${describeInput(server.url)} is relative: give the baseUrl it is resolved against`,
    );
  }
  return new URL(url, baseUrl).href.replace(/\/$/, "");
}

function requireChosen(server: TableServer, name: string, value: unknown, place: Place | undefined): void {
  const variable =
    server.variables !== undefined && hasOwn(server.variables, name) ? server.variables[name] : undefined;
  if (variable === undefined) {
    throw new InvalidOptionsError(
      `The OpenAPI server ${describeInput(server.url)} has no variable ${describeInput(name)}`,
    );
  }
  if (typeof value !== "string" || (variable.enum !== undefined && !variable.enum.includes(value))) {
    const takes = variable.enum ?? [variable.default];
    throw new InvalidOptionsError(
      `The server variable ${describeInput(name)} takes ${takes
        .slice(0, LISTED_VALUES)
        .map((taken) => describeInput(taken))
        .join(
          ", ",
        )}${takes.length > LISTED_VALUES ? ` (and ${takes.length - LISTED_VALUES} more)` : ""}, not ${describeInput(value)}`,
    );
  }
  // A variable its URL does not use changes nothing, and is held to the path's rule.
  const problem = valueProblem(value, place ?? "path");
  if (problem !== undefined) {
    throw new InvalidOptionsError(`The server variable ${describeInput(name)} takes no value that ${problem}`);
  }
}

function valueProblem(value: string, place: Place): string | undefined {
  if (place === "host") {
    return BREAKS_HOST.test(value)
      ? `${describeInput(value)} holds / ? # @ \\ :, a percent sign, a space or a control character, which a host cannot`
      : undefined;
  }
  return BREAKS_PATH.test(value)
    ? `${describeInput(value)} holds ? # \\, a space or a control character, which a server's path cannot`
    : undefined;
}

// Why a server URL, its variables filled, is not one a config sends to.
function urlProblem(url: string): string | undefined {
  if (BREAKS_URL.test(url)) return "holds a backslash, a space or a control character";
  if (url.startsWith("//")) return "is a network-path reference, which names another host";
  const scheme = SCHEME.exec(url);
  if (scheme !== null && !HTTP_SCHEME.test(url)) return `has the scheme ${describeInput(scheme[1])}, not https or http`;
  if (url.includes("?") || url.includes("#")) return "has a query or a fragment";
  if (findDotSegment(url) !== -1) return "has a dot segment in its path";
  if (scheme === null) return URL.canParse(url, "https://base.invalid") ? undefined : "is no URL";
  const authority = url.slice(url.indexOf("//") + 2).split("/", 1)[0]!;
  if (authority.includes("@")) return "has userinfo";
  if (!URL.canParse(url)) return "is no URL";
  const { host, protocol } = new URL(url);
  const written = authority.toLowerCase().replace(protocol === "https:" ? /:443$/ : /:80$/, "");
  return host === written ? undefined : `has a host that reads as ${describeInput(host)}, not as written`;
}

/**
 * Each placeholder of a server URL and where it stands: in the host (the scheme and authority)
 * if any of its occurrences is, else in the path; in the order the URL names them.
 *
 * @example
 * placesOf("https://{region}.api.test/{version}"); // Map { "region" => "host", "version" => "path" }
 */
export function placesOf(url: string): Map<string, Place> {
  const start = /^[^/?#\\]*:\/\//.exec(url);
  let authorityEnd = 0;
  if (start !== null) {
    const end = url.slice(start[0].length).search(/[/?#\\]/);
    authorityEnd = end === -1 ? url.length : start[0].length + end;
  }
  const places = new Map<string, Place>();
  for (const match of url.matchAll(PLACEHOLDER)) {
    if (match.index < authorityEnd) places.set(match[1]!, "host");
    else if (!places.has(match[1]!)) places.set(match[1]!, "path");
  }
  return places;
}

/**
 * The URL of a server whose placeholders are `places`, each variable at its value in `values`
 * (own keys only), else its default.
 *
 * @example
 * fill({ url: "https://{r}.api.test", variables: { r: { default: "eu" } } }, placesOf("https://{r}.api.test"), undefined);
 * // "https://eu.api.test"
 */
export function fill(
  server: TableServer,
  places: ReadonlyMap<string, Place>,
  values: Readonly<Record<string, string>> | undefined,
): string {
  if (places.size === 0) return server.url;
  return server.url.replace(PLACEHOLDER, (_, name: string) =>
    values !== undefined && hasOwn(values, name) ? values[name]! : server.variables![name]!.default,
  );
}

/**
 * An operation's own servers as a config sends to them: `undefined` when it has none (it goes to
 * the description's), and a reason it cannot be served when it has some but none acceptable.
 *
 * @example
 * operationServers([{ url: "ftp://x.test" }]).problem; // 'none of its servers is one this library sends to: …'
 */
export function operationServers(list: readonly TableServer[] | undefined): {
  readonly servers?: TableServer[];
  readonly problem?: string;
} {
  if (list === undefined || list.length === 0) return {};
  const { servers, skipped } = readServers(list);
  if (servers.length > 0) return { servers };
  return { problem: `none of its servers is one this library sends to: ${skipped.join("; ")}` };
}
