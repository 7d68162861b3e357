import { EndpointConfig, EndpointError, ErrorCodes, Rfc6570Expander, endpoint } from "../../lib";
import { loose } from "../support/loose";

// GitHub's catalog names some placeholders with a hyphen ({enterprise-team}); RFC 6570 does not
// allow "-" in a variable name, so only the default, GitHub-flavoured expander accepts them.
describe("hyphenated placeholder names", () => {
  const route = "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}";

  it('endpoint() fills {enterprise-team} from the "enterprise-team" key', () => {
    const options = endpoint(route, { enterprise: "acme", "enterprise-team": "core", username: "mona" });
    expect(options.url).toBe("https://api.github.com/enterprises/acme/teams/core/memberships/mona");
    expect(options.body).toBe("");
  });

  it("new EndpointConfig().build() does too, and parse(merge(x)) agrees", () => {
    const config = new EndpointConfig();
    const parameters = { enterprise: "acme", "enterprise-team": "core", username: "mona" };
    expect(config.build(route, parameters).url).toBe(
      "https://api.github.com/enterprises/acme/teams/core/memberships/mona",
    );
    expect(endpoint.parse(endpoint.merge(route, parameters))).toEqual(endpoint(route, parameters));
  });

  it("keeps a hyphenated name out of the query when it fills the URL, and sends it when it does not", () => {
    const options = endpoint(loose("GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships"), {
      enterprise: "acme",
      "enterprise-team": "core",
      "per-page": 5,
    });
    expect(options.url).toBe("https://api.github.com/enterprises/acme/teams/core/memberships?per-page=5");
  });

  it("works in every operator and with modifiers", () => {
    const expander = new EndpointConfig().with({ "a-b": "xyz", "c-d": ["1", "2"] });
    expect(expander.build(loose("GET /x{/a-b:2}{?c-d*}")).url).toBe("https://api.github.com/x/xy?c-d=1&c-d=2");
  });

  it("is opt-in on a standalone Rfc6570Expander: new Rfc6570Expander() refuses it, as RFC 6570 says", () => {
    expect(() => new Rfc6570Expander().expand("/teams/{enterprise-team}", { "enterprise-team": "x" })).toThrow(
      expect.objectContaining({ code: ErrorCodes.INVALID_TEMPLATE, position: 7 }),
    );
    expect(() => new Rfc6570Expander().expand("/teams/{enterprise-team}", {})).toThrow(
      /RFC 6570 variable names have no "-" \(new Rfc6570Expander\(\{ hyphenatedNames: true \}\) accepts them\)/,
    );
    const flavoured = new Rfc6570Expander({ hyphenatedNames: true });
    expect(flavoured.expand("/teams/{enterprise-team}", { "enterprise-team": "x" })).toBe("/teams/x");
    expect(flavoured.variableNames("/teams/{enterprise-team}{?per-page}")).toEqual(["enterprise-team", "per-page"]);
  });

  it("a config built on the strict expander refuses hyphenated names on every path", () => {
    const strictRfc = new EndpointConfig({ expander: new Rfc6570Expander() });
    const call = () => strictRfc.build(loose("GET /teams/{enterprise-team}"), { "enterprise-team": "x" });
    expect(call).toThrow(EndpointError);
    expect(call).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_TEMPLATE }));
    expect(() => strictRfc.toEndpoint()(loose("GET /teams/{enterprise-team}"))).toThrow(EndpointError);
  });

  it("still refuses a name that starts or ends with a hyphen, or two in a row", () => {
    for (const template of ["/x/{-a}", "/x/{a-}", "/x/{a--b}", "/x/{a-.b}"]) {
      expect(() => endpoint(loose(`GET ${template}`))).toThrow(
        expect.objectContaining({ code: ErrorCodes.INVALID_TEMPLATE }),
      );
      expect(() => endpoint(loose(`GET ${template}`))).toThrow(
        /a "-" in a variable name must stand between two name characters/,
      );
    }
  });

  it("rejects an unknown expander option", () => {
    expect(() => new Rfc6570Expander({ hyphenatedNames: "yes" as unknown as boolean })).toThrow(
      expect.objectContaining({ code: ErrorCodes.INVALID_OPTIONS }),
    );
    expect(() => new Rfc6570Expander({ hyphenatedNames: "yes" as unknown as boolean })).toThrow(
      'Invalid hyphenatedNames option "yes": expected true or false',
    );
  });
});
