// Issue 41, item 3: every client of docs/clients.md, used exactly as that guide shows it, sends an
// OAuth 2 token request, a nested Stripe-style form and multipart bodies to a local node:http
// server, which must read the parameters back: a form through qs (as Express's extended parser,
// Rails and PHP read bracketed names), a multipart body through the WHATWG formData() parser.
import { execFile } from "node:child_process";
import { request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import axios from "axios";
import { parse } from "qs";
import { endpoint, toCurl, toFetchArgs, type RequestOptionsInit } from "../../lib";
import { startRecordingServer, type ReceivedRequest, type RecordingServer } from "./recording-server";

const run = promisify(execFile);
const FORM = "application/x-www-form-urlencoded";
const MULTIPART = "multipart/form-data";

// Every byte, led by what a multipart parser looks for: NUL, 0xff, and CR LF "--" as a boundary line starts.
const BYTES = [0x00, 0xff, 0x0d, 0x0a, 0x2d, 0x2d, ...Array.from({ length: 256 }, (_, byte) => byte)];

/** A file part as the server reads it. */
interface ReadFile {
  name: string;
  type: string;
  bytes: number[];
}

/**
 * A request of this spec, as JSON so that send-with-got-and-ky.mjs builds it the same way: the
 * route, its parameters and headers, and a File parameter made of `file`.
 */
interface FormCase {
  route: string;
  parameters: Record<string, unknown>;
  headers: Record<string, string>;
  file?: { field: string } & ReadFile;
  /** What the server must read: the parameters with scalars as text, or the multipart entries. */
  expected: { form: Record<string, unknown> } | { multipart: Array<[string, string | ReadFile]> };
}

const cases: Record<string, FormCase> = {
  "an OAuth 2 token request (RFC 6749 4.1.3)": {
    route: "POST /login/oauth/access_token",
    parameters: { client_id: "Iv1.8a61f9b3a7aba766", client_secret: "s3/cr+et= &%ü", code: "a b&c=d" },
    headers: { "content-type": FORM },
    expected: { form: { client_id: "Iv1.8a61f9b3a7aba766", client_secret: "s3/cr+et= &%ü", code: "a b&c=d" } },
  },
  "a nested Stripe-style form": {
    route: "POST /v1/subscriptions",
    parameters: {
      metadata: { order_id: "6735" },
      expand: ["default_source"],
      items: [{ price: "price_1", quantity: 2 }],
    },
    headers: { "content-type": FORM },
    expected: {
      form: {
        metadata: { order_id: "6735" },
        expand: ["default_source"],
        items: [{ price: "price_1", quantity: "2" }],
      },
    },
  },
  "a multipart upload with a file part": {
    route: "POST /upload",
    parameters: { title: "t" },
    headers: { "content-type": MULTIPART },
    file: { field: "file", name: "a.bin", type: "application/octet-stream", bytes: BYTES },
    expected: {
      multipart: [
        ["title", "t"],
        ["file", { name: "a.bin", type: "application/octet-stream", bytes: BYTES }],
      ],
    },
  },
  "a multipart form of text fields": {
    route: "POST /profile",
    parameters: { title: "t ü 😀 & =", tags: ["a", "b"], meta: { size: 14 } },
    headers: { "content-type": MULTIPART },
    expected: {
      multipart: [
        ["title", "t ü 😀 & ="],
        ["tags[]", "a"],
        ["tags[]", "b"],
        ["meta[size]", "14"],
      ],
    },
  },
};
const FILE_CASE = "a multipart upload with a file part";

function build({ route, parameters, headers, file }: FormCase, baseUrl: string): RequestOptionsInit {
  const files = file && { [file.field]: new File([new Uint8Array(file.bytes)], file.name, { type: file.type }) };
  return endpoint(route, { baseUrl, ...parameters, ...files, headers });
}

type Send = (testCase: FormCase, origin: string) => Promise<void>;

// The options built here, from lib/, and sent by the recipe of docs/clients.md.
const built =
  (send: (options: RequestOptionsInit) => Promise<void>): Send =>
  (testCase, origin) =>
    send(build(testCase, origin));

// got and ky are ES modules only: they run in Node beside Jest, with the built package.
const script = join(__dirname, "send-with-got-and-ky.mjs");
const inNode =
  (client: "got" | "ky"): Send =>
  async ({ route, parameters, headers, file }, origin) => {
    const testCase = JSON.stringify({ route, parameters, headers, file });
    const { stdout } = await run(process.execPath, [script, client, origin, testCase]);
    expect(stdout.trim()).toBe("sent");
  };

const clients: Record<string, Send> = {
  "fetch via toFetchArgs": built(async (options) => {
    const response = await fetch(...toFetchArgs(options));
    await response.arrayBuffer();
  }),
  "node:http": built(async (options) => {
    let { headers, body } = options;
    if (body instanceof FormData) {
      // A multipart body: its bytes, and its content-type with the boundary, as fetch writes them.
      const encoded = new Response(body);
      headers = { ...headers, "content-type": encoded.headers.get("content-type")! };
      body = new Uint8Array(await encoded.arrayBuffer());
    }
    await new Promise((resolve, reject) => {
      const outgoing = httpRequest(
        options.url,
        { method: options.method, headers: headers as OutgoingHttpHeaders },
        (response) => response.resume().on("end", resolve),
      );
      outgoing.on("error", reject);
      if (body === undefined) outgoing.end();
      else outgoing.end(typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body));
    });
  }),
  axios: built(async ({ method, url, headers, body }) => {
    await axios({
      method,
      url,
      // axios labels a body without content-type (the empty PUT body) as a form; false means "none".
      // A FormData is the exception: false would keep axios from writing multipart and its boundary.
      headers: body instanceof FormData ? headers : { "content-type": false, ...headers },
      data:
        body instanceof Uint8Array && !Buffer.isBuffer(body)
          ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
          : body,
      // Not in the recipe: no proxy from the environment for a server on 127.0.0.1.
      proxy: false,
    });
  }),
  "curl running toCurl's command": built(async (options) => {
    await run("/bin/sh", ["-c", `${toCurl(options)} --silent --show-error --output /dev/null`]);
  }),
  "got 14": inNode("got"),
  "ky 1": inNode("ky"),
};
const CURL = "curl running toCurl's command";

// qs with its defaults: nothing here is deeper than 5 names or longer than 20 items.
async function expectRead(received: ReceivedRequest, options: RequestOptionsInit, testCase: FormCase): Promise<void> {
  expect(received.method).toBe("POST");
  expect(received.target).toBe(new URL(options.url).pathname);
  for (const [name, value] of Object.entries(options.headers)) {
    expect([name, received.headers[name]]).toEqual([name, String(value)]);
  }
  const type = received.headers["content-type"] ?? "";
  if ("form" in testCase.expected) {
    expect(type).toBe(FORM);
    // The text built, byte for byte (for got and ky: built by the package as npm run build made it).
    expect(received.body.toString("utf8")).toBe(options.body);
    expect(parse(received.body.toString("utf8"))).toEqual(testCase.expected.form);
  } else {
    expect(type).toMatch(/^multipart\/form-data; ?boundary=\S/);
    const form = await new Response(new Uint8Array(received.body), { headers: { "content-type": type } }).formData();
    const entries = await Promise.all(
      [...form].map(async ([name, value]) => [
        name,
        typeof value === "string"
          ? value
          : { name: value.name, type: value.type, bytes: [...new Uint8Array(await value.arrayBuffer())] },
      ]),
    );
    expect(entries).toEqual(testCase.expected.multipart);
  }
}

describe.each(Object.entries(clients))("%s, as docs/clients.md shows it", (client, send) => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  // toCurl cannot write a file part (a Blob is read asynchronously); see below.
  const sent = Object.entries(cases).filter(([name]) => client !== CURL || name !== FILE_CASE);
  it.each(sent)("sends %s that the server reads back as the parameters", async (_name, testCase) => {
    const before = server.received.length;
    await send(testCase, server.origin);
    expect(server.received).toHaveLength(before + 1);
    await expectRead(server.received[before]!, build(testCase, server.origin), testCase);
  });
});

describe("toCurl and a multipart file part", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  it("refuses it with ERR_INVALID_PARAMETER, as docs/clients.md says, before anything is sent", () => {
    const options = build(cases[FILE_CASE]!, server.origin);
    expect(() => toCurl(options)).toThrow(
      expect.objectContaining({
        code: "ERR_INVALID_PARAMETER",
        message: expect.stringMatching(/toCurl\(\) cannot write this body: the FormData entry "file" is a file/),
      }),
    );
    expect(server.received).toHaveLength(0);
  });

  it("sends it with curl's own -F added to the command of the other fields, as docs/clients.md says", async () => {
    const { file, ...withoutFile } = cases[FILE_CASE]!;
    const dir = mkdtempSync(join(tmpdir(), "form-clients-"));
    writeFileSync(join(dir, "a.bin"), new Uint8Array(file!.bytes));
    try {
      const command = `${toCurl(build(withoutFile, server.origin))} -F 'file=@a.bin;type=application/octet-stream'`;
      await run("/bin/sh", ["-c", `${command} --silent --show-error --output /dev/null`], { cwd: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(server.received).toHaveLength(1);
    await expectRead(server.received[0]!, build(cases[FILE_CASE]!, server.origin), cases[FILE_CASE]!);
  });
});
