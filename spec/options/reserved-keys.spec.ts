import { RESERVED_KEYS, isReservedKey } from "../../lib/options/reserved-keys";

// isReservedKey is the per-call path's fast copy of RESERVED_KEYS; the two must never drift.
describe("isReservedKey", () => {
  it("is true for exactly the keys of RESERVED_KEYS", () => {
    for (const key of RESERVED_KEYS) expect(isReservedKey(key)).toBe(true);
    expect(RESERVED_KEYS.size).toBe(7);
    for (const key of ["per_page", "owner", "Method", "URL", "__proto__", "constructor", ""]) {
      expect(isReservedKey(key)).toBe(RESERVED_KEYS.has(key));
    }
  });
});
