import { endpoint } from "../../lib";
import { loose } from "../support/loose";

describe("endpoint() URL", () => {
  it("is absolute, with the base URL before a relative path", () => {
    expect(endpoint("GET /user").url).toBe("https://api.github.com/user");
  });

  it.each([
    ["https://ghe.example.com/api/v3", "/user"],
    ["https://ghe.example.com/api/v3/", "/user"],
    ["https://ghe.example.com/api/v3//", "/user"],
    ["https://ghe.example.com/api/v3", "user"],
  ])("joins %s and %s with exactly one slash", (baseUrl, path) => {
    expect(endpoint(`GET ${path}`, { baseUrl }).url).toBe("https://ghe.example.com/api/v3/user");
  });

  it("keeps the host of an absolute URL", () => {
    expect(endpoint("GET https://uploads.github.com/x", { baseUrl: "https://ghe.example.com" }).url).toBe(
      "https://uploads.github.com/x",
    );
    expect(endpoint("GET http://localhost:8080/x/:id", { id: 1 }).url).toBe("http://localhost:8080/x/1");
  });

  it("expands RFC 6570 levels 1 to 4 with every value kind", () => {
    const options = endpoint("GET /x/{a}{/path*}{?list,map*}{&flag,big}", {
      a: "hello world",
      path: ["p", "q"],
      list: ["red", "green"],
      map: { x: 1, y: "two" },
      flag: true,
      big: 12345678901234567890n,
    });
    expect(options.url).toBe(
      "https://api.github.com/x/hello%20world/p/q?list=red,green&x=1&y=two&flag=true&big=12345678901234567890",
    );
  });

  it("removes a trailing slash left by an empty or missing final expression", () => {
    expect(endpoint(loose("GET /repos/o/r/branches/{branch}")).url).toBe("https://api.github.com/repos/o/r/branches");
    expect(endpoint("GET /repos/o/r/branches{/branch}").url).toBe("https://api.github.com/repos/o/r/branches");
    expect(endpoint("GET /repos/o/r/branches/{branch}", { branch: "" }).url).toBe(
      "https://api.github.com/repos/o/r/branches",
    );
  });

  it("keeps a slash that comes from an encoded value", () => {
    expect(endpoint("GET /repos/o/r/git/ref/{ref}", { ref: "heads/" }).url).toBe(
      "https://api.github.com/repos/o/r/git/ref/heads%2F",
    );
  });

  it("percent-encodes literal characters a template may not contain instead of rejecting them", () => {
    expect(endpoint("GET /a b/ü/{x}", { x: 1 }).url).toBe("https://api.github.com/a%20b/%C3%BC/1");
    expect(endpoint("GET /a%20b/<c>").url).toBe("https://api.github.com/a%20b/%3Cc%3E");
  });
});
