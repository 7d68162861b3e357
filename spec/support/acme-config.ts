import { EndpointConfig, type VendorRules } from "../../lib";

/**
 * A config of a vendor of its own, `acme` at `https://api.acme.test`, that follows `rules`: what
 * specs of a vendor's rules build their requests with.
 */
export function acmeConfig(rules: VendorRules): EndpointConfig {
  return new (class extends EndpointConfig {
    override get vendor() {
      return "acme";
    }
    override get defaultBaseUrl() {
      return "https://api.acme.test";
    }
    override get rules() {
      return rules;
    }
  })();
}
