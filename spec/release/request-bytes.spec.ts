import { join } from "node:path";
import { recordRequest } from "./request-bytes";
import { requestCases } from "./request-cases";
import { expectSnapshotFile } from "./snapshot-file";

// What a fixed set of calls builds, byte for byte as fetch is handed it: a change to any method,
// URL, header or body of them fails here until the snapshot is rewritten on purpose.
describe("the request-bytes snapshot", () => {
  it("is what spec/release/request-bytes.json records", async () => {
    const recorded = [];
    for (const requestCase of requestCases) recorded.push(await recordRequest(requestCase));
    expectSnapshotFile(join(__dirname, "request-bytes.json"), `${JSON.stringify(recorded, null, 2)}\n`);
  });

  it("names each case once, so that a difference points at one call", () => {
    const names = requestCases.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});
