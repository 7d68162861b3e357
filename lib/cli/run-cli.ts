import {
  EndpointConfig,
  EndpointError,
  ErrorCodes,
  InvalidOptionsError,
  InvalidParameterError,
  toCurl,
  VERSION,
  githubVendor,
  Vendor,
  type EndpointOptions,
} from "../index";
import { describeInput } from "../errors/describe-input";
import type { CliCommand } from "./cli-command";
import { LeftoverNotingExpander } from "./leftover-noting-expander";
import { requireDataSent } from "./require-data-sent";
import { requireFormatApplied } from "./require-format-applied";
import { helpText } from "./help-text";
import { parseArgs } from "./parse-args";
import { renderFetch } from "./render-fetch";
import { toBase64 } from "./base64";
import { describeThrown } from "../errors/endpoint-errors-only";
import { compileOpenAPI, fromOperationTable, type OperationTable } from "../openapi/index";
import { readDescription } from "./read-description";
import { readDocuments } from "./read-documents";

/** What a CLI run printed and how it ended; `main.ts` hands these to the process. */
export interface CliResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** What the CLI needs from its host; injected so that this module runs anywhere and is testable. */
export interface CliHost {
  /**
   * Reads a `--data @file` file's bytes; `-` means standard input. Text (a string) is taken as
   * it is, for hosts that have nothing but text.
   */
  readFile?(path: string): Uint8Array | string;
}

// The exit status of a required placeholder without a value, apart from other bad input (1) so
// that a script can tell "give more parameters" from "fix the command".
const EXIT_MISSING_PARAMETER = 2;

/**
 * Runs `restkit-endpoint` on an argument list. Never throws for bad input: an `EndpointError`
 * becomes its message on stderr and exit code 1, or 2 for a required placeholder without a value
 * (the library's strict mode, which `--allow-missing` turns off).
 *
 * @example
 * ```ts
 * const { stdout, exitCode } = runCli(["GET /orgs/{org}/repos", "org=octokit", "type=private"]);
 * JSON.parse(stdout).url; // "https://api.github.com/orgs/octokit/repos?type=private"
 * ```
 */
export function runCli(argv: readonly string[], host: CliHost = {}): CliResult {
  try {
    const command = parseArgs(argv);
    if (command.help) return { stdout: helpText(), stderr: "", exitCode: 0 };
    if (command.version) return { stdout: `${VERSION}\n`, stderr: "", exitCode: 0 };
    // The vendor's expander, wrapped: it is the one that builds.
    const { config, expander } = configOf(command, host);
    const input = toEndpointOptions(command, host);
    // The one build, in its two halves: the merge keeps the accept header as written, for
    // --format's check; the expander notes the parameters the URL left over, for --data's.
    const merged = config.merge(command.route!, input);
    const options = config.parse(merged);
    if (input.data !== undefined) requireDataSent(options, expander.leftover, config.rules);
    if (command.format !== undefined) requireFormatApplied(command.format, options, merged, config);
    const printed =
      command.output === "curl"
        ? toCurl(options, { bodyFile: bodyFileOf(command) })
        : command.output === "fetch"
          ? renderFetch(options)
          : JSON.stringify(options, showBody, 2);
    return { stdout: `${printed}\n`, stderr: "", exitCode: 0 };
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    if (error.code === ErrorCodes.MISSING_PARAMETER) {
      const hint = "; give it as key=value, or pass --allow-missing to build the URL without it";
      return {
        stdout: "",
        stderr: `restkit-endpoint: ${error.message}${hint} [${error.code}]\n`,
        exitCode: EXIT_MISSING_PARAMETER,
      };
    }
    return { stdout: "", stderr: `restkit-endpoint: ${error.message} [${error.code}]\n`, exitCode: 1 };
  }
}

// --openapi: a config of the description (its vendor, servers and operations); otherwise one of
// the vendor the options name.
function configOf(
  command: CliCommand,
  host: CliHost,
): { config: EndpointConfig<unknown>; expander: LeftoverNotingExpander } {
  const strict = !command.allowMissing;
  if (command.openapi === undefined) {
    const vendor = vendorOf(command);
    const expander = new LeftoverNotingExpander(vendor.defaultExpander);
    return { config: new EndpointConfig<unknown>({ vendor, strict, expander }), expander };
  }
  if (command.vendor !== undefined || command.apiVersion !== undefined) {
    throw new InvalidOptionsError("--openapi names the API: leave out --vendor and --api-version");
  }
  const expander = new LeftoverNotingExpander(new Vendor().defaultExpander);
  const document = readDescription(command.openapi, host);
  // --base-url is where the description's servers are: a relative one is resolved against it,
  // an absolute one replaced by it.
  const table = compileOpenAPI(document, { documents: readDocuments(command.openapi, document, host) });
  const config = fromOperationTable(table, { strict, expander, baseUrl: command.baseUrl });
  const replaced = command.baseUrl !== undefined && !hasRelativeServer(table);
  return { config: replaced ? config.with({ baseUrl: command.baseUrl }) : config, expander };
}

// The server the description's servers come to, its first acceptable one (a description without
// servers is on "/", OpenAPI's default): one that is relative, or none, is resolved against --base-url.
function hasRelativeServer(table: OperationTable): boolean {
  const url = table.servers[0]?.url;
  return url === undefined || !/^[a-z][a-z0-9+.-]*:/i.test(url);
}

// --vendor and --api-version: a vendor of those values, checked as any vendor is. --vendor github
// (or none) is GitHub's vendor, in another version with --api-version; another name is another
// API, whose media types keep GitHub's version unless --api-version gives one. --base-url is the
// call's base URL (GitHub Enterprise Server's, with GitHub's vendor).
function vendorOf({ vendor: name = githubVendor.name, apiVersion }: CliCommand): Vendor {
  if (name === githubVendor.name) return apiVersion === undefined ? githubVendor : githubVendor.with({ apiVersion });
  return new Vendor({ name, apiVersion: apiVersion ?? githubVendor.apiVersion });
}

// A body read from a file is sent from that file: curl reads it itself, byte for byte. Standard
// input (`@-`) is no file curl could read again: its bytes are piped.
function bodyFileOf(command: CliCommand): string | undefined {
  const { data } = command;
  return data !== undefined && "file" in data && data.file !== "-" ? data.file : undefined;
}

// JSON has no bytes or forms: a binary body is shown as its length and base64, a multipart body
// (a FormData of the command line's text fields) as its fields in order.
function showBody(key: string, value: unknown): unknown {
  if (key !== "body") return value;
  if (value instanceof Uint8Array) return { bytes: value.length, base64: toBase64(value) };
  return value instanceof FormData ? { multipart: [...value] } : value;
}

function toEndpointOptions(command: CliCommand, host: CliHost): EndpointOptions {
  const options: EndpointOptions = { ...command.parameters };
  if (Object.keys(command.headers).length > 0) options.headers = { ...command.headers };
  if (command.baseUrl !== undefined && command.openapi === undefined) options.baseUrl = command.baseUrl;
  if (command.format !== undefined || command.previews.length > 0) {
    options.mediaType = {
      ...(command.format !== undefined && { format: command.format }),
      ...(command.previews.length > 0 && { previews: [...command.previews] }),
    };
  }
  if (command.data !== undefined)
    options.data = "text" in command.data ? command.data.text : readData(command.data.file, host);
  return options;
}

function readData(file: string, host: CliHost): string | Uint8Array {
  if (host.readFile === undefined) {
    throw new InvalidOptionsError(`--data @${file}: this host cannot read files`);
  }
  let read: Uint8Array | string;
  try {
    read = host.readFile(file);
  } catch (error) {
    throw new InvalidParameterError(`Cannot read --data file ${describeInput(file)}: ${describeThrown(error)}`);
  }
  return typeof read === "string" ? read : textOrBytes(read);
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

// Text that is valid UTF-8 is sent as that text, which encodes back to the very same bytes (a
// byte-order mark kept); anything else is sent as the bytes themselves, never as U+FFFD.
function textOrBytes(bytes: Uint8Array): string | Uint8Array {
  try {
    return utf8.decode(bytes);
  } catch {
    return new Uint8Array(bytes);
  }
}
