import { EndpointConfig, InvalidOptionsError, endpoint } from "../../lib";
import { loose } from "../support/loose";

const config = new EndpointConfig();

describe("merging method and url", () => {
  it("sets the method without touching the url, whatever the key order", () => {
    expect(endpoint.merge({ url: "/x", method: "POST" })).toMatchObject({ method: "POST", url: "/x" });
    expect(endpoint.merge({ method: "POST", url: "/x" })).toMatchObject({ method: "POST", url: "/x" });
    expect(endpoint.merge("/x", { method: "PUT" })).toMatchObject({ method: "PUT", url: "/x" });
  });
});

describe("request meta information", () => {
  it("merges one level deep over the defaults", () => {
    const withTimeout = config.with({ request: { timeout: 1, retries: 2 } });
    expect(withTimeout.build(loose("GET /x"), { request: { retries: 3, signal: "s" } }).request).toEqual({
      timeout: 1,
      retries: 3,
      signal: "s",
    });
  });

  it.each([
    [[], "an array"],
    [null, "null"],
    ["fast", '"fast"'],
  ])("refuses request %p", (request, shown) => {
    expect(() => config.build(loose("GET /x"), { request: request as never })).toThrow(
      new InvalidOptionsError(`Invalid request ${shown}: expected an object of request meta information`),
    );
  });
});

describe("header values", () => {
  it("keeps numbers and booleans as they are", () => {
    const { headers } = config.build(loose("GET /x"), { headers: { "X-Count": 1, "x-flag": false } });
    expect(headers["x-count"]).toBe(1);
    expect(headers["x-flag"]).toBe(false);
  });
});
