import { describeInput } from "../errors/describe-input";
import { requireBaseUrl } from "../options/base-url";
import { requireHeaderValue } from "../options/header-value";
import { isHttpToken } from "../util/is-http-token";
import { isOrigin } from "../util/origin";
import { FORM_NESTINGS, type FormNesting } from "./form-fields";
import { requireVendorAnswer } from "./vendor-answer";
import { USER_AGENT } from "../version";

/** A vendor's values, each checked: what a config reads once, when it is made. */
export interface VendorValues {
  readonly name: string;
  readonly apiVersion: string;
  readonly baseUrl: string | undefined;
  readonly userAgent: string;
  readonly credentialHeaders: readonly string[];
  readonly credentialQueryParameters: readonly string[];
  readonly trustedOrigins: readonly string[];
  readonly formNesting: FormNesting;
  readonly queryNesting: FormNesting | undefined;
}

/** The values of a `Vendor` made without them (see `VendorInit`). */
export const DEFAULT_VALUES: VendorValues = Object.freeze({
  name: "",
  apiVersion: "",
  baseUrl: undefined,
  userAgent: USER_AGENT,
  // HTTP's own, then the API-key headers in common use (docs/security.md names an API for each).
  credentialHeaders: Object.freeze([
    "authorization",
    "cookie",
    "proxy-authorization",
    "x-api-key",
    "api-key",
    "private-token",
    "job-token",
    "x-goog-api-key",
    "ocp-apim-subscription-key",
    "x-auth-token",
  ]),
  credentialQueryParameters: Object.freeze([]),
  trustedOrigins: Object.freeze([]),
  formNesting: "brackets",
  queryNesting: undefined,
});

/** The names of a vendor's values, in the order messages list them. */
export const VALUE_KEYS = Object.keys(DEFAULT_VALUES) as ReadonlyArray<keyof VendorValues>;

// A config's getters have no defaults: only queryNesting may be left out.
const NO_DEFAULTS: Partial<VendorValues> = { queryNesting: undefined };

/**
 * The check of each value, one place for each: the value it passes, or an error that gives the
 * reason. A `Vendor` checks what it is made with; a config, what a subclass's getters answer.
 */
const CHECKS: { readonly [Key in keyof VendorValues]: (value: unknown) => VendorValues[Key] } = {
  name: (value) => token(value, 'expected a media-type token such as "github"'),
  apiVersion: (value) => (value === "" ? value : token(value, 'expected a media-type token such as "v3", or ""')),
  baseUrl: (value) => requireBaseUrl(value),
  userAgent: (value) => requireHeaderValue("user-agent", value) as string,
  credentialHeaders: (value) => listOf(value, (name) => typeof name === "string" && isHttpToken(name), "a header name"),
  credentialQueryParameters: (value) => listOf(value, (name) => typeof name === "string" && name !== "", "a name"),
  // "null", an opaque origin's serialization, is taken and never trusted: no URL has that origin.
  trustedOrigins: (value) =>
    listOf(value, (origin) => origin === "null" || isOrigin(origin), 'an origin such as "https://files.example"'),
  formNesting: nesting,
  queryNesting: nesting,
};

/**
 * `source`'s values, each checked (a refused one named by `labelOf(key)`, such as `Vendor name`
 * or `vendor getter result`, and why). One left `undefined` takes its value in `defaults`: a
 * `Vendor` has one for each, a config's getters none but `queryNesting`'s (none).
 *
 * @example
 * checkValues({ ...DEFAULT_VALUES, name: "ac me" }, (key) => `Vendor ${key}`);
 * // throws ERR_INVALID_OPTIONS: Invalid Vendor name "ac me": expected a media-type token such as "github"
 */
export function checkValues(
  source: Readonly<Record<keyof VendorValues, unknown>>,
  labelOf: (key: keyof VendorValues) => string,
  defaults: Partial<VendorValues> = NO_DEFAULTS,
): VendorValues {
  const values: Record<string, unknown> = {};
  for (const key of VALUE_KEYS) {
    const value = source[key];
    // A value left out, or given as its default (as Vendor#with hands them on), is the default.
    values[key] =
      key in defaults && (value === undefined || value === defaults[key])
        ? defaults[key]
        : requireVendorAnswer(labelOf(key), value, CHECKS[key] as (value: unknown) => unknown);
  }
  return Object.freeze(values) as unknown as VendorValues;
}

function token(value: unknown, expected: string): string {
  if (typeof value === "string" && isHttpToken(value)) return value;
  throw new Error(expected);
}

function nesting(value: unknown): FormNesting {
  if (FORM_NESTINGS.includes(value as FormNesting)) return value as FormNesting;
  throw new Error(`expected ${FORM_NESTINGS.join(", ")}`);
}

function listOf(value: unknown, isValid: (item: unknown) => boolean, what: string): readonly string[] {
  if (!Array.isArray(value)) throw new Error(`expected an array, each entry ${what}`);
  const wrong = value.findIndex((item) => !isValid(item));
  if (wrong !== -1) throw new Error(`its entry ${describeInput(value[wrong])} at index ${wrong} is not ${what}`);
  // A copy the caller cannot change afterwards.
  return Object.isFrozen(value) ? (value as readonly string[]) : Object.freeze([...(value as string[])]);
}
