import { toFetchArgs, type RequestOptionsInit } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import { thrown } from "../support/thrown";

// Form and multipart bodies as their Encoding Objects write them, judged by the bytes a client sends.
const post = (content: Record<string, unknown>) =>
  fromOpenAPI({
    openapi: "3.1.0",
    info: { title: "Bodies API", version: "1" },
    servers: [{ url: "https://bodies.test" }],
    paths: { "/p": { post: { operationId: "p", requestBody: { content }, responses: {} } } },
  });
const form = (encoding: Record<string, unknown> = {}) =>
  post({ "application/x-www-form-urlencoded": { schema: { type: "object" }, encoding } });
const multipart = (encoding: Record<string, unknown> = {}) =>
  post({ "multipart/form-data": { schema: { type: "object" }, encoding } });
const received = (options: RequestOptionsInit) => new Request(...toFetchArgs(options));
const sent = (options: RequestOptionsInit) => received(options).text();

// The multipart text a client sends, its random boundary written as "B".
async function multipartText(options: RequestOptionsInit): Promise<string> {
  const boundary = /^multipart\/form-data; boundary=(.+)$/.exec(String(options.headers["content-type"]))![1]!;
  const request = received(options);
  expect(request.headers.get("content-type")).toBe(`multipart/form-data; boundary=${boundary}`);
  return (await request.text()).replaceAll(boundary, "B");
}

describe("a form property without style, explode or allowReserved is written as its content-type says", () => {
  it("writes an object as its JSON text and a list as a field per item, leaving out null and undefined", async () => {
    const options = form().build("p", {
      data: { o: { k: 1 }, l: ["a", null, undefined, "b"], n: null, u: undefined, s: "x y" },
    });
    expect(options.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(await sent(options)).toBe("o=%7B%22k%22%3A1%7D&l=a&l=b&s=x+y");
  });

  it("writes a list nested in a list as its JSON text", async () => {
    expect(await sent(form().build("p", { data: { l: [["a"], { b: 1 }] } }))).toBe(
      "l=%5B%22a%22%5D&l=%7B%22b%22%3A1%7D",
    );
  });
});

describe("a form property with an Encoding Object is written by its style", () => {
  it("takes style form when only explode is given, joining a list when explode is false", async () => {
    const options = form({ l: { explode: false }, o: { explode: false } }).build("p", {
      data: { l: ["1", null, undefined, "2"], o: { x: 1, n: null, u: undefined } },
    });
    expect(await sent(options)).toBe("l=1%2C2&o=x%2C1");
  });

  it("takes style form exploded when only allowReserved is given", async () => {
    const options = form({ l: { allowReserved: true }, o: { allowReserved: true } }).build("p", {
      data: { l: ["1", null, undefined, "2"], o: { x: 1, n: null, u: undefined } },
    });
    expect(await sent(options)).toBe("l=1&l=2&x=1");
  });

  it("writes a scalar as it is, whatever the style", async () => {
    const options = form({ a: { style: "form" }, b: { style: "form", explode: false }, c: { style: "pipeDelimited" } });
    expect(await sent(options.build("p", { data: { a: "ab", b: 7, c: true, n: null } }))).toBe("a=ab&b=7&c=true");
  });

  it("joins spaceDelimited and pipeDelimited lists and objects, leaving out null and undefined", async () => {
    const options = form({ s: { style: "spaceDelimited" }, p: { style: "pipeDelimited" } }).build("p", {
      data: { s: ["1", null, undefined, "2"], p: { x: 1, n: null, u: undefined, y: "z" } },
    });
    expect(await sent(options)).toBe("s=1+2&p=x%7C1%7Cy%7Cz");
  });

  it("refuses a list or object nested below a styled property, naming the form", () => {
    const options = form({ l: { style: "form", explode: false } });
    const error = thrown(() => options.build("p", { data: { l: [["x"]] } }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe('Parameter "l" cannot be used in a form: it nests a list or object inside another');
  });

  it("refuses bytes among a styled property's items as a form field, pointing to multipart", () => {
    const options = form({ l: { style: "form", explode: false } });
    const error = thrown(() => options.build("p", { data: { l: ["x", new Uint8Array([1])] } }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe(
      'The form cannot be sent: its field "l" holds an instance of Uint8Array: a file needs multipart/form-data',
    );
  });
});

describe("a deepObject form property nests its fields by brackets", () => {
  it("writes objects deeper by brackets and lists by empty brackets (issue 55), leaving out null and undefined", async () => {
    const options = form({ f: { style: "deepObject", explode: true } }).build("p", {
      data: { f: { a: { b: 1, n: null, u: undefined }, l: ["x", null, undefined, "y"] } },
    });
    expect(decodeURIComponent(await sent(options))).toBe("f[a][b]=1&f[l][]=x&f[l][]=y");
  });
});

describe("a form body is known by its media type's essence", () => {
  it("writes by the Encoding Objects under the caller's content-type with spaces before its parameters", async () => {
    const options = form({ l: { style: "pipeDelimited" } }).build("p", {
      data: { l: ["1", "2"] },
      headers: { "content-type": "application/x-www-form-urlencoded ; charset=utf-8" },
    });
    expect(options.headers["content-type"]).toBe("application/x-www-form-urlencoded ; charset=utf-8");
    expect(await sent(options)).toBe("l=1%7C2");
  });

  it("refuses a body that is no object of fields, naming the media type and the body", () => {
    const error = thrown(() => form().build("p", { data: ["a"] }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe("The application/x-www-form-urlencoded body must be an object of fields, not an array");
  });
});

describe("a multipart body of text parts is text", () => {
  it("writes a part per scalar and per list item, without a content-type, leaving out null and undefined", async () => {
    const options = multipart().build("p", {
      data: { s: "a b", n: 1, b: false, l: ["x", null, undefined, "y"], z: null, u: undefined },
    });
    expect(typeof options.body).toBe("string");
    expect(await multipartText(options)).toBe(
      [
        '--B\r\nContent-Disposition: form-data; name="s"\r\n\r\na b\r\n',
        '--B\r\nContent-Disposition: form-data; name="n"\r\n\r\n1\r\n',
        '--B\r\nContent-Disposition: form-data; name="b"\r\n\r\nfalse\r\n',
        '--B\r\nContent-Disposition: form-data; name="l"\r\n\r\nx\r\n',
        '--B\r\nContent-Disposition: form-data; name="l"\r\n\r\ny\r\n',
        "--B--\r\n",
      ].join(""),
    );
  });

  it("writes an object or a list inside a list as an application/json part", async () => {
    const options = multipart().build("p", { data: { meta: { a: [1] }, l: [["x"], { y: null }] } });
    expect(await multipartText(options)).toBe(
      [
        '--B\r\nContent-Disposition: form-data; name="meta"\r\nContent-Type: application/json\r\n\r\n{"a":[1]}\r\n',
        '--B\r\nContent-Disposition: form-data; name="l"\r\nContent-Type: application/json\r\n\r\n["x"]\r\n',
        '--B\r\nContent-Disposition: form-data; name="l"\r\nContent-Type: application/json\r\n\r\n{"y":null}\r\n',
        "--B--\r\n",
      ].join(""),
    );
  });

  it("gives a part the Encoding Object's first content-type, and none for text/plain, the default", async () => {
    const options = multipart({
      x: { contentType: " application/xml , text/xml" },
      t: { contentType: "text/plain" },
      j: { contentType: "application/merge-patch+json" },
    }).build("p", { data: { x: "<a/>", t: "plain", j: { k: 1 } } });
    expect(await multipartText(options)).toBe(
      [
        '--B\r\nContent-Disposition: form-data; name="x"\r\nContent-Type: application/xml\r\n\r\n<a/>\r\n',
        '--B\r\nContent-Disposition: form-data; name="t"\r\n\r\nplain\r\n',
        '--B\r\nContent-Disposition: form-data; name="j"\r\nContent-Type: application/merge-patch+json\r\n\r\n{"k":1}\r\n',
        "--B--\r\n",
      ].join(""),
    );
  });

  it("escapes quotes and line breaks in a part's name as browsers do", async () => {
    const options = multipart().build("p", { data: { 'a"b\r\nc': "v" } });
    expect(await multipartText(options)).toBe(
      '--B\r\nContent-Disposition: form-data; name="a%22b%0D%0Ac"\r\n\r\nv\r\n--B--\r\n',
    );
  });

  it("draws a fresh boundary of 24 hex digits for every body", () => {
    const config = multipart();
    const boundaries = Array.from({ length: 24 }, () =>
      String(config.build("p", { data: { a: "1" } }).headers["content-type"]),
    );
    for (const type of boundaries) expect(type).toMatch(/^multipart\/form-data; boundary=restkit-[0-9a-f]{24}$/);
    expect(new Set(boundaries).size).toBe(boundaries.length);
  });
});

describe("a multipart body with a file part is a Blob", () => {
  it("sends bytes as an application/octet-stream file named by the property", async () => {
    const options = multipart().build("p", { data: { raw: new TextEncoder().encode("raw!"), t: "x" } });
    expect(options.body).toBeInstanceOf(Blob);
    expect((options.body as Blob).type).toBe(options.headers["content-type"]);
    expect(await multipartText(options)).toBe(
      [
        '--B\r\nContent-Disposition: form-data; name="raw"; filename="raw"\r\nContent-Type: application/octet-stream\r\n\r\nraw!\r\n',
        '--B\r\nContent-Disposition: form-data; name="t"\r\n\r\nx\r\n',
        "--B--\r\n",
      ].join(""),
    );
  });

  it("takes a media type from a Blob only, not from a property that bytes carry", async () => {
    const bytes = Object.assign(new TextEncoder().encode("b"), { type: "image/png" });
    const options = multipart().build("p", { data: { bytes } });
    expect(await multipartText(options)).toBe(
      '--B\r\nContent-Disposition: form-data; name="bytes"; filename="bytes"\r\nContent-Type: application/octet-stream\r\n\r\nb\r\n--B--\r\n',
    );
  });

  it("sends a File by its name and type, a nameless one by the property's name, and a list as repeated parts", async () => {
    const options = multipart().build("p", {
      data: {
        doc: new File(["%PDF"], 'x"y.pdf', { type: "application/pdf" }),
        anon: new File(["a"], ""),
        files: [new Blob(["1"], { type: "text/csv" }), null, new Blob(["2"])],
      },
    });
    expect(await multipartText(options)).toBe(
      [
        '--B\r\nContent-Disposition: form-data; name="doc"; filename="x%22y.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n',
        '--B\r\nContent-Disposition: form-data; name="anon"; filename="anon"\r\nContent-Type: application/octet-stream\r\n\r\na\r\n',
        '--B\r\nContent-Disposition: form-data; name="files"; filename="files"\r\nContent-Type: text/csv\r\n\r\n1\r\n',
        '--B\r\nContent-Disposition: form-data; name="files"; filename="files"\r\nContent-Type: application/octet-stream\r\n\r\n2\r\n',
        "--B--\r\n",
      ].join(""),
    );
  });

  it("gives a file part the Encoding Object's first content-type over the Blob's own", async () => {
    const options = multipart({ img: { contentType: "image/png , image/jpeg" } }).build("p", {
      data: { img: new Blob(["p"], { type: "application/octet-stream" }) },
    });
    expect(await multipartText(options)).toBe(
      '--B\r\nContent-Disposition: form-data; name="img"; filename="img"\r\nContent-Type: image/png\r\n\r\np\r\n--B--\r\n',
    );
  });

  it("is read as form data by a client", async () => {
    const options = multipart().build("p", { data: { doc: new File(["hi"], "hi.txt"), note: "n" } });
    const fields = await received(options).formData();
    const doc = fields.get("doc") as File;
    expect([doc.name, await doc.text(), fields.get("note")]).toEqual(["hi.txt", "hi", "n"]);
  });
});

describe("a multipart part that is no text, JSON or file is refused", () => {
  // The refusal of the main entry's multipart parts: one builder, one set of refusals.
  it.each([
    ["FormData", new FormData()],
    ["ReadableStream", new ReadableStream()],
    ["Map", new Map()],
  ])("refuses an instance of %s in a part, naming the part", (kind, value) => {
    const error = thrown(() => multipart().build("p", { data: { part: value } }));
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toBe(`The form cannot be sent: its field "part" holds an instance of ${kind}`);
  });

  it("writes an object with text of its own (URLSearchParams) as that text", async () => {
    expect(await multipartText(multipart().build("p", { data: { part: new URLSearchParams("a=1") } }))).toBe(
      '--B\r\nContent-Disposition: form-data; name="part"\r\n\r\na=1\r\n--B--\r\n',
    );
  });
});
