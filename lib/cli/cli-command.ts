/** How the CLI prints the request options. */
export type OutputFormat = "json" | "curl" | "fetch";

/** The body given with `--data`: inline text, or a file (`-` for standard input) to read. */
export type CliData = { readonly text: string } | { readonly file: string };

/**
 * A parsed command line: what to build and how to print it. Produced by `parseArgs`, consumed by
 * `runCli`; kept as plain data so parsing is tested without building anything.
 */
export interface CliCommand {
  readonly help: boolean;
  readonly version: boolean;
  /** `--allow-missing`: build the URL even when a required placeholder has no value. */
  readonly allowMissing: boolean;
  readonly route?: string;
  readonly parameters: Readonly<Record<string, unknown>>;
  readonly headers: Readonly<Record<string, string>>;
  readonly baseUrl?: string;
  readonly format?: string;
  /** `--vendor`: the vendor of the media types, as a subclass's `vendor` getter gives it. */
  readonly vendor?: string;
  /** `--api-version`: the API version of the media types (`""` for none). */
  readonly apiVersion?: string;
  readonly previews: readonly string[];
  readonly data?: CliData;
  /** `--openapi`: the file of an OpenAPI description (JSON or YAML) that the route is an operation of. */
  readonly openapi?: string;
  readonly output: OutputFormat;
}
