import { endpoint, EndpointConfig, EndpointError, toFetchArgs } from "../../lib";

describe("toFetchArgs", () => {
  it("gives fetch the URL and an init with the method upper-cased and headers as strings", () => {
    const [url, init] = toFetchArgs(
      endpoint("PATCH /repos/{owner}/{repo}", { owner: "octokit", repo: "endpoint.js", description: "new" }),
    );
    expect(url).toBe("https://api.github.com/repos/octokit/endpoint.js");
    expect(init.method).toBe("PATCH");
    expect(init.headers).toEqual({
      accept: "application/vnd.github.v3+json",
      "user-agent": expect.stringMatching(/^restkit-endpoint\.js\//),
      "content-type": "application/json; charset=utf-8",
    });
    expect(init.body).toBe('{"description":"new"}');
  });

  it("accepts a frozen RequestOptions from EndpointConfig#build", () => {
    const options = new EndpointConfig().build("POST /markdown", { text: "**x**", mode: "gfm" });
    const [url, init] = toFetchArgs(options);
    expect(url).toBe("https://api.github.com/markdown");
    expect(init.method).toBe("POST");
    expect(JSON.parse(init.body as string)).toEqual({ text: "**x**", mode: "gfm" });
  });

  it("turns number and boolean header values into strings", () => {
    const [, init] = toFetchArgs({
      method: "get",
      url: "https://x.test/",
      headers: { "content-length": 0, "x-flag": true },
    });
    expect(init.headers).toEqual({ "content-length": "0", "x-flag": "true" });
  });

  it("passes string and binary bodies through untouched", () => {
    const text = toFetchArgs(
      endpoint("POST /markdown/raw", { data: "# title", headers: { "content-type": "text/plain" } }),
    );
    expect(text[1].body).toBe("# title");
    const bytes = new Uint8Array([0, 1, 2, 255]);
    const upload = toFetchArgs(
      endpoint("POST https://uploads.github.com/repos/o/r/releases/1/assets{?name}", {
        name: "a.bin",
        data: bytes,
        headers: { "content-type": "application/octet-stream" },
      }),
    );
    expect(upload[1].body).toBe(bytes);
  });

  it("sends an empty PUT body as zero bytes, so fetch adds no content-type of its own", () => {
    const [, init] = toFetchArgs(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(init.method).toBe("PUT");
    expect(init.body).toBeInstanceOf(Uint8Array);
    expect((init.body as Uint8Array).byteLength).toBe(0);
  });

  it("has no body when the request has none", () => {
    const [url, init] = toFetchArgs(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }));
    expect(url).toBe("https://api.github.com/orgs/octokit/repos?type=private");
    expect("body" in init).toBe(false);
  });

  it("carries fetch options from `request` into init and leaves other request keys out", () => {
    const controller = new AbortController();
    const dispatcher = { name: "proxy agent" };
    const [, init] = toFetchArgs(
      endpoint("GET /", {
        request: { signal: controller.signal, redirect: "manual", dispatcher, retries: 3, hook: () => 1 },
      }),
    );
    expect(init.signal).toBe(controller.signal);
    expect(init.redirect).toBe("manual");
    expect((init as Record<string, unknown>)["dispatcher"]).toBe(dispatcher);
    expect(init).not.toHaveProperty("retries");
    expect(init).not.toHaveProperty("hook");
  });

  it("marks a stream body half-duplex, as Node's fetch requires", () => {
    const stream = new ReadableStream({ start: (controller) => controller.close() });
    const [, init] = toFetchArgs(endpoint("POST /upload", { data: stream }));
    expect(init.body).toBe(stream);
    expect((init as Record<string, unknown>)["duplex"]).toBe("half");
  });

  it("rejects something that is not request options with an EndpointError naming it", () => {
    expect(() => toFetchArgs("GET /" as never)).toThrow(EndpointError);
    expect(() => toFetchArgs("GET /" as never)).toThrow(/toFetchArgs\(\) expects request options.*"GET \/"/);
    expect(() => toFetchArgs({ method: "get", headers: {} } as never)).toThrow(/url undefined/);
  });

  it("reports a body that cannot become JSON as an EndpointError", () => {
    const error = (() => {
      try {
        toFetchArgs({ method: "post", url: "https://x.test/", headers: {}, body: { n: 1n } });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(EndpointError);
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
  });
});
