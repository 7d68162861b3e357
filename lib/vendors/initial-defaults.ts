import type { DefaultOptions } from "../options/types";

/** What a config's defaults start from, before any `with()`: its vendor's values, checked. */
export interface VendorDefaults {
  readonly vendor: string;
  readonly apiVersion: string;
  readonly defaultBaseUrl: string;
  readonly userAgent: string;
}

/**
 * The defaults of spec section 2.4: GET, the vendor's base URL, its JSON accept header
 * (`application/vnd.<vendor>.<apiVersion>+json`, or `application/vnd.<vendor>+json` for an empty
 * `apiVersion`) and the user-agent. The values were checked when the config read them.
 *
 * @example
 * initialDefaults({ vendor: "github", apiVersion: "v3", defaultBaseUrl: "https://api.github.com", userAgent: "x" }).headers.accept;
 * // "application/vnd.github.v3+json"
 */
export function initialDefaults({ vendor, apiVersion, defaultBaseUrl, userAgent }: VendorDefaults): DefaultOptions {
  return {
    method: "GET",
    baseUrl: defaultBaseUrl,
    headers: {
      accept: `application/vnd.${vendor}${apiVersion === "" ? "" : `.${apiVersion}`}+json`,
      "user-agent": userAgent,
    },
    mediaType: { format: "", previews: [] },
  };
}
