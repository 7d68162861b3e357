// Library names come through ../index: the CLI build links them to the published index.mjs, so
// errors thrown here are the same EndpointError class that runCli() catches.
import {
  EndpointError,
  InvalidHeaderError,
  InvalidOptionsError,
  InvalidParameterError,
  InvalidRouteError,
} from "../index";
import { describeInput } from "../errors/describe-input";
import type { CliCommand, CliData, OutputFormat } from "./cli-command";
import { parseValue } from "./parse-value";
import { requireBaseUrl as checkBaseUrl } from "../options/base-url";
import { isHttpToken } from "../util/is-http-token";
import { hasOwn } from "../util/has-own";

// Options that take a value, with the CliCommand field each fills.
const VALUE_OPTIONS: Record<string, string> = {
  "-H": "header",
  "--header": "header",
  "--base-url": "baseUrl",
  "--format": "format",
  "--vendor": "vendor",
  "--api-version": "apiVersion",
  "--openapi": "openapi",
  "--preview": "preview",
  "-d": "data",
  "--data": "data",
};
const OUTPUT_FLAGS: Record<string, OutputFormat> = { "--json": "json", "--curl": "curl", "--fetch": "fetch" };

/**
 * Reads `restkit-endpoint` arguments (without `node` and the script path). Pure: files named by
 * `--data @file` are only recorded here, and read by `runCli`. Bad usage throws an `EndpointError`.
 *
 * @example
 * ```ts
 * parseArgs(["GET /orgs/{org}/repos", "org=octokit", "per_page=100", "--curl"]);
 * // { route: "GET /orgs/{org}/repos", parameters: { org: "octokit", per_page: 100 }, output: "curl", … }
 * ```
 */
export function parseArgs(argv: readonly string[]): CliCommand {
  const positional: string[] = [];
  const headers: Record<string, string> = {};
  const previews: string[] = [];
  const outputs = new Set<OutputFormat>();
  let help = false;
  let version = false;
  let allowMissing = false;
  let baseUrl: string | undefined;
  let format: string | undefined;
  let vendor: string | undefined;
  let apiVersion: string | undefined;
  let data: CliData | undefined;
  let openapi: string | undefined;

  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!;
    if (arg === "--") {
      positional.push(...argv.slice(index + 1));
      break;
    }
    if (!arg.startsWith("-") || arg === "-") {
      positional.push(arg);
      continue;
    }
    if (arg === "--help" || arg === "-h") help = true;
    else if (arg === "--version" || arg === "-v") version = true;
    else if (arg === "--allow-missing") allowMissing = true;
    else if (arg in OUTPUT_FLAGS) outputs.add(OUTPUT_FLAGS[arg]!);
    else {
      // "--base-url=URL" and "--base-url URL" are the same option.
      const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
      const name = equals > 0 ? arg.slice(0, equals) : arg;
      const field = VALUE_OPTIONS[name];
      if (field === undefined) throw usageError(`Unknown option ${describeInput(arg)}`);
      let value: string;
      if (equals > 0) value = arg.slice(equals + 1);
      else if (index + 1 < argv.length) value = argv[++index]!;
      else throw usageError(`Option ${name} needs a value`);
      if (field === "header") {
        const [headerName, headerValue] = splitHeader(value);
        headers[headerName] = headerValue;
      } else if (field === "baseUrl") baseUrl = requireBaseUrl(value, "--base-url");
      else if (field === "format") format = value;
      else if (field === "vendor") vendor = requireToken(name, value, false);
      else if (field === "apiVersion") apiVersion = requireToken(name, value, true);
      else if (field === "preview") previews.push(value);
      else if (field === "openapi") openapi = value;
      else data = value.startsWith("@") ? { file: value.slice(1) } : { text: value };
    }
  }

  if (outputs.size > 1)
    throw usageError(
      `Choose one of --json, --curl and --fetch, not ${[...outputs].map((o) => `--${o}`).join(" and ")}`,
    );
  const [route, ...pairs] = positional;
  if (route === undefined && !help && !version) {
    throw new InvalidRouteError('Missing route: give one such as "GET /orgs/{org}/repos" (see --help)');
  }
  const parameters: Record<string, unknown> = {};
  for (const pair of pairs) {
    const equals = pair.indexOf("=");
    if (equals <= 0) {
      throw new InvalidParameterError(`Invalid parameter ${describeInput(pair)}: expected key=value`);
    }
    const name = pair.slice(0, equals);
    parameters[name] = parseValue(pair.slice(equals + 1), name);
  }
  // An option given as key=value gets the check its flag gets (the library checks the rest).
  if (hasOwn(parameters, "baseUrl")) requireBaseUrl(parameters.baseUrl, "baseUrl=");

  return {
    help,
    version,
    allowMissing,
    ...(route !== undefined && { route }),
    parameters,
    headers,
    ...(baseUrl !== undefined && { baseUrl }),
    ...(format !== undefined && { format }),
    ...(vendor !== undefined && { vendor }),
    ...(apiVersion !== undefined && { apiVersion }),
    previews,
    ...(data !== undefined && { data }),
    ...(openapi !== undefined && { openapi }),
    output: outputs.values().next().value ?? "json",
  };
}

function splitHeader(text: string): [string, string] {
  const colon = text.indexOf(":");
  const name = colon > 0 ? text.slice(0, colon).trim() : "";
  if (name === "") {
    throw new InvalidHeaderError(`Invalid header ${describeInput(text)}: expected "Name: value"`);
  }
  return [name, text.slice(colon + 1).trim()];
}

// The library also takes a same-origin path ("/api") as baseUrl; on a command line it would only
// print a URL that no client can send, so only an absolute http(s) URL is taken, checked as the
// library checks every baseUrl.
function requireBaseUrl(value: unknown, flag: string): string {
  const protocol = typeof value === "string" && URL.canParse(value) ? new URL(value).protocol : "";
  if (protocol !== "http:" && protocol !== "https:") {
    throw usageError(
      `Invalid ${flag} ${describeInput(value)}: expected an absolute http:// or https:// URL such as https://ghe.example/api/v3`,
    );
  }
  try {
    return checkBaseUrl(value);
  } catch (error) {
    throw usageError(`Invalid ${flag}: ${(error as Error).message}`);
  }
}

// --vendor and --api-version end up in the accept header, as a subclass's getters would.
function requireToken(flag: string, value: string, mayBeEmpty: boolean): string {
  if ((value === "" && mayBeEmpty) || isHttpToken(value)) return value;
  throw usageError(
    `Invalid ${flag} ${describeInput(value)}: expected a media-type token such as ${flag === "--vendor" ? '"acme"' : '"v2"'}`,
  );
}

function usageError(message: string): EndpointError {
  return new InvalidOptionsError(`${message} (see --help)`);
}
