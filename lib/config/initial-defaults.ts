import type { DefaultOptions } from "../options/types";

/** What a config's defaults start from, before any `with()`. */
export interface VendorDefaults {
  readonly vendor: string;
  readonly apiVersion: string;
  readonly defaultBaseUrl: string;
  readonly userAgent: string;
}

/**
 * The defaults of spec section 2.4: GET, the vendor's base URL, its v3 JSON accept header and
 * our user-agent.
 */
export function initialDefaults(vendor: VendorDefaults): DefaultOptions {
  return {
    method: "GET",
    baseUrl: vendor.defaultBaseUrl,
    headers: {
      accept: `application/vnd.${vendor.vendor}.${vendor.apiVersion}+json`,
      "user-agent": vendor.userAgent,
    },
    mediaType: { format: "", previews: [] },
  };
}
