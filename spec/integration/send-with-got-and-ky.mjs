// Run by Node for spec/integration/form-clients.spec.ts: got 14 and ky 1 are ES modules only,
// which Jest (CommonJS here) cannot load on Node 20. So they run here as a user runs them, with
// the built package (`npm test` builds before jest), each used as docs/clients.md shows it.
//
// Arguments: CLIENT ("got" or "ky"), ORIGIN, and a JSON case of the spec: { route, parameters,
// headers, file? }, where file is { field, name, type, bytes } and becomes a File parameter.
/* global Buffer, File, FormData -- Node's own, which eslint.config.mjs does not list for .mjs files */
import got from "got";
import ky from "ky";
import { endpoint, toFetchArgs } from "@restkit/endpoint";

const [client, origin, caseJson] = process.argv.slice(2);
const { route, parameters, headers, file } = JSON.parse(caseJson);
const files = file && { [file.field]: new File([new Uint8Array(file.bytes)], file.name, { type: file.type }) };
const options = endpoint(route, { baseUrl: origin, ...parameters, ...files, headers });

const clients = {
  // docs/clients.md, "got (Node)".
  got: async ({ method, url, headers, body }) => {
    await got(url, {
      method,
      headers,
      body:
        body === undefined || typeof body === "string" || body instanceof FormData
          ? body
          : body instanceof Uint8Array
            ? Buffer.from(body.buffer, body.byteOffset, body.byteLength)
            : JSON.stringify(body),
    });
  },
  // docs/clients.md, "ky (browsers, Deno, Bun, Node)".
  ky: async (options) => {
    await ky(...toFetchArgs(options)).json();
  },
};

await clients[client](options);
console.log("sent");
