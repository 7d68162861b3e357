import { endpoint } from "../../lib";
import { ACCEPT, USER_AGENT } from "../support/user-agent";

describe("endpoint() headers", () => {
  it("sends the default accept and user-agent headers", () => {
    expect(endpoint("GET /").headers).toEqual({ accept: ACCEPT, "user-agent": USER_AGENT });
    expect(USER_AGENT).toMatch(/^restkit-endpoint\.js\/\d+\.\d+\.\d+/);
  });

  it("merges caller headers over the defaults case-insensitively and lowercases names", () => {
    const { headers } = endpoint("GET /", {
      headers: { Accept: "text/html", "User-Agent": "me/1", "X-GitHub-Api-Version": "2022-11-28" },
    });
    expect(headers).toEqual({ accept: "text/html", "user-agent": "me/1", "x-github-api-version": "2022-11-28" });
  });

  it("drops a header set to undefined instead of sending it", () => {
    const { headers } = endpoint("GET /", { headers: { "x-skip": undefined } });
    expect(headers).not.toHaveProperty("x-skip");
  });

  it("carries the authorization header unchanged, from a call or from defaults", () => {
    expect(endpoint("GET /user", { headers: { Authorization: "token abc" } }).headers.authorization).toBe("token abc");
    const authed = endpoint.defaults({ headers: { authorization: "token def" } });
    expect(authed("GET /user").headers.authorization).toBe("token def");
    expect(authed.defaults({ per_page: 1 })("GET /user").headers.authorization).toBe("token def");
  });

  it("returns a fresh headers object on every call", () => {
    const first = endpoint("GET /");
    first.headers.accept = "changed";
    expect(endpoint("GET /").headers.accept).toBe(ACCEPT);
    expect(endpoint.DEFAULTS.headers.accept).toBe(ACCEPT);
  });
});
