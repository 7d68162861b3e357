import { EndpointConfig, InvalidHeaderError, endpoint } from "../../lib";

// A header value with CR or LF could smuggle in a header of its own, and NUL ends it early in
// some clients; a name that is not an HTTP token is no header at all. Defaults, per-call headers
// and both call paths refuse them, on every call (nothing about a bad header is remembered).
describe("header names and values that could not be sent as they are", () => {
  it.each([
    ["a carriage return", "1\rx-b: 2"],
    ["a line feed", "1\nx-b: 2"],
    ["a NUL", "1\0"],
  ])("refuses a value holding %s, in defaults and per call", (_what, value) => {
    for (const attempt of [1, 2]) {
      expect(() => endpoint.defaults({ headers: { "x-a": value } })).toThrow(InvalidHeaderError);
      expect(() => endpoint("GET /user", { headers: { "x-a": value }, attempt })).toThrow(
        'Invalid value for header "x-a": it contains CR, LF or NUL',
      );
    }
  });

  it.each(["x a", "x:a", "", "é", "x\r\n"])("refuses the name %p every time, even after valid names", (name) => {
    endpoint("GET /user", { headers: { "X-Valid": "1" } });
    for (const attempt of [1, 2]) {
      expect(() => new EndpointConfig().with({ headers: { [name]: "1" } })).toThrow(InvalidHeaderError);
      expect(() => endpoint("GET /user", { headers: { [name]: "1" }, attempt })).toThrow(
        `Invalid header name ${JSON.stringify(name)}`,
      );
    }
  });

  it("lowercases a name the same way every time it is seen", () => {
    for (const attempt of [1, 2]) {
      expect(endpoint("GET /user", { headers: { "X-Request-Id": String(attempt) } }).headers["x-request-id"]).toBe(
        String(attempt),
      );
    }
  });
});
