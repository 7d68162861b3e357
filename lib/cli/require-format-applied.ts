import { InvalidOptionsError, type EndpointConfig, type MergedOptions, type RequestOptionsInit } from "../index";
import { describeInput } from "../errors/describe-input";

/**
 * A format rewrites only the vendor's own media types: on an accept header without one it would
 * quietly do nothing, which on a command line is a mistake, so it is refused. `merged` is the
 * build's merge (the accept header as written, before its media type is applied); the vendor's
 * rule for the accept header says what it becomes with the format and without it.
 *
 * @example
 * ```ts
 * const config = new EndpointConfig();
 * const merged = config.merge("GET /user", { headers: { accept: "application/json" }, mediaType: { format: "raw" } });
 * requireFormatApplied("raw", config.parse(merged), merged, config);
 * // throws InvalidOptionsError: --format "raw" changes nothing …
 * ```
 */
export function requireFormatApplied(
  format: string,
  sent: RequestOptionsInit,
  merged: MergedOptions,
  config: EndpointConfig<unknown>,
): void {
  const written = merged.headers.accept;
  if (typeof written === "string") {
    const vendorType = { vendor: config.vendor, apiVersion: config.apiVersion };
    const amend = (mediaType: MergedOptions["mediaType"]) =>
      config.rules.amendAccept(written, mediaType, vendorType, sent.url);
    if (amend(merged.mediaType) !== amend({ ...merged.mediaType, format: "" })) return;
  }
  const vendorType = `application/vnd.${config.vendor}`;
  throw new InvalidOptionsError(
    `--format ${describeInput(format)} changes nothing: the accept header ${describeInput(sent.headers.accept)} names no ` +
      `${vendorType} media type to apply it to (send -H "accept: ${vendorType}+json", or leave out --format)`,
  );
}
