import { validateHeaderName, validateHeaderValue } from "node:http";
import { toCurl, toFetchArgs, type AdapterInput } from "../../lib";
import { thrown } from "../support/thrown";

// The adapters take request options from anywhere, not only from build(): what they hand to
// fetch or write into a curl command must be a request the client sends as written. A method or
// a header that smuggles in a line of its own is refused with the library's own rules, before any
// client or shell sees it.
const ADAPTERS = { toFetchArgs, toCurl } as Record<string, (options: AdapterInput) => unknown>;
const sound: AdapterInput = { method: "get", url: "https://api.github.com/user", headers: { accept: "text/html" } };

describe.each(Object.entries(ADAPTERS))("%s refuses what no client may send", (_, adapter) => {
  it.each(["GET\r\nx-injected: 1", "GE T", ""])("the method %p", (method) => {
    expect(thrown(() => adapter({ ...sound, method }))).toMatchObject({ code: "ERR_INVALID_METHOD" });
  });

  it.each([
    ["x-a", "1\r\nx-injected: 1"],
    ["x-a", "1\u2028"],
    ["bad name", "1"],
    ["x-a:b", "1"],
  ])("the header %p: %p", (name, value) => {
    expect(() => {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    }).toThrow();
    expect(thrown(() => adapter({ ...sound, headers: { [name]: value } }))).toMatchObject({
      code: "ERR_INVALID_HEADER",
    });
  });

  it("takes sound options, and skips a header given as undefined", () => {
    expect(() => adapter({ ...sound, headers: { accept: "text/html", "x-skip": undefined as never } })).not.toThrow();
  });
});
