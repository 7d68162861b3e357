import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { endpointErrorsOnly } from "../errors/endpoint-errors-only";
import { requireBaseUrl } from "../options/base-url";
import { requireHeaderValue } from "../options/header-value";
import type { DefaultOptions } from "../options/types";
import type { VendorMediaType } from "./accept-header";
import { isHttpToken } from "../util/is-http-token";
import { requireVendorAnswer } from "./vendor-answer";

/** What a config's defaults start from, before any `with()`. */
export interface VendorDefaults {
  readonly vendor: string;
  readonly apiVersion: string;
  readonly defaultBaseUrl: string;
  readonly userAgent: string;
}

/**
 * The defaults of spec section 2.4: GET, the vendor's base URL, its JSON accept header
 * (`application/vnd.<vendor>.<apiVersion>+json`, or `application/vnd.<vendor>+json` for an empty
 * `apiVersion`) and the user-agent. Every getter a subclass may override is read once here and
 * checked (see {@link vendorMediaType} and {@link vendorBaseUrl}).
 *
 * @example
 * initialDefaults(new EndpointConfig()).headers.accept; // "application/vnd.github.v3+json"
 */
export function initialDefaults(vendor: VendorDefaults): DefaultOptions {
  const { vendor: name, apiVersion } = vendorMediaType(vendor);
  const userAgent = readGetter(vendor, "userAgent");
  return {
    method: "GET",
    baseUrl: vendorBaseUrl(vendor),
    headers: {
      accept: `application/vnd.${name}${apiVersion === "" ? "" : `.${apiVersion}`}+json`,
      "user-agent": requireVendorAnswer("userAgent getter result", userAgent, (value) =>
        requireHeaderValue("user-agent", value),
      ),
    },
    mediaType: { format: "", previews: [] },
  };
}

/**
 * The vendor's `vendor` and `apiVersion` getters, checked: both media-type tokens (RFC 6838,
 * RFC 9110 tokens), `apiVersion` possibly empty. An `InvalidOptionsError` names the getter.
 *
 * @example
 * vendorMediaType({ vendor: "acme", apiVersion: "" }); // { vendor: "acme", apiVersion: "" }
 * vendorMediaType({ vendor: "ac me", apiVersion: "v1" }); // throws ERR_INVALID_OPTIONS naming vendor
 */
export function vendorMediaType(vendor: Pick<VendorDefaults, "vendor" | "apiVersion">): VendorMediaType {
  const name = readGetter(vendor, "vendor");
  const apiVersion = readGetter(vendor, "apiVersion");
  if (typeof name !== "string" || !isHttpToken(name)) {
    throw invalidGetter("vendor", name, 'expected a media-type token such as "github"');
  }
  if (typeof apiVersion !== "string" || (apiVersion !== "" && !isHttpToken(apiVersion))) {
    throw invalidGetter("apiVersion", apiVersion, 'expected a media-type token such as "v3", or ""');
  }
  return { vendor: name, apiVersion };
}

/**
 * The vendor's `defaultBaseUrl` getter, checked as any `baseUrl` is (see `requireBaseUrl`).
 *
 * @example
 * vendorBaseUrl(new EndpointConfig()); // "https://api.github.com"
 */
export function vendorBaseUrl(vendor: Pick<VendorDefaults, "defaultBaseUrl">): string {
  const baseUrl = readGetter(vendor, "defaultBaseUrl");
  return requireVendorAnswer("defaultBaseUrl getter result", baseUrl, (value) =>
    requireBaseUrl(value, "defaultBaseUrl"),
  );
}

function readGetter<Key extends keyof VendorDefaults>(vendor: Pick<VendorDefaults, Key>, key: Key): unknown {
  return endpointErrorsOnly(`The ${key} getter`, undefined, readProperty<Key>, vendor, key);
}

function invalidGetter(key: string, value: unknown, reason: string): InvalidOptionsError {
  return new InvalidOptionsError(`Invalid ${key} getter result ${describeInput(value)}: ${reason}`);
}

function readProperty<Key extends keyof VendorDefaults>(vendor: Pick<VendorDefaults, Key>, key: Key): unknown {
  return vendor[key];
}
