import {
  endpoint,
  EndpointError,
  InvalidOptionsError,
  InvalidParameterError,
  toCurl,
  VERSION,
  type EndpointOptions,
} from "../index";
import { describeInput } from "../errors/describe-input";
import type { CliCommand } from "./cli-command";
import { helpText } from "./help-text";
import { parseArgs } from "./parse-args";
import { renderFetch } from "./render-fetch";

/** What a CLI run printed and how it ended; `main.ts` hands these to the process. */
export interface CliResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number;
}

/** What the CLI needs from its host; injected so that this module runs anywhere and is testable. */
export interface CliHost {
  /** Reads a `--data @file` file as text; `-` means standard input. */
  readFile?(path: string): string;
}

/**
 * Runs `restkit-endpoint` on an argument list. Never throws for bad input: an `EndpointError`
 * becomes its message on stderr and exit code 1.
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
    const options = endpoint(command.route!, toEndpointOptions(command, host));
    const printed =
      command.output === "curl"
        ? toCurl(options)
        : command.output === "fetch"
          ? renderFetch(options)
          : JSON.stringify(options, null, 2);
    return { stdout: `${printed}\n`, stderr: "", exitCode: 0 };
  } catch (error) {
    if (!(error instanceof EndpointError)) throw error;
    return { stdout: "", stderr: `restkit-endpoint: ${error.message} [${error.code}]\n`, exitCode: 1 };
  }
}

function toEndpointOptions(command: CliCommand, host: CliHost): EndpointOptions {
  const options: EndpointOptions = { ...command.parameters };
  if (Object.keys(command.headers).length > 0) options.headers = { ...command.headers };
  if (command.baseUrl !== undefined) options.baseUrl = command.baseUrl;
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

function readData(file: string, host: CliHost): string {
  if (host.readFile === undefined) {
    throw new InvalidOptionsError(`--data @${file}: this host cannot read files`);
  }
  try {
    return host.readFile(file);
  } catch (error) {
    throw new InvalidParameterError(`Cannot read --data file ${describeInput(file)}: ${(error as Error).message}`);
  }
}
