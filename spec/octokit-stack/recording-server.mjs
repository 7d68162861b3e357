// A small HTTP/1.1 server on `net` that records every request exactly as it arrived (request line,
// header lines in wire order, body bytes) and answers from a script. It parses the request line
// itself, so what it records is what the client sent, byte for byte, and like Node's `http`
// module (whose llhttp parser only knows upper-case methods) it refuses a request whose method is
// not upper case: fetch upper-cases GET, POST, PUT, DELETE and HEAD for its caller, never `patch`.
import { Buffer } from "node:buffer";
import { STATUS_CODES } from "node:http";
import { createServer } from "node:net";

const HEAD_END = Buffer.from("\r\n\r\n");

/**
 * @typedef {{ status?: number, headers?: Record<string, string>, json?: unknown, text?: string,
 *   bytes?: Buffer }} ScriptedResponse
 * @typedef {ScriptedResponse | ((request: RecordedRequest) => ScriptedResponse)} ScriptAnswer
 * @typedef {ScriptAnswer | ScriptAnswer[]} ScriptEntry
 * @typedef {{ requestLine: string, method: string, target: string, path: string,
 *   headers: Array<[string, string]>, body: string, bodyBase64?: string, refused?: string }} RecordedRequest
 */

/**
 * Starts the server on 127.0.0.1 (port 0: the system's choice). `script` maps a path (the target
 * without its query), or a method and a path (`"POST /repos/o/r/releases"`, asked first), to the
 * response, to a list of responses given in turn (the last one repeats), or to a function of the
 * recorded request. Unscripted paths get GitHub's 404.
 */
export async function startRecordingServer(port = 0) {
  /** @type {RecordedRequest[]} */
  let records = [];
  /** @type {Record<string, ScriptEntry>} */
  let script = {};
  /** @type {Map<string, number>} */
  let turns = new Map();
  const sockets = new Set();

  function answerFor(record) {
    const key = [`${record.method} ${record.path}`, record.path].find((name) => script[name] !== undefined);
    const entry = key === undefined ? undefined : script[key];
    if (entry === undefined) {
      return {
        status: 404,
        json: { message: "Not Found", documentation_url: "https://docs.github.com/rest", status: "404" },
      };
    }
    if (typeof entry === "function") return entry(record);
    if (!Array.isArray(entry)) return entry;
    const turn = turns.get(key) ?? 0;
    turns.set(key, turn + 1);
    const answer = entry[Math.min(turn, entry.length - 1)];
    return typeof answer === "function" ? answer(record) : answer;
  }

  function write(socket, method, answer, close) {
    const status = answer.status ?? 200;
    const headers = { ...answer.headers };
    let body = Buffer.alloc(0);
    if (answer.json !== undefined) {
      body = Buffer.from(JSON.stringify(answer.json));
      headers["content-type"] ??= "application/json; charset=utf-8";
    } else if (answer.text !== undefined) {
      body = Buffer.from(answer.text);
      headers["content-type"] ??= "text/plain; charset=utf-8";
    } else if (answer.bytes !== undefined) {
      body = answer.bytes;
      headers["content-type"] ??= "application/octet-stream";
    }
    const bodyless = method === "HEAD" || status === 204 || status === 205 || status === 304;
    if (status !== 204 && status !== 304) headers["content-length"] = String(body.length);
    if (close) headers.connection = "close";
    const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? "Unknown"}`];
    for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
    socket.write(
      Buffer.concat([Buffer.from(lines.join("\r\n") + "\r\n\r\n", "latin1"), bodyless ? Buffer.alloc(0) : body]),
    );
    if (close) socket.end();
  }

  // Reads one request from the front of `buffer`; returns null while it is incomplete.
  function take(buffer) {
    const headEnd = buffer.indexOf(HEAD_END);
    if (headEnd === -1) return null;
    const [requestLine, ...headerLines] = buffer.subarray(0, headEnd).toString("latin1").split("\r\n");
    const headers = headerLines.map((line) => {
      const colon = line.indexOf(":");
      return /** @type {[string, string]} */ ([line.slice(0, colon), line.slice(colon + 1).trim()]);
    });
    const header = (name) => headers.find(([key]) => key.toLowerCase() === name)?.[1];
    let offset = headEnd + HEAD_END.length;
    let body;
    if (/chunked/i.test(header("transfer-encoding") ?? "")) {
      const chunks = [];
      for (;;) {
        const lineEnd = buffer.indexOf("\r\n", offset);
        if (lineEnd === -1) return null;
        const size = parseInt(buffer.subarray(offset, lineEnd).toString("latin1"), 16);
        if (buffer.length < lineEnd + 2 + size + 2) return null;
        chunks.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
        offset = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(header("content-length") ?? 0);
      if (buffer.length < offset + length) return null;
      body = buffer.subarray(offset, offset + length);
      offset += length;
    }
    const [method = "", target = ""] = requestLine.split(" ");
    const path = target.replace(/^https?:\/\/[^/]*/, "").split("?")[0];
    const record = { requestLine, method, target, path, headers, body: body.toString("utf8") };
    // A body that is not UTF-8 text (a binary upload) is kept byte for byte as well.
    if (!Buffer.from(record.body, "utf8").equals(body)) record.bodyBase64 = body.toString("base64");
    return { rest: buffer.subarray(offset), record };
  }

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffer = Buffer.alloc(0);
    socket.on("data", (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      for (let taken = take(buffer); taken; taken = take(buffer)) {
        buffer = taken.rest;
        const { record } = taken;
        records.push(record);
        if (!/^[A-Z]+$/.test(record.method)) {
          // What Node's http server answers to a method its parser does not know.
          record.refused = "400 Bad Request: the method is not upper case";
          write(socket, record.method, { status: 400 }, true);
          return;
        }
        write(socket, record.method, answerFor(record), false);
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    /** Replaces the script and forgets the records and turns of the previous scenario. */
    reset(nextScript) {
      script = nextScript;
      records = [];
      turns = new Map();
    },
    /** The requests received since the last reset, oldest first. */
    records: () => records,
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
