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

// Options that take a value, with the CliCommand field each fills.
const VALUE_OPTIONS: Record<string, string> = {
  "-H": "header",
  "--header": "header",
  "--base-url": "baseUrl",
  "--format": "format",
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
  let data: CliData | undefined;

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
      } else if (field === "baseUrl") baseUrl = requireBaseUrl(value);
      else if (field === "format") format = value;
      else if (field === "preview") previews.push(value);
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

  return {
    help,
    version,
    allowMissing,
    ...(route !== undefined && { route }),
    parameters,
    headers,
    ...(baseUrl !== undefined && { baseUrl }),
    ...(format !== undefined && { format }),
    previews,
    ...(data !== undefined && { data }),
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

// The library takes any string as baseUrl; on a command line an empty or mistyped one would
// only print a URL that no client can send, so it is refused here.
function requireBaseUrl(value: string): string {
  const protocol = URL.canParse(value) ? new URL(value).protocol : "";
  if (protocol !== "http:" && protocol !== "https:") {
    throw usageError(
      `Invalid --base-url ${describeInput(value)}: expected an absolute http:// or https:// URL such as https://ghe.example/api/v3`,
    );
  }
  return value;
}

function usageError(message: string): EndpointError {
  return new InvalidOptionsError(`${message} (see --help)`);
}
