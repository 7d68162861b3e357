import { EndpointConfig, Rfc6570Expander, type EndpointConfigSettings, type VendorRules } from "../../../lib/index";
import { version } from "../package.json";
import { OCTOKIT_RULES } from "./octokit-rules";

const OCTOKIT_EXPANDER = new Rfc6570Expander({
  hyphenatedNames: true,
  trimsEmptyTail: false,
  keepsEmptyVariables: true,
});

/**
 * GitHub as `@octokit/endpoint` sends to it: an `EndpointConfig` whose vendor rules are
 * octokit's ({@link OctokitRules}) and whose user-agent names this package.
 *
 * @example
 * new OctokitConfig().build("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r" }).method; // "PATCH"
 */
export class OctokitConfig extends EndpointConfig {
  /**
   * GitHub's hyphenated names, the URL left untrimmed (octokit trims it itself), and a variable
   * without a value written as octokit writes it, empty between its separators.
   */
  constructor(settings: EndpointConfigSettings = {}) {
    super({ expander: OCTOKIT_EXPANDER, ...settings });
  }

  override get rules(): VendorRules {
    return OCTOKIT_RULES;
  }

  override get userAgent(): string {
    return `restkit-octokit-endpoint.js/${version}`;
  }
}
