// Issue 43, item 1: with() makes the next config with the class's own constructor. What a
// subclass constructor does with the settings it is handed, and what each public member says when
// its input cannot be read, judged through the public API (found by a mutation run).
import {
  EndpointConfig,
  EndpointError,
  InvalidOptionsError,
  RouteParser,
  VendorRules,
  type DefaultOptions,
  type EndpointConfigSettings,
} from "../../lib";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";

class Acme extends EndpointConfig {
  override get vendor(): string {
    return "acme";
  }
  override get defaultBaseUrl(): string {
    return "https://api.acme.test";
  }
}

// A Proxy whose every read throws: a hostile input in the place of options or settings.
const unreadable = () =>
  new Proxy(
    {},
    {
      get: () => {
        throw new TypeError("no reading");
      },
      ownKeys: () => {
        throw new TypeError("no keys");
      },
    },
  );

describe("with() and a subclass constructor", () => {
  // Each replacement differs from what the constructor is handed: a new object, or the opposite.
  it.each<[string, (settings: EndpointConfigSettings) => EndpointConfigSettings]>([
    ["routeParser", () => ({ routeParser: new RouteParser() })],
    ["strict", (settings) => ({ strict: settings.strict !== true })],
    ["allowAbsoluteUrls", (settings) => ({ allowAbsoluteUrls: settings.allowAbsoluteUrls === false })],
    ["trustedOrigins", () => ({ trustedOrigins: ["https://files.acme.test"] })],
  ])("refuses a constructor that replaces the %s it was handed, naming the rule", (_, own) => {
    class Replacing extends Acme {
      constructor(settings: EndpointConfigSettings = {}) {
        super({ ...settings, ...own(settings) });
      }
    }
    const error = thrown(() => new Replacing().with({ org: "acme" }));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toMatch(/^Replacing lost its defaults or settings in with\(\)/);
  });

  it("refuses a constructor that hands super() no settings object in with(), as any such settings", () => {
    class Nulling extends Acme {
      constructor(settings?: EndpointConfigSettings) {
        super(settings === undefined ? {} : (null as never));
      }
    }
    const error = thrown(() => new Nulling().with({ org: "acme" }));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toBe("Invalid EndpointConfig settings null: expected an object");
  });

  it("refuses a rules getter that answers no VendorRules, naming the class", () => {
    class Ruleless extends Acme {
      override get rules(): VendorRules {
        return {} as VendorRules;
      }
    }
    const error = thrown(() => new Ruleless());
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toBe("Invalid rules an object of Ruleless: expected VendorRules");
  });

  it("lets a vendor of its own without a base URL name GitHub's itself in with()", () => {
    // No defaultBaseUrl override: the getter answers GitHub's, which the vendor has not named.
    class Unnamed extends EndpointConfig {
      override get vendor(): string {
        return "acme";
      }
    }
    expect(() => new Unnamed().build("GET /widgets")).toThrow(InvalidOptionsError);
    const named = new Unnamed().with({ baseUrl: "https://api.github.com" });
    expect(named.build("GET /widgets").url).toBe("https://api.github.com/widgets");
  });
});

describe("what a member says when it cannot read its input", () => {
  it.each<[string, () => unknown]>([
    ["new EndpointConfig()", () => new EndpointConfig(unreadable())],
    ["with()", () => new EndpointConfig().with(unreadable())],
    ["merge()", () => new EndpointConfig().merge(loose("GET /user"), unreadable())],
    ["parse()", () => new EndpointConfig().parse(unreadable() as never)],
    ["endpoint()", () => new EndpointConfig().resolve(loose("GET /user"), unreadable())],
    ["build()", () => new EndpointConfig().build(loose("GET /user"), unreadable())],
  ])("%s names itself, with the original error as the cause", (member, call) => {
    const error = thrown(call);
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message.startsWith(`${member} could not read its input: TypeError`)).toBe(true);
    expect(error.cause).toBeInstanceOf(TypeError);
  });

  it("a RouteParser#parse() answer that is no object is named as such", () => {
    class BrokenParser extends RouteParser {
      override parse(): never {
        return null as never;
      }
    }
    const error = thrown(() => new EndpointConfig({ routeParser: new BrokenParser() }).build(loose("GET /user")));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe(
      "Invalid RouteParser#parse() answer null: expected an object with the route's method and url",
    );
  });
});

describe("merge() hands out containers of its own", () => {
  it("a request from the defaults can be changed, and the next merge does not see it", () => {
    const config = new EndpointConfig().with({ request: { retries: 2 } });
    const request = config.merge(loose("GET /user")).request as Record<string, unknown>;
    request.retries = 5;
    request.hook = "added";
    expect(config.merge(loose("GET /user")).request).toEqual({ retries: 2 });
    expect(config.defaults.request).toEqual({ retries: 2 });
  });
});

describe("a vendor's initial defaults without a mediaType", () => {
  it("start with no format, so the accept header is sent as the vendor wrote it", () => {
    const rules = new (class extends VendorRules {
      override initialDefaults(vendor: Parameters<VendorRules["initialDefaults"]>[0]): DefaultOptions {
        const defaults: Record<string, unknown> = { ...super.initialDefaults(vendor) };
        delete defaults.mediaType;
        return defaults as unknown as DefaultOptions;
      }
    })();
    class Plain extends Acme {
      override get rules(): VendorRules {
        return rules;
      }
    }
    const options = new Plain().build("GET /widgets");
    expect(options.headers.accept).toBe("application/vnd.acme.v3+json");
    expect(new Plain().merge("GET /widgets").mediaType.format).toBe("");
  });
});
