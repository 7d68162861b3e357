// The one rule for what a body is and which bodies get the JSON content-type (issue 29, item 4).
import { Readable } from "node:stream";
import { EndpointError } from "../../lib";
import { bodyContentType, bodyKind, JSON_CONTENT_TYPE } from "../../lib/vendors/body-kind";
import { thrown } from "../support/thrown";

class Widget {
  constructor(readonly id: number) {}
}
class Serialisable {
  toJSON() {
    return { kind: "serialisable" };
  }
}
// eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as callers write them
async function* chunks() {
  yield new Uint8Array([1, 2]);
}

describe("bodyKind and bodyContentType", () => {
  it("calls plain data JSON and gives it the JSON content-type", () => {
    const json = [{ a: 1 }, Object.create(null), [1, "two"], 3, true, null, new Date(0), new Serialisable()];
    for (const body of json) {
      expect(bodyKind(body)).toBe("json");
      expect(bodyContentType(body)).toBe("application/json; charset=utf-8");
    }
    expect(JSON_CONTENT_TYPE).toBe("application/json; charset=utf-8");
  });

  it("sends a string as it is, with the JSON content-type by default as octokit does", () => {
    expect(bodyKind("# title")).toBe("text");
    expect(bodyContentType("# title")).toBe(JSON_CONTENT_TYPE);
  });

  it("passes bytes, blobs, forms and streams through with no content-type of its own", () => {
    const form = new FormData();
    form.append("a", "1");
    const cases: [unknown, string][] = [
      [new ArrayBuffer(2), "bytes"],
      [new Uint8Array(2), "bytes"],
      [new Float64Array(1), "bytes"],
      [new DataView(new ArrayBuffer(1)), "bytes"],
      [Buffer.from("x"), "bytes"],
      [new Blob(["x"], { type: "text/plain" }), "blob"],
      [new File(["x"], "x.txt"), "blob"],
      [form, "form-data"],
      [new URLSearchParams("a=1"), "url-search-params"],
      [new ReadableStream(), "web-stream"],
      [Readable.from(["x"]), "async-iterable"],
      [chunks(), "async-iterable"],
    ];
    for (const [body, kind] of cases) {
      expect(bodyKind(body)).toBe(kind);
      expect(bodyContentType(body)).toBeUndefined();
    }
  });

  it("refuses what is not plain data with an EndpointError naming the body's type, never {}", () => {
    const cases: [unknown, RegExp][] = [
      [new Map([["a", 1]]), /an instance of Map/],
      [new Set([1]), /an instance of Set/],
      [new Widget(1), /an instance of Widget/],
      [() => 1, /a function/],
      [Symbol("s"), /a symbol/],
      [1n, /1n/],
    ];
    for (const [body, name] of cases) {
      const error = thrown(() => bodyContentType(body));
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toMatch(name);
      expect(error.message).toMatch(/^The request body cannot be sent:/);
    }
  });

  it("refuses a revoked proxy with an EndpointError, not the TypeError inspecting it throws", () => {
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    const error = thrown(() => bodyKind(proxy));
    expect(error).toBeInstanceOf(EndpointError);
    expect(error.message).toMatch(/it is an object that cannot be inspected/);
  });

  it("names an object without a prototype chain to Object without failing itself", () => {
    const bare = Object.create(Object.create(null) as object) as object;
    expect(thrown(() => bodyKind(bare)).message).toMatch(/it is an object,/);
  });
});
