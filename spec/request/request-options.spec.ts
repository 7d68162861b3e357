import { endpoint, EndpointConfig, InvalidParameterError, RequestOptions } from "../../lib";
import { loose } from "../support/loose";

const init = { method: "post", url: "https://api.github.com/x", headers: { accept: "a" } };

describe("RequestOptions without body or request", () => {
  it("has neither key, in itself or in toJSON()", () => {
    const options = new RequestOptions(init);
    expect("body" in options).toBe(false);
    expect("request" in options).toBe(false);
    expect(Object.keys(options)).toEqual(["method", "url", "headers"]);
    expect(Object.keys(options.toJSON())).toEqual(["method", "url", "headers"]);
  });

  it("has neither key when build() makes a GET without parameters", () => {
    const options = new EndpointConfig().build("GET /user");
    expect(Object.keys(options)).toEqual(["method", "url", "headers"]);
    expect(Object.keys(options.toJSON())).toEqual(["method", "url", "headers"]);
  });
});

describe("RequestOptions with body and request", () => {
  it("passes a given body through by default, freezes a copy of request, and toJSON() keeps them", () => {
    const body = { title: "Bug", labels: ["a"] };
    const request = { timeout: 5 };
    const options = new RequestOptions({ ...init, body, request });
    expect(options.body).toBe(body);
    // Changed expectation (issue 30 item 4: everything build() returns is frozen): request used to
    // be the caller's object itself; it is now a frozen copy, and the caller's stays unfrozen.
    expect(options.request).toEqual(request);
    expect(Object.isFrozen(options.request)).toBe(true);
    expect(Object.isFrozen(request)).toBe(false);
    expect(Object.isFrozen(body)).toBe(false);
    expect(options.toJSON()).toEqual({ ...init, body, request });
    expect(options.toJSON().body).toBe(body);
  });

  it("keeps a body or request that is undefined as a key, as given", () => {
    const options = new RequestOptions({ ...init, body: undefined, request: undefined });
    expect("body" in options).toBe(true);
    expect("request" in options).toBe(true);
  });

  it("freezes a copy of a body marked as built, never the caller's object", () => {
    const labels = ["a"];
    const body = { title: "Bug", labels };
    const options = new RequestOptions({ ...init, body }, true);
    expect(options.body).toEqual(body);
    expect(options.body).not.toBe(body);
    expect(Object.isFrozen(options.body)).toBe(true);
    expect(Object.isFrozen(body)).toBe(false);
    expect(Object.isFrozen(labels)).toBe(false);
  });

  it("still copies a built body after build() has frozen one of its own in place", () => {
    new EndpointConfig().build("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
    const body = { title: "Bug" };
    new RequestOptions({ ...init, body }, true);
    expect(Object.isFrozen(body)).toBe(false);
  });

  it("reports a circular body parameter as an invalid parameter", () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    for (const settings of [{}, { strict: true }]) {
      expect(() => new EndpointConfig(settings).build(loose("POST /x"), { a: loop })).toThrow(
        new InvalidParameterError("Invalid request body: it refers to itself (a circular structure)"),
      );
    }
  });
});

describe("request options without a body or request", () => {
  it("have no body or request key at all, not one holding undefined", () => {
    const options = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    expect(Object.keys(options)).toEqual(["method", "url", "headers"]);
    const built = new EndpointConfig().build("GET /repos/{owner}/{repo}", { owner: "o", repo: "r" });
    expect(Object.keys(built.toJSON())).toEqual(["method", "url", "headers"]);
  });

  it("with request meta information and no body have no body key", () => {
    const options = endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", request: { timeout: 1 } });
    expect(Object.keys(options)).toEqual(["method", "url", "headers", "request"]);
    const withRequest = endpoint.defaults({ request: { timeout: 1 } });
    expect(Object.keys(withRequest("GET /x"))).toEqual(["method", "url", "headers", "request"]);
  });
});
