import { EndpointConfig, endpoint } from "../../lib";
import { loose } from "../support/loose";

// Five GitHub routes take a "url" body field (a webhook's target). octokit lets that key replace
// the route's URL, sending the PATCH and its authorization header to the webhook's host.
describe("a url parameter never redirects a route-string call", () => {
  const authorized = endpoint.defaults({ headers: { authorization: "token secret" } });

  it("goes to the body of PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", () => {
    const options = authorized("PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config", {
      owner: "o",
      repo: "r",
      hook_id: 1,
      url: "https://hooks.example/x",
      content_type: "json",
    });
    expect(options.url).toBe("https://api.github.com/repos/o/r/hooks/1/config");
    expect(options.body).toEqual({ url: "https://hooks.example/x", content_type: "json" });
  });

  it.each([
    "PATCH /orgs/{org}/hooks/{hook_id}/config",
    "PATCH /app/hook/config",
    "POST /orgs/{org}/private-registries",
    "PATCH /orgs/{org}/private-registries/{secret_name}",
  ])("stays on api.github.com for %s", (route) => {
    const options = authorized(loose(route), {
      org: "o",
      hook_id: 1,
      secret_name: "s",
      url: "https://hooks.example/x",
    });
    expect(options.url.startsWith("https://api.github.com/")).toBe(true);
    expect(options.body).toHaveProperty("url", "https://hooks.example/x");
  });

  it("goes to the query on GET", () => {
    expect(endpoint("GET /search", { url: "https://x.example/" }).url).toBe(
      "https://api.github.com/search?url=https%3A%2F%2Fx.example%2F",
    );
  });

  it("fills a {+url} placeholder of the route", () => {
    expect(endpoint(loose("GET {+url}"), { url: "https://uploads.github.com/x" }).url).toBe(
      "https://uploads.github.com/x",
    );
  });

  it("build(), endpoint() and parse(merge(x)) agree", () => {
    const config = new EndpointConfig();
    const args = [
      "PATCH /app/hook/config",
      { url: "https://hooks.example/x", headers: { "x-a": "1" }, mediaType: { format: "raw" } },
    ] as const;
    const expected = config.resolve(...args);
    expect(expected.url).toBe("https://api.github.com/app/hook/config");
    expect(expected.body).toEqual({ url: "https://hooks.example/x" });
    expect({ ...config.build(...args) }).toEqual(expected);
    expect(endpoint.parse(endpoint.merge(...args))).toEqual(expected);
  });

  it("leaves the options-object form and defaults({ url }) as they were", () => {
    expect(endpoint({ method: "PATCH", url: "/app/hook/config", content_type: "json" }).url).toBe(
      "https://api.github.com/app/hook/config",
    );
    expect(endpoint.defaults({ url: "/user" })("GET /app").url).toBe("https://api.github.com/app");
  });
});
