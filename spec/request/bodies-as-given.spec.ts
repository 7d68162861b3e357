// Issue 29, item 4: a `data` body is sent as given, and only JSON data gets the JSON content-type.
import { Readable } from "node:stream";
import { endpoint, EndpointConfig, EndpointError } from "../../lib";
import { thrown } from "../support/thrown";

const JSON_TYPE = "application/json; charset=utf-8";

function passedThrough(): [string, () => unknown][] {
  return [
    ["FormData", () => new FormData()],
    ["URLSearchParams", () => new URLSearchParams("a=1")],
    ["Blob", () => new Blob(["x"], { type: "image/png" })],
    ["File", () => new File(["x"], "x.png", { type: "image/png" })],
    ["ArrayBuffer", () => new ArrayBuffer(3)],
    ["Uint8Array", () => new Uint8Array([1, 2, 3])],
    ["Buffer", () => Buffer.from("abc")],
    ["DataView", () => new DataView(new ArrayBuffer(2))],
    ["ReadableStream", () => new ReadableStream()],
    ["Node Readable", () => Readable.from([Buffer.from("x")])],
    [
      "async iterable",
      () =>
        // eslint-disable-next-line @typescript-eslint/require-await -- an async iterable as callers write them
        (async function* () {
          yield new Uint8Array([1]);
        })(),
    ],
  ];
}

describe("bodies as given", () => {
  it("gives plain data and strings the JSON content-type, as octokit does", () => {
    for (const data of [{ a: 1 }, [1, 2], "text", 0, false, null]) {
      const options = endpoint("POST /upload", { data });
      expect(options.body).toBe(data);
      expect(options.headers["content-type"]).toBe(JSON_TYPE);
    }
  });

  it("keeps the caller's content-type for a string", () => {
    const options = endpoint("POST /markdown/raw", { data: "# t", headers: { "content-type": "text/plain" } });
    expect(options.headers["content-type"]).toBe("text/plain");
  });

  it.each(passedThrough())("passes a %s through untouched, with no content-type from the library", (_, make) => {
    const data = make();
    const facade = endpoint("POST /upload", { data });
    expect(facade.body).toBe(data);
    expect(facade.headers).not.toHaveProperty("content-type");

    const built = new EndpointConfig().build("PUT /upload", { data });
    expect(built.body).toBe(data);
    expect(built.headers).not.toHaveProperty("content-type");
    // build() neither freezes nor copies a body it did not build.
    expect(Object.isFrozen(data)).toBe(false);
  });

  it("keeps a content-type the caller gave for a passed-through body", () => {
    const options = new EndpointConfig()
      .with({ headers: { "content-type": "application/octet-stream" } })
      .build("POST /upload", { data: new Uint8Array([1]) });
    expect(options.headers["content-type"]).toBe("application/octet-stream");
  });

  it("refuses a Map, a Set, a class instance without toJSON and a function, naming the type", () => {
    class Widget {
      id = 1;
    }
    const cases: [unknown, RegExp][] = [
      [new Map([["a", 1]]), /an instance of Map/],
      [new Set([1]), /an instance of Set/],
      [new Widget(), /an instance of Widget/],
      [() => 1, /a function/],
    ];
    for (const [data, name] of cases) {
      for (const build of [
        () => endpoint("POST /upload", { data }),
        () => new EndpointConfig().build("PATCH /upload", { data }),
        () => endpoint.parse(endpoint.merge({ method: "POST", url: "/upload", data })),
      ]) {
        const error = thrown(build);
        expect(error).toBeInstanceOf(EndpointError);
        expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
        expect(error.message).toMatch(name);
      }
    }
  });

  it("sends a class instance with toJSON as JSON", () => {
    const data = new Date(0);
    expect(endpoint("POST /upload", { data }).headers["content-type"]).toBe(JSON_TYPE);
  });

  it("leaves a body-less GET alone whatever data it is given", () => {
    expect(endpoint("GET /x", { data: new Map() })).not.toHaveProperty("body");
  });
});
