// `deno run --allow-net=127.0.0.1 probe.mjs ORIGIN AUTHORIZATION REQUESTS`, `bun probe.mjs …`: the ES module entry.
import * as library from "@restkit/endpoint";
import { scriptArguments, sendRequests } from "./send-requests.mjs";

await sendRequests(library, scriptArguments());
console.log("sent");
