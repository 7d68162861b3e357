import {
  EndpointConfig,
  InvalidOptionsError,
  Rfc6570Expander,
  RouteParser,
  type EndpointConfigSettings,
} from "../../lib";
import { thrown } from "../support/thrown";

const settingsError = (settings: unknown) =>
  thrown(() => new EndpointConfig(settings as EndpointConfigSettings)) as InvalidOptionsError;

describe("EndpointConfig settings", () => {
  it.each([
    [null, "null"],
    ["strict", '"strict"'],
    [[{ strict: true }], "an array"],
    [1, "1"],
  ])("refuses %p instead of an object of settings", (settings, shown) => {
    const error = settingsError(settings);
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toBe(`Invalid EndpointConfig settings ${shown}: expected an object`);
  });

  it.each([[{}], ["rfc6570"], [Rfc6570Expander]])("refuses expander %p that is not a UriExpander", (expander) => {
    const error = settingsError({ expander });
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toMatch(/^Invalid expander .+: expected a UriExpander$/);
  });

  it.each([[{ split: () => ({}) }], ["parser"], [RouteParser]])(
    "refuses routeParser %p that is not a RouteParser",
    (routeParser) => {
      const error = settingsError({ routeParser });
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect(error.message).toMatch(/^Invalid routeParser .+: expected a RouteParser$/);
    },
  );

  it("names the switch that is not a boolean", () => {
    expect(settingsError({ strict: "yes" }).message).toBe('Invalid strict setting "yes": expected true or false');
    expect(settingsError({ allowAbsoluteUrls: 0 }).message).toBe(
      "Invalid allowAbsoluteUrls setting 0: expected true or false",
    );
  });

  it("accepts a UriExpander and a RouteParser instance, and no settings at all", () => {
    const config = new EndpointConfig({ expander: new Rfc6570Expander(), routeParser: new RouteParser() });
    expect(config.build("GET /orgs/{org}", { org: "o" }).url).toBe("https://api.github.com/orgs/o");
    expect(new EndpointConfig(undefined).build("GET /user").url).toBe("https://api.github.com/user");
  });
});
