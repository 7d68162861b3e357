import { InvalidOptionsError } from "../errors/error-classes";
import { describeInput } from "../errors/describe-input";
import { UriExpander } from "../template/uri-expander";
import type { VendorMediaType } from "../vendors/accept-header";
import { GITHUB_BASE_URL, GITHUB_VENDOR } from "../vendors/github/github-vendor";
import { githubVendor } from "../vendors/github/github-rules";
import { Vendor } from "../vendors/vendor";
import { checkValues, type VendorValues } from "../vendors/vendor-values";

/**
 * The vendor as a config serves it, worked out once when the config is made (`with()` hands it
 * on): its values checked, and the `Vendor` whose rules each request asks.
 */
export interface ConfigVendor extends VendorMediaType, Omit<VendorValues, "name" | "baseUrl"> {
  readonly rules: Vendor;
  readonly defaultBaseUrl: string;
  /** The base URL a request is refused on, when a vendor of its own named none (see configVendor). */
  readonly unnamedBaseUrl: string | undefined;
  /** The expander of a config whose `expander` setting names none. */
  readonly defaultExpander: UriExpander;
}

/** What a config says of its vendor: the getters a subclass may override (`EndpointConfig#vendor` …). */
interface VendorGetters {
  readonly vendor: string;
  readonly apiVersion: string;
  readonly defaultBaseUrl: string;
  readonly userAgent: string;
  readonly rules: Vendor;
}

/**
 * The vendor of a config made by `new`: what its getters answer (the `vendor` setting's values,
 * unless a subclass overrides them), each checked and named where it is wrong. `given` is the
 * `vendor` setting; a subclass that describes its vendor by getters and is also given one is
 * refused, as one of the two would be lost silently. `held` is the vendor the getters start from.
 */
export function configVendor(config: VendorGetters, given: Vendor | undefined, held: Vendor): ConfigVendor {
  const rules = config.rules;
  const className = config.constructor.name;
  if (!(rules instanceof Vendor)) {
    throw new InvalidOptionsError(`Invalid rules ${describeInput(rules)} of ${className}: expected VendorRules`);
  }
  const values = checkValues(
    {
      name: config.vendor,
      apiVersion: config.apiVersion,
      baseUrl: config.defaultBaseUrl,
      userAgent: config.userAgent,
      credentialHeaders: rules.credentialHeaders,
      credentialQueryParameters: rules.credentialQueryParameters,
      trustedOrigins: rules.trustedOrigins,
      formNesting: rules.formNesting,
      queryNesting: rules.queryNesting,
    },
    getterLabel,
  );
  const { name: vendor, baseUrl: defaultBaseUrl } = values as VendorValues & { baseUrl: string };
  // The getters a subclass may override, against the vendor it is given; the rules' own values
  // are that vendor's (a getter of its own may answer a new list each time).
  if (
    given !== undefined &&
    (rules !== given ||
      vendor !== given.name ||
      values.apiVersion !== given.apiVersion ||
      defaultBaseUrl !== (given.baseUrl ?? "") ||
      values.userAgent !== given.userAgent)
  ) {
    throw new InvalidOptionsError(
      `${className} overrides the vendor getters and is given the vendor ${describeInput(given.name)}: give one of the two`,
    );
  }
  // A vendor of its own that names no base URL: a request on the one the config starts from (none,
  // or GitHub's that a subclass renaming the vendor kept) is refused, so that neither it nor its
  // tokens go where the vendor never said.
  const unnamed =
    held === githubVendor ? vendor !== GITHUB_VENDOR && defaultBaseUrl === GITHUB_BASE_URL : held.baseUrl === undefined;
  const defaultExpander = rules.defaultExpander;
  if (!(defaultExpander instanceof UriExpander)) {
    throw new InvalidOptionsError(`Invalid defaultExpander ${describeInput(defaultExpander)}: expected a UriExpander`);
  }
  return {
    ...values,
    rules,
    vendor,
    defaultBaseUrl,
    unnamedBaseUrl: unnamed ? defaultBaseUrl : undefined,
    defaultExpander,
  };
}

// What a refused value is called, by where a config read it: a getter of the config's, or of
// its rules (`formNesting`'s as its message has always said).
function getterLabel(key: keyof VendorValues): string {
  const getter = CONFIG_GETTERS[key];
  if (getter !== undefined) return `${getter} getter result`;
  return key === "formNesting" ? "formNesting answer" : `VendorRules#${key} answer`;
}

const CONFIG_GETTERS: Partial<Record<keyof VendorValues, string>> = {
  name: "vendor",
  apiVersion: "apiVersion",
  baseUrl: "defaultBaseUrl",
  userAgent: "userAgent",
};
