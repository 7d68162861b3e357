import { EndpointConfig, endpoint } from "../../lib";
import { loose } from "../support/loose";

describe("EndpointConfig strict mode", () => {
  const strict = new EndpointConfig({ strict: true });

  it("throws ERR_MISSING_PARAMETER naming a placeholder without a value", () => {
    expect(() => strict.build(loose("GET /repos/{owner}/{repo}"), { owner: "o" })).toThrow(
      expect.objectContaining({ code: "ERR_MISSING_PARAMETER", message: expect.stringContaining('"repo"') }),
    );
    expect(() => strict.build(loose("GET /repos/:owner"), { owner: null })).toThrow(
      expect.objectContaining({ code: "ERR_MISSING_PARAMETER" }),
    );
  });

  it("accepts values from defaults, and leaves optional forms optional", () => {
    expect(strict.with({ owner: "o" }).build("GET /repos/{owner}{/path}{?page}").url).toBe(
      "https://api.github.com/repos/o",
    );
    // An empty string in a path segment is now refused: spec/security/strict-means-present.spec.ts
  });

  it("is kept by with() and reaches the facade", () => {
    const facade = strict.with({ per_page: 1 }).toEndpoint();
    expect(() => facade(loose("GET /orgs/{org}"))).toThrow(expect.objectContaining({ code: "ERR_MISSING_PARAMETER" }));
    expect(() => facade.defaults({ a: 1 })(loose("GET /orgs/{org}"))).toThrow(
      expect.objectContaining({ code: "ERR_MISSING_PARAMETER" }),
    );
  });

  it("is off by default, for compatibility", () => {
    expect(endpoint(loose("GET /repos/{owner}/{repo}"), { owner: "o" }).url).toBe("https://api.github.com/repos/o");
  });
});

describe("EndpointConfig allowAbsoluteUrls: false", () => {
  const closed = new EndpointConfig({ allowAbsoluteUrls: false }).with({ headers: { authorization: "token secret" } });
  const refused = expect.objectContaining({ code: "ERR_ABSOLUTE_URL" });

  it("refuses an absolute route to another host", () => {
    expect(() => closed.build("GET https://evil.example/steal")).toThrow(refused);
    expect(() => closed.build("GET https://api.github.com.evil.example/x")).toThrow(refused);
  });

  it("refuses a parameter value that makes the URL absolute", () => {
    expect(() => closed.build("GET {+target}", { target: "https://evil.example/x" })).toThrow(refused);
  });

  it("refuses a per-call baseUrl pointing elsewhere", () => {
    expect(() => closed.build("GET /user", { baseUrl: "https://evil.example" })).toThrow(refused);
  });

  it("allows absolute URLs under the configured base URL, and relative ones", () => {
    expect(closed.build("GET https://api.github.com/user").url).toBe("https://api.github.com/user");
    expect(closed.build("GET /user").url).toBe("https://api.github.com/user");
    const enterprise = new EndpointConfig({ allowAbsoluteUrls: false }).with({
      baseUrl: "https://ghe.example/api/v3/",
    });
    expect(enterprise.build("GET https://ghe.example/api/v3/user").url).toBe("https://ghe.example/api/v3/user");
    expect(() => enterprise.build("GET https://ghe.example/other")).toThrow(refused);
  });

  it("is kept by with() and reaches the facade", () => {
    expect(() => closed.with({ a: 1 }).toEndpoint()("GET https://evil.example")).toThrow(refused);
  });

  it("is on by default, for compatibility", () => {
    expect(endpoint("GET https://uploads.github.com/x").url).toBe("https://uploads.github.com/x");
  });
});
