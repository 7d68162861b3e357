// Heap growth after many distinct templates: every cache a call fills must be bounded,
// so the heap after 300,000 never-repeated templates stays near where it started.
import { do_not_optimize as keep } from "mitata";

const MiB = 1024 * 1024;

function settledHeap() {
  for (let pass = 0; pass < 3; pass++) globalThis.gc();
  return process.memoryUsage().heapUsed;
}

/**
 * @param {(route: string, parameters: object) => unknown} call
 * @param {number} count distinct templates to send through `call`
 * @returns {number} MiB retained after a full collection
 */
export function heapGrowth(call, count) {
  if (typeof globalThis.gc !== "function") throw new Error("run node with --expose-gc for the heap figure");
  const parameters = { owner: "o", repo: "r", number: 7, page: 2 };
  const before = settledHeap();
  for (let index = 0; index < count; index++) {
    keep(call(`GET /repos/{owner}/{repo}/t${index}/:number{?page}`, parameters));
  }
  return (settledHeap() - before) / MiB;
}
