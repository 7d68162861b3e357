import { endpoint } from "../../lib";
import { loose } from "../support/loose";

describe("endpoint() parameter placement", () => {
  it("fills URL placeholders first, and they never reach the query or body", () => {
    const options = endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "Bug" });
    expect(options.url).toBe("https://api.github.com/repos/o/r/issues");
    expect(options.body).toEqual({ title: "Bug" });
  });

  it.each(["GET", "HEAD", "OPTIONS", "TRACE"])("puts the other parameters in the query for %s", (method) => {
    const options = endpoint(`${method} /repos/{owner}/{repo}/issues`, {
      owner: "o",
      repo: "r",
      state: "open",
      page: 2,
    });
    expect(options.url).toBe("https://api.github.com/repos/o/r/issues?state=open&page=2");
    expect(options).not.toHaveProperty("body");
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("puts the other parameters in the JSON body for %s", (method) => {
    const options = endpoint(`${method} /repos/{owner}/{repo}`, { owner: "o", repo: "r", name: "n", private: true });
    expect(options.url).toBe("https://api.github.com/repos/o/r");
    expect(options.body).toEqual({ name: "n", private: true });
    expect(options.headers["content-type"]).toBe("application/json; charset=utf-8");
  });

  it("drops undefined everywhere", () => {
    expect(endpoint(loose("GET /x/{a}"), { a: undefined, b: undefined }).url).toBe("https://api.github.com/x");
    expect(endpoint("POST /x", { a: undefined, b: 1 }).body).toEqual({ b: 1 });
    expect(endpoint("POST /x", { a: undefined })).not.toHaveProperty("body");
  });

  it("drops null from the URL and the query but keeps it in a body", () => {
    expect(endpoint(loose("GET /x/{a}"), { a: null, b: null, c: 1 }).url).toBe("https://api.github.com/x?c=1");
    expect(endpoint("PATCH /x", { milestone: null }).body).toEqual({ milestone: null });
  });

  describe("query string", () => {
    it("percent-encodes names and values like encodeURIComponent", () => {
      expect(endpoint("GET /x", { "a b": "c&d=e/f", ü: "ö" }).url).toBe(
        "https://api.github.com/x?a%20b=c%26d%3De%2Ff&%C3%BC=%C3%B6",
      );
    });

    it("appends with & when the URL already has a query", () => {
      expect(endpoint("GET /x?fixed=1", { page: 2 }).url).toBe("https://api.github.com/x?fixed=1&page=2");
      expect(endpoint("GET /x{?a}", { a: 1, b: 2 }).url).toBe("https://api.github.com/x?a=1&b=2");
    });

    it("joins arrays with commas, encoding each item", () => {
      expect(endpoint("GET /x", { labels: ["bug", "help wanted", "a,b"] }).url).toBe(
        "https://api.github.com/x?labels=bug,help%20wanted,a%2Cb",
      );
    });

    it("keeps the + between the terms of q (GitHub search syntax)", () => {
      expect(endpoint("GET /search/issues", { q: "is:open+label:bug fix+repo:a/b" }).url).toBe(
        "https://api.github.com/search/issues?q=is%3Aopen+label%3Abug%20fix+repo%3Aa%2Fb",
      );
    });

    it("writes numbers, booleans and bigints as text", () => {
      expect(endpoint("GET /x", { a: 1.5, b: false, c: 10n }).url).toBe("https://api.github.com/x?a=1.5&b=false&c=10");
    });
  });

  describe("body", () => {
    it("uses data as the body, exactly as given, instead of the parameters", () => {
      const data = new Uint8Array([1, 2, 3]);
      const options = endpoint("POST /x", { data, ignored: "by the body" });
      expect(options.body).toBe(data);
    });

    it("keeps a caller's content-type", () => {
      const type = "application/merge-patch+json";
      expect(endpoint("POST /x", { a: 1, headers: { "Content-Type": type } }).headers["content-type"]).toBe(type);
      expect(
        endpoint("POST /x", { data: "a", headers: { "Content-Type": "text/plain" } }).headers["content-type"],
      ).toBe("text/plain");
    });

    it("refuses a parameters body under a content-type that is no JSON, form or multipart (issue 41)", () => {
      expect(() => endpoint("POST /x", { a: 1, headers: { "Content-Type": "text/plain" } })).toThrow(
        /cannot be sent as "text\/plain"/,
      );
    });

    it("gives PUT and PATCH without a body an empty string body and no content-type", () => {
      for (const method of ["PUT", "PATCH"]) {
        const options = endpoint(`${method} /user/starred/{owner}/{repo}`, { owner: "o", repo: "r" });
        expect(options.body).toBe("");
        expect(options.headers).not.toHaveProperty("content-type");
      }
    });

    it("leaves POST and DELETE without parameters bodiless", () => {
      expect(endpoint("POST /x")).not.toHaveProperty("body");
      expect(endpoint("DELETE /x")).not.toHaveProperty("body");
    });

    it("has no request key unless one was given", () => {
      expect(endpoint("GET /x")).not.toHaveProperty("request");
    });
  });
});
