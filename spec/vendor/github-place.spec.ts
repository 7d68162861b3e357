// Issue 29 item 1: every rule that exists because GitHub's API wants it is stated once, in
// lib/vendors/github/, and the generic pipeline asks the vendor. The default EndpointConfig is
// the GitHub vendor; any other vendor follows the specification's rules.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import {
  EndpointConfig,
  EndpointError,
  ErrorCodes,
  GitHubRules,
  Rfc6570Expander,
  UriExpander,
  VendorRules,
  VERSION,
} from "../../lib";
import {
  GITHUB_API_VERSION,
  GITHUB_BASE_URL,
  GITHUB_USER_AGENT,
  GITHUB_VENDOR,
} from "../../lib/vendors/github/github-vendor";
import { githubVendor as GITHUB_RULES } from "../../lib";
import { thrown } from "../support/thrown";

class Acme extends EndpointConfig {
  override get vendor() {
    return "acme";
  }
  override get defaultBaseUrl() {
    return "https://api.acme.test";
  }
}

describe("GitHub's vendor values", () => {
  it("are stated in lib/vendors/github/github-vendor.ts", () => {
    expect([GITHUB_VENDOR, GITHUB_API_VERSION, GITHUB_BASE_URL, GITHUB_USER_AGENT]).toEqual([
      "github",
      "v3",
      "https://api.github.com",
      `restkit-endpoint.js/${VERSION}`,
    ]);
  });

  it("are what the default EndpointConfig's getters return", () => {
    const config = new EndpointConfig();
    expect(config.vendor).toBe(GITHUB_VENDOR);
    expect(config.apiVersion).toBe(GITHUB_API_VERSION);
    expect(config.defaultBaseUrl).toBe(GITHUB_BASE_URL);
    expect(config.userAgent).toBe(GITHUB_USER_AGENT);
    expect(config.build("GET /user").headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": `restkit-endpoint.js/${VERSION}`,
    });
  });
});

describe("a config's rules", () => {
  it("are GitHub's for the github vendor and the specification's for any other", () => {
    expect(new EndpointConfig().rules).toBe(GITHUB_RULES);
    expect(Object.getPrototypeOf(new Acme().rules)).toBe(VendorRules.prototype);
  });
});

describe("hyphenated template names ({enterprise-team})", () => {
  const route = "GET /enterprises/{enterprise}/teams/{enterprise-team}";

  it("are GitHub's rule: GitHubRules#defaultExpander takes them", () => {
    const expander = GITHUB_RULES.defaultExpander;
    expect(expander).toBeInstanceOf(Rfc6570Expander);
    expect((expander as Rfc6570Expander).hyphenatedNames).toBe(true);
    expect(new GitHubRules().defaultExpander).toBe(expander);
    expect(new EndpointConfig().build(route, { enterprise: "e", "enterprise-team": "t" }).url).toBe(
      "https://api.github.com/enterprises/e/teams/t",
    );
  });

  it("are refused, as RFC 6570 says, for a vendor that keeps the specification's rules", () => {
    expect((new VendorRules().defaultExpander as Rfc6570Expander).hyphenatedNames).toBe(false);
    for (const call of [
      () => new Acme().build(route, { enterprise: "e", "enterprise-team": "t" }),
      () => new Acme().toEndpoint()(route, { enterprise: "e", "enterprise-team": "t" }),
    ]) {
      expect(thrown(call)).toMatchObject({ code: ErrorCodes.INVALID_TEMPLATE });
    }
    expect(new Acme().build("GET /enterprises/{enterprise}", { enterprise: "e" }).url).toBe(
      "https://api.acme.test/enterprises/e",
    );
  });

  it("follow the vendor's rules: a vendor may take GitHub's, and the expander setting still wins", () => {
    class AcmeOnGitHubRules extends Acme {
      override get rules() {
        return GITHUB_RULES;
      }
    }
    expect(new AcmeOnGitHubRules().build(route, { enterprise: "e", "enterprise-team": "t" }).url).toBe(
      "https://api.acme.test/enterprises/e/teams/t",
    );
    const rfcOnly = new EndpointConfig({ expander: new Rfc6570Expander() });
    expect(thrown(() => rfcOnly.build(route, { enterprise: "e", "enterprise-team": "t" }))).toMatchObject({
      code: ErrorCodes.INVALID_TEMPLATE,
    });
    expect(rfcOnly.with({ a: 1 }).build("GET /x").url).toBe("https://api.github.com/x?a=1");
  });

  it("come from a vendor's defaultExpander, which is checked where it enters", () => {
    class Shouting extends Rfc6570Expander {
      override expand(template: string, parameters: Readonly<Record<string, unknown>>): string {
        return super.expand(template, parameters).toUpperCase();
      }
    }
    class ShoutingRules extends VendorRules {
      override get defaultExpander(): UriExpander {
        return new Shouting();
      }
    }
    class Loud extends Acme {
      override get rules() {
        return new ShoutingRules();
      }
    }
    expect(new Loud().with({ a: 1 }).build("GET /w/{id}", { id: "x" }).url).toBe("https://api.acme.test/W/X?a=1");

    class BrokenRules extends VendorRules {
      override get defaultExpander(): UriExpander {
        return {} as UriExpander;
      }
    }
    class Broken extends Acme {
      override get rules() {
        return new BrokenRules();
      }
    }
    const error = thrown(() => new Broken());
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
    expect(error.message).toBe("Invalid defaultExpander an object: expected a UriExpander");
  });
});

// What a reader finds in lib/vendors/github/ is everything GitHub-specific: no string literal
// outside it holds one of GitHub's values, and no code outside it turns hyphenated names on.
describe("lib/ outside lib/vendors/github/", () => {
  const root = join(__dirname, "../../lib");
  // The default user-agent names this library, every vendor's unless it gives its own (issue 47).
  const githubValues = [/^github$/, /^v3$/, /api\.github\.com/, /uploads\.github\.com/];

  function sources(folder: string): string[] {
    return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return path === join(root, "vendors/github") ? [] : sources(path);
      return entry.name.endsWith(".ts") ? [path] : [];
    });
  }

  function findings(path: string): string[] {
    const file = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
    const found: string[] = [];
    const visit = (node: ts.Node): void => {
      if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node)) {
        if (githubValues.some((value) => value.test(node.text))) found.push(node.text);
      }
      if (
        ts.isPropertyAssignment(node) &&
        node.name.getText(file) === "hyphenatedNames" &&
        node.initializer.kind === ts.SyntaxKind.TrueKeyword
      ) {
        found.push(node.getText(file));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found.map((text) => `${relative(root, path)}: ${text}`);
  }

  it("states none of GitHub's values or rules", () => {
    expect(sources(root).flatMap(findings)).toEqual([]);
  });
});
