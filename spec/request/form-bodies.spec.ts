// Issue 41, item 1: a body object becomes the bytes its content-type says. JSON by default; a
// form under application/x-www-form-urlencoded, names nested with brackets that qs, Rails and PHP
// read back; a FormData under multipart/form-data; refused under any other type.
import { parse as parseQuery } from "qs";
import { EndpointConfig, EndpointError, VendorRules, endpoint } from "../../lib";
import { thrown } from "../support/thrown";
import { acmeConfig } from "../support/acme-config";

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const MULTIPART = { "content-type": "multipart/form-data" };

const form = (body: unknown) => new URLSearchParams(body as string);

describe("a form-urlencoded body", () => {
  it("sends an OAuth 2 token request as the WHATWG form (RFC 6749 4.1.3)", () => {
    const options = endpoint("POST https://github.com/login/oauth/access_token", {
      client_id: "Iv1.abc",
      client_secret: "s3cr3t/+=",
      code: "a b&c",
      headers: FORM,
    });
    expect(options.body).toBe("client_id=Iv1.abc&client_secret=s3cr3t%2F%2B%3D&code=a+b%26c");
    expect(options.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(form(options.body))).toEqual({
      client_id: "Iv1.abc",
      client_secret: "s3cr3t/+=",
      code: "a b&c",
    });
  });

  it("reads the type with parameters and in any case", () => {
    for (const type of ["application/x-www-form-urlencoded; charset=utf-8", "Application/X-WWW-Form-URLEncoded"]) {
      const options = endpoint("POST /x", { a: "1", headers: { "content-type": type } });
      expect(options.body).toBe("a=1");
      expect(options.headers["content-type"]).toBe(type);
    }
  });

  it("nests Stripe-style objects and lists with brackets that qs reads back to the same object", () => {
    const parameters = {
      metadata: { order_id: "6735", nested: { deep: "x" } },
      expand: ["default_source", "invoice"],
      items: [
        { price: "price_1", quantity: 2 },
        { price: "price_2", quantity: 1 },
      ],
    };
    const { body } = endpoint("POST https://api.stripe.com/v1/subscriptions", { ...parameters, headers: FORM });
    expect(decodeURIComponent(body as string)).toBe(
      "metadata[order_id]=6735&metadata[nested][deep]=x&expand[]=default_source&expand[]=invoice" +
        "&items[0][price]=price_1&items[0][quantity]=2&items[1][price]=price_2&items[1][quantity]=1",
    );
    expect(parseQuery(body as string)).toEqual({
      metadata: { order_id: "6735", nested: { deep: "x" } },
      expand: ["default_source", "invoice"],
      items: [
        { price: "price_1", quantity: "2" },
        { price: "price_2", quantity: "1" },
      ],
    });
  });

  it("writes numbers and booleans as text, null as an empty value, a Date by the vendor, and leaves undefined out", () => {
    const { body } = endpoint("POST /x", {
      n: 1.5,
      yes: true,
      no: false,
      gone: null,
      skipped: undefined,
      list: [1, null, undefined, "b"],
      when: new Date(Date.UTC(2020, 0, 1)),
      headers: FORM,
    });
    expect(decodeURIComponent(body as string)).toBe(
      "n=1.5&yes=true&no=false&gone=&list[]=1&list[]=&list[]=b&when=2020-01-01T00:00:00.000Z",
    );
    class Epoch extends EndpointConfig {
      override get rules() {
        return EPOCH_RULES;
      }
    }
    expect(new Epoch().build("POST /x", { when: new Date(2000), headers: FORM }).body).toBe("when=2");
  });

  it("sends nothing for an empty list or object, and an empty body for no field at all", () => {
    expect(endpoint("POST /x", { a: [], b: {}, c: "1", headers: FORM }).body).toBe("c=1");
    expect(endpoint("POST /x", { data: {}, headers: FORM }).body).toBe("");
  });

  it("encodes a plain-object data body the same way, and passes text data through", () => {
    expect(endpoint("POST /x", { data: { a: { b: "c" } }, headers: FORM }).body).toBe("a%5Bb%5D=c");
    expect(endpoint("POST /x", { data: "a=1&b=2", headers: FORM }).body).toBe("a=1&b=2");
  });

  it("gives the same form through build(), endpoint() and parse(merge())", () => {
    const config = new EndpointConfig().with({ headers: FORM });
    const built = config.build("POST /x", { a: { b: ["c"] } });
    const facade = config.toEndpoint();
    expect(built.body).toBe("a%5Bb%5D%5B%5D=c");
    expect(facade("POST /x", { a: { b: ["c"] } }).body).toBe(built.body);
    expect(facade.parse(facade.merge("POST /x", { a: { b: ["c"] } })).body).toBe(built.body);
  });

  it("refuses a value a form has no text for, naming its field", () => {
    const refusals: Array<[unknown, RegExp]> = [
      [{ file: new Blob(["x"]) }, /field "file" holds an instance of Blob: a file needs multipart\/form-data/],
      [{ m: new Map() }, /field "m" holds an instance of Map/],
      [{ a: { f: () => 1 } }, /field "a\[f\]" holds /],
      [{ bad: "\uD800" }, /field "bad" .*not well-formed Unicode/],
      [{ when: new Date(NaN) }, /invalid Date/],
    ];
    for (const [parameters, message] of refusals) {
      const error = thrown(() => endpoint("POST /x", { ...(parameters as object), headers: FORM }));
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toMatch(message);
    }
  });

  it("refuses a form body that is no object of fields, and a circular one", () => {
    for (const data of [[1, 2], 5, true, null]) {
      const error = thrown(() => endpoint("POST /x", { data, headers: FORM }));
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toMatch(/application\/x-www-form-urlencoded body must be an object of fields/);
    }
    const circular: Record<string, unknown> = { a: "1" };
    circular.self = circular;
    expect(thrown(() => endpoint("POST /x", { data: circular, headers: FORM })).message).toMatch(
      /field "self" refers to itself/,
    );
  });

  it("never changes the caller's parameters", () => {
    const parameters = Object.freeze({ a: Object.freeze({ b: Object.freeze(["c"]) }), headers: FORM });
    expect(() => endpoint("POST /x", parameters)).not.toThrow();
  });
});

describe("a multipart/form-data body", () => {
  it("becomes a FormData with a field per value and Blob values as file parts, the boundary left to the client", async () => {
    const file = new File(["%PDF-1.7 bytes"], "report.pdf", { type: "application/pdf" });
    const options = endpoint("POST /upload", {
      title: "t",
      tags: ["a", "b"],
      meta: { size: 14 },
      file,
      headers: MULTIPART,
    });
    expect(options.body).toBeInstanceOf(FormData);
    expect(options.headers["content-type"]).toBeUndefined();
    const body = options.body as FormData;
    expect([...body.keys()]).toEqual(["title", "tags[]", "tags[]", "meta[size]", "file"]);
    expect(body.getAll("tags[]")).toEqual(["a", "b"]);
    const part = body.get("file") as File;
    expect(part.name).toBe("report.pdf");
    expect(part.type).toBe("application/pdf");
    expect(await part.text()).toBe("%PDF-1.7 bytes");
    // What fetch writes: the client's boundary, the fields and the file's bytes.
    const request = new Request("http://127.0.0.1/", { method: "POST", body });
    expect(request.headers.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    const decoded = await request.formData();
    expect(decoded.get("title")).toBe("t");
    expect(await (decoded.get("file") as File).text()).toBe("%PDF-1.7 bytes");
  });

  it("sends bytes as a file part", async () => {
    const options = endpoint("POST /upload", { file: new Uint8Array([0, 1, 255]), headers: MULTIPART });
    const part = (options.body as FormData).get("file") as File;
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([0, 1, 255]);
  });

  it("refuses a content-type that names its own boundary: the client writes the FormData's", () => {
    const error = thrown(() =>
      endpoint("POST /upload", { a: "1", headers: { "content-type": "multipart/form-data; boundary=xyz" } }),
    );
    expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
    expect(error.message).toMatch(/boundary/);
  });
});

describe("any other content-type", () => {
  it.each(["text/plain", "application/xml", "text/csv; charset=utf-8"])(
    "refuses an object body under %s, naming the type and the way out",
    (type) => {
      for (const call of [
        () => endpoint("POST /x", { a: 1, headers: { "content-type": type } }),
        () => endpoint("POST /x", { data: { a: 1 }, headers: { "content-type": type } }),
        () => endpoint("POST /x", { data: [1], headers: { "content-type": type } }),
        () => endpoint("POST /x", { data: 5, headers: { "content-type": type } }),
      ]) {
        const error = thrown(call);
        expect(error).toBeInstanceOf(EndpointError);
        expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
        expect(error.message).toContain(JSON.stringify(type));
        expect(error.message).toMatch(/pass the body as text or bytes in `data`/);
      }
    },
  );

  it("sends text and bytes under it as given", () => {
    const xml = "<a>1</a>";
    expect(endpoint("POST /x", { data: xml, headers: { "content-type": "application/xml" } }).body).toBe(xml);
    const bytes = new Uint8Array([1]);
    expect(endpoint("POST /x", { data: bytes, headers: { "content-type": "application/octet-stream" } }).body).toBe(
      bytes,
    );
  });

  it("keeps JSON for no content-type, application/json and any +json type", () => {
    for (const headers of [
      {},
      { "content-type": "application/json" },
      { "content-type": "application/merge-patch+json" },
    ]) {
      expect(endpoint("POST /x", { a: { b: 1 }, headers }).body).toEqual({ a: { b: 1 } });
    }
  });
});

describe("the vendor's nesting", () => {
  class RepeatRules extends VendorRules {
    override get formNesting() {
      return "repeat" as const;
    }
  }
  class IndexRules extends VendorRules {
    override get formNesting() {
      return "indices" as const;
    }
  }
  // Stripe reads its query as it reads its forms: GET /v1/customers/{id}?expand[]=…
  class StripeRules extends VendorRules {
    override query(parameters: Readonly<Record<string, unknown>>) {
      return this.formText(parameters);
    }
  }

  it("repeats a list's name for a vendor that says so (Twilio's MediaUrl=a&MediaUrl=b)", () => {
    const { body } = acmeConfig(new RepeatRules()).build("POST /Messages.json", {
      MediaUrl: ["https://a.test/1.png", "https://a.test/2.png"],
      To: "+15558675310",
      headers: FORM,
    });
    expect(body).toBe("MediaUrl=https%3A%2F%2Fa.test%2F1.png&MediaUrl=https%3A%2F%2Fa.test%2F2.png&To=%2B15558675310");
    const multipart = acmeConfig(new RepeatRules()).build("POST /m", { a: ["1", "2"], headers: MULTIPART });
    expect([...(multipart.body as FormData).keys()]).toEqual(["a", "a"]);
  });

  it("indexes every list for a vendor that says so", () => {
    const { body } = acmeConfig(new IndexRules()).build("POST /m", { a: ["x", "y"], headers: FORM });
    expect(decodeURIComponent(body as string)).toBe("a[0]=x&a[1]=y");
  });

  it("lets a vendor write its query with the same encoder", () => {
    const { url } = acmeConfig(new StripeRules()).build("GET /v1/customers/{id}", {
      id: "cus_1",
      expand: ["default_source", "sources"],
      meta: { a: "b c" },
    });
    expect(url).toBe(
      "https://api.acme.test/v1/customers/cus_1?expand%5B%5D=default_source&expand%5B%5D=sources&meta%5Ba%5D=b+c",
    );
    expect(parseQuery(new URL(url).search.slice(1))).toEqual({
      expand: ["default_source", "sources"],
      meta: { a: "b c" },
    });
  });

  it("leaves GitHub's query and the default vendor's as they were", () => {
    expect(endpoint("GET /x", { labels: ["a", "b"], q: "a+b" }).url).toBe("https://api.github.com/x?labels=a,b&q=a+b");
    expect(new VendorRules().formNesting).toBe("brackets");
  });
});

const EPOCH_RULES = new (class extends VendorRules {
  override dateToString(date: Date) {
    return String(date.getTime() / 1000);
  }
})();
