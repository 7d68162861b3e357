import {
  EndpointConfig,
  EndpointError,
  ErrorCodes,
  InvalidOptionsError,
  InvalidParameterError,
  toCurl,
  VERSION,
  type EndpointOptions,
} from "../index";
import { describeInput } from "../errors/describe-input";
import type { CliCommand } from "./cli-command";
import { requireDataSent } from "./require-data-sent";
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
    const config = new EndpointConfig({ strict: !command.allowMissing });
    const route = command.route!;
    const input = toEndpointOptions(command, host);
    const options = config.resolve(route, input);
    if (input.data !== undefined) requireDataSent(options, () => config.resolve(route, { ...input, data: undefined }));
    const printed =
      command.output === "curl"
        ? toCurl(options)
        : command.output === "fetch"
          ? renderFetch(options)
          : JSON.stringify(options, null, 2);
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
