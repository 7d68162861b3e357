import { isReservedKey } from "../../lib/options/reserved-keys";

// Spec section 4.2: exactly these seven keys are options; every other key is a parameter.
describe("isReservedKey", () => {
  it("is true for exactly the seven reserved option keys", () => {
    for (const key of ["method", "url", "baseUrl", "headers", "mediaType", "data", "request"]) {
      expect(isReservedKey(key)).toBe(true);
    }
    for (const key of ["per_page", "owner", "Method", "URL", "baseurl", "__proto__", "constructor", ""]) {
      expect(isReservedKey(key)).toBe(false);
    }
  });
});
