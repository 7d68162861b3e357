import { RequestOptions } from "../../lib";
import { thrown } from "../support/thrown";

// What `new RequestOptions(init)` refuses, and what it keeps of `request`, each said exactly.
const init = { method: "get", url: "https://h.example/x", headers: { accept: "a" } };

describe("new RequestOptions(init) with an init that is not an object", () => {
  it.each<[unknown, string]>([
    [null, "null"],
    [undefined, "undefined"],
    ["get /x", '"get /x"'],
    [42, "42"],
  ])("refuses %p, naming it", (given, shown) => {
    const error = thrown(() => new RequestOptions(given as never));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe(`Invalid request options ${shown}: expected an object`);
  });
});

describe("new RequestOptions(init) with headers that are not an object", () => {
  it.each<[unknown, string]>([
    [null, "null"],
    [undefined, "undefined"],
    ["accept: a", '"accept: a"'],
  ])("refuses headers %p, naming them", (headers, shown) => {
    const error = thrown(() => new RequestOptions({ ...init, headers: headers as never }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe(`Invalid headers ${shown}: expected an object`);
  });

  it("names the constructor when reading the init throws", () => {
    const hostile = Object.defineProperty({ ...init }, "url", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    const error = thrown(() => new RequestOptions(hostile));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toMatch(/^new RequestOptions\(\) could not read its input: Error "boom"/);
  });
});

describe("new RequestOptions(init) and its request", () => {
  it("keeps a request that is already frozen as it is, and copies one that is not", () => {
    const frozen = Object.freeze({ timeout: 5 });
    expect(new RequestOptions({ ...init, request: frozen }).request).toBe(frozen);
    const open = { timeout: 5 };
    const kept = new RequestOptions({ ...init, request: open }).request;
    expect(kept).not.toBe(open);
    expect(kept).toEqual(open);
    expect(Object.isFrozen(kept)).toBe(true);
  });

  it("keeps an undefined request undefined, never an empty object", () => {
    const options = new RequestOptions({ ...init, request: undefined });
    expect("request" in options).toBe(true);
    expect(options.request).toBeUndefined();
  });
});
