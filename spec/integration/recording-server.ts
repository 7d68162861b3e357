// A local HTTP server that records exactly what arrives, for specs that send real requests.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  method: string;
  /** Path and query as sent on the request line. */
  target: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface RecordingServer {
  /** "http://127.0.0.1:<port>", the port chosen by the system. */
  readonly origin: string;
  /** Every request received so far, oldest first. */
  readonly received: ReceivedRequest[];
  /** Extra response headers, e.g. CORS for a browser page on another origin. */
  responseHeaders: Record<string, string>;
  close(): Promise<void>;
  /** Serves a fixed file at a path (for the browser spec's page and bundle). */
  serve(path: string, contentType: string, content: string | Buffer): void;
}

export async function startRecordingServer(): Promise<RecordingServer> {
  const received: ReceivedRequest[] = [];
  const files = new Map<string, { contentType: string; content: string | Buffer }>();
  const state = { responseHeaders: {} as Record<string, string> };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const file = request.method === "GET" ? files.get(request.url ?? "") : undefined;
      if (file) {
        response.writeHead(200, { "content-type": file.contentType, "cache-control": "no-store" });
        response.end(file.content);
        return;
      }
      if (request.method === "OPTIONS") {
        // CORS preflight: answer it but do not record it as the request under test.
        response.writeHead(204, state.responseHeaders);
        response.end();
        return;
      }
      received.push({
        method: request.method ?? "",
        target: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(200, { "content-type": "application/json", ...state.responseHeaders });
      response.end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    get responseHeaders() {
      return state.responseHeaders;
    },
    set responseHeaders(headers) {
      state.responseHeaders = headers;
    },
    serve: (path, contentType, content) => void files.set(path, { contentType, content }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
