import { EndpointConfig } from "../../lib";
import { isDeeplyFrozen } from "../support/frozen";

describe("EndpointConfig#with", () => {
  it("returns a new config with the defaults cascaded", () => {
    const base = new EndpointConfig();
    const configured = base.with({ baseUrl: "https://ghe.example.com/api/v3" }).with({ org: "acme" });
    expect(configured).not.toBe(base);
    expect(configured.defaults).toMatchObject({ baseUrl: "https://ghe.example.com/api/v3", org: "acme" });
  });

  it("doesn't mutate the original", () => {
    const base = new EndpointConfig();
    const before = base.defaults;
    base.with({ org: "acme", headers: { a: "1" } });
    expect(base.defaults).toBe(before);
    expect(base.defaults).not.toHaveProperty("org");
  });

  it("keeps instances and their defaults deeply frozen", () => {
    const configured = new EndpointConfig().with({ list: [{ a: 1 }] });
    expect(Object.isFrozen(configured)).toBe(true);
    expect(isDeeplyFrozen(configured.defaults)).toBe(true);
  });

  it("shares structure it did not change (immer)", () => {
    const base = new EndpointConfig().with({ headers: { a: "1" } });
    expect(base.with({ org: "x" }).defaults.headers).toBe(base.defaults.headers);
  });
});
