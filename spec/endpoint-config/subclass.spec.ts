import { EndpointConfig } from "../../lib";

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

  it("stay the subclass through with() and keep their vendor in the facade", () => {
    const configured = acme.with({ per_page: 5 });
    expect(configured).toBeInstanceOf(AcmeConfig);
    expect(configured.toEndpoint()("GET /w").url).toBe("https://api.acme.test/w?per_page=5");
    expect(configured.toEndpoint().defaults({ a: 1 })("GET /w").headers.accept).toBe("application/vnd.acme.v2+json");
  });
});
