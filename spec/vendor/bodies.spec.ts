// Issue 29 items 4 and 6: every kind of body, built by a vendor other than GitHub, sent through
// toFetchArgs and Node's fetch to a real node:http server on 127.0.0.1, arrives as given: the
// same bytes, and the content-type the library or fetch gives that kind.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import { EndpointError, toFetchArgs } from "../../lib";
import { startRecordingServer, type ReceivedRequest, type RecordingServer } from "../integration/recording-server";
import { thrown } from "../support/thrown";
import { Acme } from "./acme";

const JSON_TYPE = "application/json; charset=utf-8";
const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);

interface Case {
  /** The `data` to send (made anew for each run: streams are read once). */
  data: (file: string) => unknown;
  /** The bytes that must arrive. */
  body: Uint8Array | string;
  /** The content-type that must arrive: undefined for none. */
  contentType: string | RegExp | undefined;
}

const cases: Record<string, Case> = {
  "a plain object": {
    data: () => ({ name: "Rex", tags: ["a"] }),
    body: '{"name":"Rex","tags":["a"]}',
    contentType: JSON_TYPE,
  },
  "an array": { data: () => [1, "two", null], body: '[1,"two",null]', contentType: JSON_TYPE },
  "an object with toJSON (a Date)": {
    data: () => new Date(0),
    body: '"1970-01-01T00:00:00.000Z"',
    contentType: JSON_TYPE,
  },
  "a string": { data: () => "it's ünïcode", body: "it's ünïcode", contentType: JSON_TYPE },
  URLSearchParams: {
    data: () => new URLSearchParams({ name: "Rex é", status: "sold&gone" }),
    body: "name=Rex+%C3%A9&status=sold%26gone",
    contentType: "application/x-www-form-urlencoded;charset=UTF-8",
  },
  "a Blob": { data: () => new Blob([bytes], { type: "image/png" }), body: bytes, contentType: "image/png" },
  "a File": { data: () => new File([bytes], "rex.png", { type: "image/png" }), body: bytes, contentType: "image/png" },
  "an ArrayBuffer": { data: () => bytes.slice().buffer, body: bytes, contentType: undefined },
  "a Uint8Array view into a larger buffer": {
    data: () => new Uint8Array(bytes.slice().buffer, 16, 32),
    body: bytes.subarray(16, 48),
    contentType: undefined,
  },
  "a Uint16Array": {
    data: () => new Uint16Array([0x0201, 0x0403]),
    body: new Uint8Array([1, 2, 3, 4]),
    contentType: undefined,
  },
  "a DataView": {
    data: () => new DataView(bytes.slice().buffer, 250),
    body: bytes.subarray(250),
    contentType: undefined,
  },
  "a Buffer": { data: () => Buffer.from(bytes), body: bytes, contentType: undefined },
  "a web ReadableStream": {
    data: () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.subarray(0, 100));
          controller.enqueue(bytes.subarray(100));
          controller.close();
        },
      }),
    body: bytes,
    contentType: undefined,
  },
  "a Node Readable (fs.createReadStream)": {
    data: (file) => createReadStream(file),
    body: bytes,
    contentType: undefined,
  },
  "a Node Readable of text": {
    data: () => Readable.from(["it's ", "ünïcode"]),
    body: "it's ünïcode",
    contentType: undefined,
  },
  "an async iterable of bytes": {
    data: () =>
      (async function* () {
        for (let start = 0; start < 256; start += 64) {
          await Promise.resolve();
          yield bytes.subarray(start, start + 64);
        }
      })(),
    body: bytes,
    contentType: undefined,
  },
};

describe("a second vendor's bodies, sent by fetch to node:http", () => {
  let server: RecordingServer;
  let directory: string;
  let file: string;
  beforeAll(async () => {
    server = await startRecordingServer();
    directory = mkdtempSync(join(tmpdir(), "acme-bodies-"));
    file = join(directory, "rex.png");
    writeFileSync(file, bytes);
  });
  afterAll(async () => {
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  async function send(options: Parameters<typeof toFetchArgs>[0]): Promise<ReceivedRequest> {
    const before = server.received.length;
    const response = await fetch(...toFetchArgs(options));
    await response.arrayBuffer();
    expect(server.received.length).toBe(before + 1);
    return server.received[before]!;
  }

  const acme = () => new Acme().with({ baseUrl: server.origin, headers: { authorization: "Bearer acme-token" } });

  it.each(Object.entries(cases))(
    "%s arrives byte for byte, with its content-type",
    async (_, { data, body, contentType }) => {
      const received = await send(acme().build("POST /pet/{petId}/uploadImage", { petId: 7, data: data(file) }));
      expect(received.method).toBe("POST");
      expect(received.target).toBe("/pet/7/uploadImage");
      const expected =
        typeof body === "string" ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
      expect(received.body.equals(expected)).toBe(true);
      if (contentType === undefined) expect(received.headers).not.toHaveProperty("content-type");
      else
        expect(received.headers["content-type"]).toEqual(
          contentType instanceof RegExp ? expect.stringMatching(contentType) : contentType,
        );
      // The vendor's own headers, none of GitHub's.
      expect(received.headers["accept"]).toBe("application/vnd.acme.v2+json");
      expect(received.headers["user-agent"]).toBe("acme-cli/1.0");
      expect(received.headers["authorization"]).toBe("Bearer acme-token");
      // The file's path never travels: a stream is sent as its bytes, not as the JSON of the object.
      expect(received.body.includes(Buffer.from(directory))).toBe(false);
    },
  );

  it("sends a FormData as multipart with fetch's boundary, fields and file intact", async () => {
    const form = new FormData();
    form.append("additionalMetadata", "front view");
    form.append("file", new Blob([bytes], { type: "image/png" }), "rex.png");
    const received = await send(acme().build("POST /pet/{petId}/uploadImage", { petId: 7, data: form }));
    const type = received.headers["content-type"] ?? "";
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(received.body), { headers: { "content-type": type } }).formData();
    expect(parsed.get("additionalMetadata")).toBe("front view");
    const uploaded = parsed.get("file") as File;
    expect(uploaded.name).toBe("rex.png");
    expect(uploaded.type).toBe("image/png");
    expect(new Uint8Array(await uploaded.arrayBuffer())).toEqual(bytes);
  });

  it("sends parameters of a JSON operation as the JSON body, with the JSON content-type", async () => {
    const received = await send(acme().build("POST /pet", { id: 1, name: "Rex", photoUrls: ["a.png"] }));
    expect(JSON.parse(received.body.toString())).toEqual({ id: 1, name: "Rex", photoUrls: ["a.png"] });
    expect(received.headers["content-type"]).toBe(JSON_TYPE);
  });

  it("keeps the content-type the caller gives a string", async () => {
    const received = await send(
      acme().build("POST /pet/{petId}/uploadImage", {
        petId: 7,
        data: "# Rex",
        headers: { "content-type": "text/markdown" },
      }),
    );
    expect(received.body.toString()).toBe("# Rex");
    expect(received.headers["content-type"]).toBe("text/markdown");
  });

  it("refuses a Map, a Set and a class instance before anything is sent", () => {
    class Pet {
      name = "Rex";
    }
    const before = server.received.length;
    for (const data of [new Map([["name", "Rex"]]), new Set(["Rex"]), new Pet()]) {
      const error = thrown(() => acme().build("POST /pet/{petId}/uploadImage", { petId: 7, data }));
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toMatch(/an instance of (Map|Set|Pet)/);
    }
    expect(server.received.length).toBe(before);
  });
});
