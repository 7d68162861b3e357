import { GITHUB_RULES } from "./github-rules";
import { GITHUB_VENDOR } from "./github-vendor";
import { VendorRules } from "../vendor-rules";

// The specification's rules, shared by every vendor this library has no rules of its own for.
const PLAIN_RULES = new VendorRules();

/**
 * The rules of the vendor a config's `vendor` getter names, when its `rules` getter is not
 * overridden: the vendors of `lib/vendors/` by name (GitHub's), the specification's for any other.
 *
 * @example
 * rulesForVendor("github") instanceof GitHubRules; // true
 * Object.getPrototypeOf(rulesForVendor("acme")) === VendorRules.prototype; // true
 */
export function rulesForVendor(vendor: unknown): VendorRules {
  return vendor === GITHUB_VENDOR ? GITHUB_RULES : PLAIN_RULES;
}
