import { EndpointConfig, endpoint } from "../../lib";
import { deepFreeze, isDeeplyFrozen } from "../support/frozen";
import { loose } from "../support/loose";

describe("immutability", () => {
  const inputs = () =>
    deepFreeze({
      owner: "o",
      repo: "r",
      labels: ["a", "b"],
      nested: { deep: { list: [1, { x: 2 }] } },
      headers: { Authorization: "token t", "X-Num": 1 },
      mediaType: { previews: ["mercy"], format: "raw" },
      request: { retries: 2 },
    });

  it("takes deeply frozen inputs on every entry point without trying to change them", () => {
    const config = new EndpointConfig().with(inputs());
    expect(() => config.build(loose("POST /repos/{owner}/{repo}/issues"), inputs())).not.toThrow();
    expect(() => config.toEndpoint()("PUT /repos/{owner}/{repo}", inputs())).not.toThrow();
    expect(() => endpoint.defaults(inputs())("PATCH /x", inputs())).not.toThrow();
    expect(() => endpoint.parse(deepFreeze(endpoint.merge("DELETE /x", inputs())))).not.toThrow();
  });

  it("keeps configs, DEFAULTS and RequestOptions deeply frozen", () => {
    const config = new EndpointConfig().with({ ...inputs(), request: undefined });
    expect(Object.isFrozen(config)).toBe(true);
    expect(isDeeplyFrozen(config.defaults)).toBe(true);
    expect(isDeeplyFrozen(config.toEndpoint().DEFAULTS)).toBe(true);
    const built = config.build("POST /repos/{owner}/{repo}/issues", { title: "t", nested: { a: [1] } });
    expect(isDeeplyFrozen(built)).toBe(true);
  });

  it("returns results that share no mutable object with the defaults or each other", () => {
    const configured = endpoint.defaults({ headers: { a: "1" }, mediaType: { previews: ["p"] }, request: { r: 1 } });
    const first = configured("POST /x", { title: "t" });
    const second = configured("POST /x", { title: "t" });
    expect(first.headers).not.toBe(second.headers);
    expect(first.body).not.toBe(second.body);
    expect(first.request).not.toBe(second.request);
    expect(first.headers).not.toBe(configured.DEFAULTS.headers);
    expect(Object.isFrozen(first.headers) || Object.isFrozen(first.body) || Object.isFrozen(first.request)).toBe(false);
  });
});
