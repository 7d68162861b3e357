import {
  EndpointConfig,
  InvalidOptionsError,
  MissingParameterError,
  Rfc6570Expander,
  type EndpointConfigSettings,
} from "../../lib";

class AcmeConfig extends EndpointConfig {
  override get vendor(): string {
    return "acme";
  }
  override get apiVersion(): string {
    return "v2";
  }
  override get defaultBaseUrl(): string {
    return "https://api.acme.test";
  }
}

describe("EndpointConfig subclasses for another vendor", () => {
  const acme = new AcmeConfig();

  it("use the vendor's default accept header and base URL", () => {
    const options = acme.build("GET /widgets");
    expect(options.url).toBe("https://api.acme.test/widgets");
    expect(options.headers.accept).toBe("application/vnd.acme.v2+json");
  });

  it("use the vendor in formats and previews", () => {
    expect(acme.build("GET /w", { mediaType: { format: "raw" } }).headers.accept).toBe("application/vnd.acme.v2.raw");
    expect(acme.build("GET /w", { mediaType: { previews: ["gizmo"] } }).headers.accept).toBe(
      "application/vnd.acme.gizmo-preview+json",
    );
  });

  it("follow the specification's query rule, not GitHub's: a + in q is a plus sign", () => {
    expect(acme.build("GET /search", { q: "c++ lang" }).url).toBe("https://api.acme.test/search?q=c%2B%2B%20lang");
    expect(new EndpointConfig().build("GET /search", { q: "c++ lang" }).url).toBe(
      "https://api.github.com/search?q=c++%20lang",
    );
  });

  it("stay the subclass through with() and keep their vendor in the facade", () => {
    const configured = acme.with({ per_page: 5 });
    expect(configured).toBeInstanceOf(AcmeConfig);
    expect(configured.toEndpoint()("GET /w").url).toBe("https://api.acme.test/w?per_page=5");
    expect(configured.toEndpoint().defaults({ a: 1 })("GET /w").headers.accept).toBe("application/vnd.acme.v2+json");
  });
});

describe("EndpointConfig subclasses that declare fields or a constructor of their own", () => {
  it("may declare public and #private class fields, kept through with() and frozen there", () => {
    class Labelled extends AcmeConfig {
      label = "acme";
      readonly #secret = "s";
      secret(): string {
        return this.#secret;
      }
    }
    const configured = new Labelled().with({ headers: { authorization: "token t" } });
    expect(configured.label).toBe("acme");
    expect(configured.secret()).toBe("s");
    expect(Object.isFrozen(configured)).toBe(true);
    expect(configured.build("GET /user").headers.authorization).toBe("token t");
  });

  it("refuse at the first with() a constructor that does not pass its settings on, naming the rule", () => {
    class Forgetful extends AcmeConfig {
      constructor() {
        super({ strict: false });
      }
    }
    const attempt = () => new Forgetful().with({ headers: { authorization: "token t" } });
    expect(attempt).toThrow(InvalidOptionsError);
    expect(attempt).toThrow(
      /Forgetful lost its defaults or settings in with\(\): its constructor must pass the settings/,
    );
  });

  it("accept a constructor that forwards what it is handed, with defaults of its own for a first instance", () => {
    class Strict extends AcmeConfig {
      constructor(settings: EndpointConfigSettings = { strict: true }) {
        super(settings);
      }
    }
    // @ts-expect-error -- the missing org is what strict mode must refuse at run time
    expect(() => new Strict().with({}).build("GET /orgs/{org}")).toThrow(MissingParameterError);
  });

  it("accept a constructor that spreads what it is handed over settings of its own, keeping every default", () => {
    class Spreading extends AcmeConfig {
      constructor(settings: EndpointConfigSettings = {}) {
        super({ strict: true, ...settings });
      }
    }
    const configured = new Spreading().with({ headers: { authorization: "token t" } }).with({ org: "acme" });
    const options = configured.build("GET /orgs/{org}");
    expect(options.url).toBe("https://api.acme.test/orgs/acme");
    expect(options.headers.authorization).toBe("token t");
    // @ts-expect-error -- the missing owner is what strict mode must refuse at run time
    expect(() => configured.build("GET /repos/{owner}")).toThrow(MissingParameterError);
  });

  it("keep their defaults through with() when the constructor makes another config before super()", () => {
    class Probing extends AcmeConfig {
      readonly probeAccept: unknown;
      constructor(settings: EndpointConfigSettings = {}) {
        const probe = new EndpointConfig().with({ headers: { authorization: "token other" } });
        super(settings);
        this.probeAccept = probe.build("GET /user").headers.accept;
      }
    }
    const configured = new Probing().with({ headers: { authorization: "token t" } }).with({ org: "acme" });
    expect(configured).toBeInstanceOf(Probing);
    expect(configured.probeAccept).toBe("application/vnd.github.v3+json");
    const options = configured.build("GET /orgs/{org}");
    expect(options.url).toBe("https://api.acme.test/orgs/acme");
    expect(options.headers.authorization).toBe("token t");
  });

  it("refuse at the first with() a constructor that replaces a setting it was handed, naming the rule", () => {
    class Replacing extends AcmeConfig {
      constructor(settings: EndpointConfigSettings = {}) {
        // A new expander for every config: the next one would not be the one the user chose.
        super({ ...settings, expander: new Rfc6570Expander() });
      }
    }
    const attempt = () => new Replacing().with({ org: "acme" });
    expect(attempt).toThrow(InvalidOptionsError);
    expect(attempt).toThrow(/Replacing lost its defaults or settings in with\(\)/);
  });
});
