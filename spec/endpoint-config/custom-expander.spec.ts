import { EndpointConfig, UriExpander } from "../../lib";

// Fills {name} with upper-cased values: easy to tell apart from the default expander.
class ShoutingExpander extends UriExpander {
  readonly calls: string[] = [];
  variableNames(template: string): readonly string[] {
    return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  }
  expand(template: string, parameters: Readonly<Record<string, unknown>>): string {
    this.calls.push(template);
    return template.replace(/\{(\w+)\}/g, (_, name: string) => String(parameters[name]).toUpperCase());
  }
}

describe("EndpointConfig with a custom UriExpander", () => {
  it("uses it for every expansion, and its variableNames decide what the URL consumed", () => {
    const expander = new ShoutingExpander();
    const config = new EndpointConfig({ expander }).with({ org: "acme" });
    const options = config.build("GET /orgs/:org/repos", { type: "all" });
    expect(options.url).toBe("https://api.github.com/orgs/ACME/repos?type=all");
    expect(expander.calls).toEqual(["/orgs/{org}/repos"]);
    expect(config.toEndpoint().defaults({ x: 1 })("GET /{x}").url).toBe("https://api.github.com/1?org=acme");
  });
});
