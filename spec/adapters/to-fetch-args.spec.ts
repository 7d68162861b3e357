import { Readable } from "node:stream";
import { endpoint, EndpointConfig, EndpointError, toFetchArgs } from "../../lib";
import { thrown } from "../support/thrown";

async function bytesOf(stream: unknown): Promise<number[]> {
  expect(stream).toBeInstanceOf(ReadableStream);
  const bytes: number[] = [];
  for await (const chunk of stream as ReadableStream<Uint8Array>) bytes.push(...chunk);
  return bytes;
}

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

  it("keeps a method written with capitals as it is: methods are case-sensitive (OpenAPI 3.2's own methods)", () => {
    const options = { method: "Link", url: "https://api.test/a", headers: {} };
    expect(toFetchArgs(options)[1].method).toBe("Link");
    expect(new Request(...toFetchArgs(options)).method).toBe("Link");
    expect(toFetchArgs({ ...options, method: "query" })[1].method).toBe("QUERY");
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

  it("passes forms, blobs and byte views through as they are, for fetch to encode", () => {
    for (const data of [
      new FormData(),
      new URLSearchParams("a=1"),
      new Blob(["x"]),
      new DataView(new ArrayBuffer(1)),
      new ArrayBuffer(2),
    ]) {
      const [, init] = toFetchArgs(endpoint("POST /upload", { data }));
      expect(init.body).toBe(data);
      expect(init).not.toHaveProperty("duplex");
    }
  });

  it("turns a Node Readable into a half-duplex ReadableStream of its bytes", async () => {
    const data = Readable.from([Buffer.from([0, 1]), Buffer.from("é")]);
    const [, init] = toFetchArgs(endpoint("POST /upload", { data }));
    expect((init as Record<string, unknown>)["duplex"]).toBe("half");
    expect(await bytesOf(init.body)).toEqual([0, 1, 0xc3, 0xa9]);
  });

  it("turns an async iterable of bytes or text into a ReadableStream, read only when fetch reads it", async () => {
    let started = false;
    // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as callers write them
    async function* chunks() {
      started = true;
      yield new Uint8Array([1, 2]);
      yield "é";
      yield new Uint16Array([0x0403]).buffer;
      yield new DataView(new Uint8Array([9, 8, 7]).buffer, 1, 1);
    }
    const [, init] = toFetchArgs({ method: "put", url: "https://x.test/", headers: {}, body: chunks() });
    expect(started).toBe(false);
    expect(await bytesOf(init.body)).toEqual([1, 2, 0xc3, 0xa9, 3, 4, 8]);
  });

  it("fails the stream with an EndpointError for a chunk that is not bytes or text", async () => {
    // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as callers write them
    async function* chunks() {
      yield { not: "bytes" };
    }
    const [, init] = toFetchArgs({ method: "put", url: "https://x.test/", headers: {}, body: chunks() });
    const failure = await bytesOf(init.body).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(EndpointError);
    expect(failure).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect((failure as Error).message).toMatch(/a stream chunk is a plain object, not bytes or text/);
  });

  it("refuses a body that is not plain data, at the top or inside, naming its type and key", () => {
    const top = thrown(() => toFetchArgs({ method: "post", url: "https://x.test/", headers: {}, body: new Set() }));
    expect(top).toBeInstanceOf(EndpointError);
    expect(top.message).toMatch(/an instance of Set/);
    const inside = thrown(() => toFetchArgs(endpoint("POST /x", { labels: { byName: new Map([["a", 1]]) } } as never)));
    expect(inside).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(inside.message).toMatch(/its key "byName" holds an instance of Map/);
    const fn = thrown(() => toFetchArgs({ method: "post", url: "https://x.test/", headers: {}, body: [() => 1] }));
    expect(fn.message).toMatch(/"0".*a function/);
  });

  it("serialises a Date and a Buffer inside JSON by their toJSON, as JSON.stringify does", () => {
    const body = { at: new Date(0), raw: Buffer.from("a") };
    const [, init] = toFetchArgs({ method: "post", url: "https://x.test/", headers: {}, body });
    expect(init.body).toBe(JSON.stringify(body));
  });
});

describe("toFetchArgs at its edges", () => {
  const post = (body: unknown) => toFetchArgs({ method: "post", url: "https://x.test/", headers: {}, body });

  it("leaves out a header whose value is undefined, rather than sending the text undefined", () => {
    const [, init] = toFetchArgs({ method: "get", url: "https://x.test/", headers: { a: "1", b: undefined } as never });
    expect(init.headers).toEqual({ a: "1" });
    expect(new Request("https://x.test/", init).headers.has("b")).toBe(false);
  });

  it("marks only streams half-duplex, and keeps a duplex the caller gave", () => {
    expect(post({ a: 1 })[1]).toEqual({ method: "POST", headers: {}, body: '{"a":1}' });
    expect(post("text")[1]).toEqual({ method: "POST", headers: {}, body: "text" });
    const stream = new ReadableStream();
    const [, init] = toFetchArgs({
      method: "post",
      url: "https://x.test/",
      headers: {},
      body: stream,
      request: { duplex: "full" },
    });
    expect((init as Record<string, unknown>)["duplex"]).toBe("full");
  });

  it("names the key of a symbol or a bigint inside JSON, the one thing wrong with the body", () => {
    expect(thrown(() => post({ s: Symbol("x") })).message).toBe(
      'The request body cannot be sent as JSON: its key "s" holds a symbol',
    );
    expect(thrown(() => post({ n: 1n })).message).toBe('The request body cannot be sent as JSON: its key "n" holds 1n');
  });

  it("names at most 60 characters of a long key", () => {
    const key = `${"k".repeat(60)}TAIL`;
    const message = thrown(() => post({ [key]: () => 1 })).message;
    expect(message).toContain(`"${"k".repeat(60)}"`);
    expect(message).not.toContain("TAIL");
  });

  it("reports a cycle, or a toJSON() that throws, as an EndpointError that says why", () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const circular = thrown(() => post(cycle));
    expect(circular).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(circular.message).toMatch(/^The request body cannot be sent as JSON: Converting circular structure/);
    const silent = thrown(() =>
      post({
        toJSON() {
          // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless toJSON() throws
          throw undefined;
        },
      }),
    );
    expect(silent).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(silent.message).toBe("The request body cannot be sent as JSON: its toJSON() threw");
    const long = thrown(() =>
      post({
        toJSON() {
          throw new Error(`${"x".repeat(200)}TAIL`);
        },
      }),
    );
    expect(long.message).toBe(`The request body cannot be sent as JSON: ${"x".repeat(200)}`);
  });

  it("stops reading an async iterable when fetch cancels the stream", async () => {
    let finished = false;
    // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as callers write them
    async function* endless() {
      try {
        for (;;) yield new Uint8Array([1]);
      } finally {
        finished = true;
      }
    }
    const [, init] = toFetchArgs({ method: "put", url: "https://x.test/", headers: {}, body: endless() });
    const reader = (init.body as ReadableStream<Uint8Array>).getReader();
    expect((await reader.read()).value).toEqual(new Uint8Array([1]));
    await reader.cancel("enough");
    expect(finished).toBe(true);
  });

  it("names what is wrong with request options that are not complete", () => {
    expect(thrown(() => toFetchArgs({ method: 42, url: "u", headers: {} } as never)).message).toMatch(/got method 42$/);
    expect(thrown(() => toFetchArgs({ method: "get", url: "u", headers: null } as never)).message).toMatch(
      /got headers null$/,
    );
    expect(thrown(() => toFetchArgs({ method: "get", url: "u", headers: "x" } as never)).message).toMatch(
      /got headers "x"$/,
    );
  });
});

describe("toFetchArgs with an async iterable body", () => {
  it("fails the stream naming a chunk of any kind that is not bytes or text, a function or null included", async () => {
    for (const [chunk, described] of [
      [() => 1, "a function"],
      [null, "null"],
      [5, "5"],
    ] as const) {
      // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as callers write them
      async function* chunks() {
        yield chunk;
      }
      const [, init] = toFetchArgs({ method: "put", url: "https://x.test/", headers: {}, body: chunks() });
      const failure = await bytesOf(init.body).catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect((failure as Error).message).toBe(
        `The request body cannot be sent: a stream chunk is ${described}, not bytes or text`,
      );
    }
  });
});
