// Real HTTP clients send the request options to a local server, which must receive exactly the
// method, path, query, headers and body that were built.
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import axios from "axios";
import { endpoint, toFetchArgs, type RequestOptionsInit } from "../../lib";
import { startRecordingServer, type RecordingServer } from "./recording-server";

type Send = (options: RequestOptionsInit) => Promise<void>;

// The body as bytes on the wire; JSON bodies are what JSON.stringify makes of them.
function bodyBytes(body: unknown): Buffer {
  if (body === undefined) return Buffer.alloc(0);
  if (typeof body === "string") return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  return Buffer.from(JSON.stringify(body));
}

const clients: Record<string, Send> = {
  "fetch (undici) via toFetchArgs": async (options) => {
    const response = await fetch(...toFetchArgs(options));
    await response.arrayBuffer();
  },
  "node:http request": (options) =>
    new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        options.url,
        { method: options.method, headers: options.headers as OutgoingHttpHeaders },
        (response) => response.resume().on("end", resolve),
      );
      outgoing.on("error", reject);
      if (options.body === undefined) outgoing.end();
      else outgoing.end(bodyBytes(options.body));
    }),
  axios: async (options) => {
    // axios takes the request options as they are and serialises a JSON body itself. Left to
    // itself it labels a body without a content-type (the empty body of a PUT) as a form;
    // `false` is axios's way to say "send no such header".
    // It also sends the whole underlying ArrayBuffer of a typed-array view, so a view becomes a
    // Buffer over just its bytes (docs/clients.md).
    const headers = { "content-type": false, ...options.headers };
    const { body } = options;
    const data =
      body instanceof Uint8Array && !Buffer.isBuffer(body)
        ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
        : body;
    await axios({ method: options.method, url: options.url, headers, data, proxy: false });
  },
};

interface Case {
  build(origin: string): RequestOptionsInit;
  method: string;
  target: string;
  check?(headers: Record<string, string | string[] | undefined>): void;
}

const cases: Record<string, Case> = {
  "GET with query": {
    build: (baseUrl) =>
      endpoint("GET /orgs/{org}/repos", { baseUrl, org: "octo kit", type: "private", per_page: 2, q: "a+b" }),
    method: "GET",
    target: "/orgs/octo%20kit/repos?type=private&per_page=2&q=a+b",
    check: (headers) => expect(headers["content-length"] ?? "0").toBe("0"),
  },
  "POST with JSON body": {
    build: (baseUrl) =>
      endpoint("POST /repos/{owner}/{repo}/issues", {
        baseUrl,
        owner: "o",
        repo: "r",
        title: "it's ünïcode",
        labels: ["bug"],
        milestone: null,
      }),
    method: "POST",
    target: "/repos/o/r/issues",
  },
  PATCH: {
    build: (baseUrl) =>
      endpoint("PATCH /repos/{owner}/{repo}", { baseUrl, owner: "o", repo: "r", description: "new", private: true }),
    method: "PATCH",
    target: "/repos/o/r",
  },
  "PUT with empty body": {
    build: (baseUrl) => endpoint("PUT /user/starred/{owner}/{repo}", { baseUrl, owner: "o", repo: "r" }),
    method: "PUT",
    target: "/user/starred/o/r",
    check: (headers) => {
      expect(headers["content-length"]).toBe("0");
      expect(headers["content-type"]).toBeUndefined();
    },
  },
  "raw data body": {
    build: (baseUrl) =>
      endpoint("POST /markdown/raw", {
        baseUrl,
        data: "# Hello\n\nit's *raw*",
        headers: { "content-type": "text/plain; charset=utf-8" },
      }),
    method: "POST",
    target: "/markdown/raw",
  },
  "upload-style URL and binary body": {
    build: (origin) =>
      endpoint(`POST ${origin}/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}`, {
        owner: "o",
        repo: "r",
        release_id: 42,
        name: "build 1.zip",
        label: "Build #1",
        // A view into a larger buffer: only its six bytes may be sent.
        data: new Uint8Array([0xee, 0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0xee]).subarray(1, 7),
        headers: { "content-type": "application/zip", "content-length": 6 },
      }),
    method: "POST",
    target: "/repos/o/r/releases/42/assets?name=build%201.zip&label=Build%20%231",
  },
  "authorization header": {
    build: (baseUrl) => endpoint.defaults({ baseUrl, headers: { authorization: "token s3cr3t" } })("GET /user"),
    method: "GET",
    target: "/user",
    check: (headers) => expect(headers["authorization"]).toBe("token s3cr3t"),
  },
};

describe.each(Object.entries(clients))("%s", (_client, send) => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it.each(Object.entries(cases))("%s reaches the server exactly as built", async (_name, testCase) => {
    const options = testCase.build(server.origin);
    const before = server.received.length;
    await send(options);
    expect(server.received).toHaveLength(before + 1);
    const received = server.received[before]!;

    expect(received.method).toBe(testCase.method);
    expect(received.target).toBe(testCase.target);
    for (const [name, value] of Object.entries(options.headers)) {
      expect([name, received.headers[name]]).toEqual([name, String(value)]);
    }
    expect(received.body.equals(bodyBytes(options.body))).toBe(true);
    if (options.body !== undefined && typeof options.body === "object" && !(options.body instanceof Uint8Array)) {
      expect(JSON.parse(received.body.toString("utf8"))).toEqual(options.body);
    }
    testCase.check?.(received.headers);
  });
});
