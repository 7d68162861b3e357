import { EndpointConfig, endpoint, type EndpointOptions } from "../../lib";
import { loose } from "../support/loose";

const hostile = () =>
  JSON.parse(`{
    "__proto__": { "polluted": "yes", "authorization": "token stolen" },
    "constructor": "c",
    "prototype": "p",
    "headers": { "__proto__": { "x-polluted": "yes" }, "x-ok": "1" },
    "mediaType": { "__proto__": { "format": "raw", "previews": ["evil"] } },
    "org": "acme"
  }`) as Record<string, unknown>;

describe("prototype pollution", () => {
  afterEach(() => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty("polluted");
  });

  it("ignores __proto__ keys from parsed JSON in call options; constructor and prototype are plain parameters", () => {
    expect(endpoint(loose("GET /orgs/{org}"), hostile()).url).toBe(
      "https://api.github.com/orgs/acme?constructor=c&prototype=p",
    );
  });

  it("never makes headers or mediaType inherit from a hostile prototype", () => {
    const { headers } = endpoint("GET /", hostile());
    expect(Object.getPrototypeOf(headers)).toBe(Object.prototype);
    expect(headers).not.toHaveProperty("x-polluted");
    expect(headers).not.toHaveProperty("authorization");
    expect(headers["x-ok"]).toBe("1");
    expect(headers.accept).toBe("application/vnd.github.v3+json");
  });

  it("keeps hostile defaults out of DEFAULTS and Object.prototype", () => {
    const configured = endpoint.defaults(hostile());
    expect(Object.getPrototypeOf(configured.DEFAULTS)).toBe(Object.prototype);
    expect(configured.DEFAULTS).not.toHaveProperty("polluted");
    expect(configured.DEFAULTS.headers).not.toHaveProperty("x-polluted");
    expect(configured.DEFAULTS.mediaType).toEqual({ format: "", previews: [] });
    expect(new EndpointConfig().with(hostile()).build("GET /").headers).not.toHaveProperty("authorization");
  });

  it("reads only own enumerable keys", () => {
    const inherited = Object.create({
      headers: { authorization: "token inherited" },
      org: "inherited",
    }) as EndpointOptions;
    expect(endpoint("GET /orgs{/org}", inherited)).toEqual(endpoint("GET /orgs{/org}"));
    const mediaType = Object.create({ format: "raw", previews: ["evil"] }) as object;
    expect(endpoint("GET /", { mediaType }).headers.accept).toBe("application/vnd.github.v3+json");
  });

  it("keeps a nested __proto__ key as plain data in a built body", () => {
    const body = new EndpointConfig().build("POST /x", { payload: JSON.parse('{"__proto__": {"a": 1}}') }).body as {
      payload: object;
    };
    expect(Object.getPrototypeOf(body.payload)).toBe(Object.prototype);
    expect(Object.keys(body.payload)).toEqual(["__proto__"]);
  });
});
