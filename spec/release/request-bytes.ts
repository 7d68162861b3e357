import { toFetchArgs } from "../../lib";
import type { RequestCase } from "./request-cases";

// The default user-agents of both packages, whose versions a release changes.
const OWN_USER_AGENT = /^(restkit-(?:octokit-)?endpoint\.js)\/.*$/;

/** A body as recorded: text as it is, bytes and file parts in base64, a FormData as its entries. */
type RecordedBody =
  | { text: string }
  | { base64: string }
  | { formData: Array<{ name: string; value: string } | { name: string; file: string; type: string; base64: string }> };

/** What the client is handed for a call: method, URL, headers and the body's bytes. */
export interface RecordedRequest {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: RecordedBody;
}

const base64 = async (blob: Blob) => Buffer.from(await blob.arrayBuffer()).toString("base64");

async function recordBody(body: unknown): Promise<RecordedBody> {
  if (typeof body === "string") return { text: body };
  if (body instanceof URLSearchParams) return { text: body.toString() };
  if (body instanceof Uint8Array) return { base64: Buffer.from(body).toString("base64") };
  if (body instanceof Blob) return { base64: await base64(body) };
  if (body instanceof FormData) {
    const entries = [];
    for (const [name, value] of body.entries()) {
      entries.push(
        typeof value === "string"
          ? { name, value }
          : { name, file: value.name, type: value.type, base64: await base64(value) },
      );
    }
    return { formData: entries };
  }
  throw new Error(`the request-bytes snapshot has no form for this body: ${Object.prototype.toString.call(body)}`);
}

/**
 * The request `toFetchArgs` hands to fetch for a case, with the library's version in
 * `user-agent` masked (a release changes it, and nothing else may change with it).
 */
export async function recordRequest({ name, build }: RequestCase): Promise<RecordedRequest> {
  const [url, init] = toFetchArgs(build());
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(init.headers as Record<string, string>)) {
    headers[key] = key === "user-agent" ? value.replace(OWN_USER_AGENT, "$1/<version>") : value;
  }
  const recorded: RecordedRequest = { name, method: init.method as string, url, headers };
  if (init.body !== undefined) recorded.body = await recordBody(init.body);
  return recorded;
}
