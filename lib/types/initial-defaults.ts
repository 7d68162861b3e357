/**
 * The type of the defaults every config starts from (spec section 2.4): `DEFAULTS` before any
 * `defaults()` or `with()`.
 *
 * @example
 * ```ts
 * const { method, baseUrl } = endpoint.DEFAULTS; // "GET", string
 * ```
 */
export type InitialDefaults = {
  readonly method: "GET";
  readonly baseUrl: string;
  readonly headers: { readonly accept: string; readonly "user-agent": string };
  readonly mediaType: { readonly format: string; readonly previews: readonly string[] };
};
