import { EndpointConfig, endpoint } from "../../lib";

describe("the endpoint facade's helpers", () => {
  it.each(["DEFAULTS", "defaults", "merge", "parse"])("%s is an enumerable, read-only own property", (name) => {
    for (const facade of [endpoint, new EndpointConfig().toEndpoint(), endpoint.defaults({ org: "o" })]) {
      expect(Object.getOwnPropertyDescriptor(facade, name)).toMatchObject({
        enumerable: true,
        writable: false,
        configurable: true,
      });
      expect(Object.keys(facade)).toContain(name);
    }
  });

  it("cannot be replaced by assignment", () => {
    const facade = new EndpointConfig().toEndpoint();
    const before = Object.getOwnPropertyDescriptor(facade, "merge");
    expect(() => {
      (facade as { merge: unknown }).merge = () => ({});
    }).toThrow(TypeError);
    expect(Object.getOwnPropertyDescriptor(facade, "merge")).toEqual(before);
  });
});
