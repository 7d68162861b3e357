// Issue 54 (item 5): a vendor is a value, frozen like every other value the library returns, so
// that no code holding it can patch its rules for every config that shares it. A subclass's own
// instance is frozen by with(), as a config subclass's is: its constructor may set fields after
// super().
import { EndpointConfig, githubVendor, Vendor, type VendorInit } from "../../lib";
import { compileOpenAPI, OpenAPIVendor } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";

const ACME: VendorInit = { name: "acme", baseUrl: "https://api.acme.test" };

// Patches a rule by assignment (this module is strict mode), as code holding the vendor might.
function tamper(vendor: Vendor): void {
  (vendor as { resultMethod: (method: string) => string }).resultMethod = () => "TAMPERED";
}

describe("a Vendor is frozen", () => {
  it("when made by new Vendor(), with values or none", () => {
    expect(Object.isFrozen(new Vendor(ACME))).toBe(true);
    expect(Object.isFrozen(new Vendor())).toBe(true);
  });

  it("when made by with()", () => {
    expect(Object.isFrozen(new Vendor(ACME).with({ apiVersion: "v2" }))).toBe(true);
    expect(Object.isFrozen(githubVendor.with({ baseUrl: "https://ghe.example/api/v3" }))).toBe(true);
  });

  it("as GitHub's vendor, githubVendor", () => {
    expect(Object.isFrozen(githubVendor)).toBe(true);
  });

  it("refuses an assignment in strict mode, and keeps its rules and values", () => {
    const vendors = [new Vendor(ACME), new Vendor(ACME).with({ apiVersion: "v2" }), githubVendor];
    for (const vendor of vendors) {
      expect(() => tamper(vendor)).toThrow(TypeError);
      expect(() => Object.defineProperty(vendor, "baseUrl", { value: "https://evil.example" })).toThrow(TypeError);
      expect(vendor.resultMethod("get")).toBe("get");
      expect(new EndpointConfig({ vendor }).build("GET /widgets").url.startsWith("https://evil.example")).toBe(false);
    }
  });
});

describe("a subclass of Vendor", () => {
  // Sets a public and a private field after super(), as a subclass with values of its own does.
  class Tagged extends Vendor {
    readonly tag: string;
    readonly #shout: boolean;

    constructor(init: VendorInit = {}) {
      super(init);
      this.tag = "acme-tag";
      this.#shout = true;
    }

    override resultMethod(method: string): string {
      return this.#shout ? method.toUpperCase() : method;
    }
  }

  it("sets its own fields after super(), and with() makes a frozen one with them", () => {
    const tagged = new Tagged(ACME);
    expect([tagged.tag, tagged.resultMethod("get")]).toEqual(["acme-tag", "GET"]);
    const next = tagged.with({ apiVersion: "v2" });
    expect(next).toBeInstanceOf(Tagged);
    expect(Object.isFrozen(next)).toBe(true);
    expect(() => tamper(next)).toThrow(TypeError);
    expect([next.tag, next.apiVersion, next.resultMethod("get")]).toEqual(["acme-tag", "v2", "GET"]);
    expect(new EndpointConfig({ vendor: next }).build("GET /widgets").method).toBe("GET");
  });

  it("OpenAPIVendor: with() makes a frozen vendor that still serves the description's operations", () => {
    const operations = compileOpenAPI(
      smallDescription("Frozen", { "/pets/{id}": { get: { operationId: "getPet", responses: {} } } }),
    );
    const vendor = new OpenAPIVendor({ name: "frozen", baseUrl: "https://frozen.test", operations });
    const next = vendor.with({ baseUrl: "https://other.frozen.test" });
    expect(Object.isFrozen(next)).toBe(true);
    expect(next.operations).toEqual(vendor.operations);
    expect(new EndpointConfig({ vendor: next }).build("getPet", { id: 7 }).url).toBe(
      "https://other.frozen.test/pets/7",
    );
  });
});
