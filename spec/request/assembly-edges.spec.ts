import { EndpointConfig, Vendor, endpoint, type MergedOptions } from "../../lib";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";

// Assembly at its edges: merged objects made by hand, a vendor's own rules for `data`, long
// templates, credentials written in a path, and the encoding's answer.

describe("parse() of merged options made by hand", () => {
  const withOwnProto = (route: string) =>
    Object.assign(JSON.parse('{"__proto__": {"injected": "yes"}}') as object, endpoint.merge(loose(route)), {
      skipped: undefined,
      kept: 1,
    }) as MergedOptions;

  it("sends neither an own __proto__ key nor what it holds, nor an undefined value, in the query", () => {
    expect(endpoint.parse(withOwnProto("GET /x")).url).toBe("https://api.github.com/x?kept=1");
  });

  it("sends neither an own __proto__ key nor an undefined value in the body, whose prototype stays Object's", () => {
    const { body } = endpoint.parse(withOwnProto("POST /x"));
    expect(Object.keys(body as object)).toEqual(["kept"]);
    expect(Object.getPrototypeOf(body)).toBe(Object.prototype);
    expect(JSON.stringify(body)).toBe('{"kept":1}');
  });

  it("sends an empty url with an empty baseUrl as it is: the page's own address", () => {
    const merged = { ...endpoint.merge("GET /x"), url: "", baseUrl: "" };
    expect(endpoint.parse(merged).url).toBe("");
  });
});

describe("a vendor that sends the data of a bodiless request in the query", () => {
  class DataInQuery extends Vendor {
    override get sendsDataInQuery(): boolean {
      return true;
    }
  }
  const config = new EndpointConfig({ vendor: new DataInQuery({ name: "q", baseUrl: "https://q.test" }) });

  it.each(["GET", "HEAD"])("puts data in the query of a %s", (method) => {
    const options = config.build(loose(`${method} /x`), { data: "abc", a: 1 });
    expect(options.url).toBe("https://q.test/x?data=abc&a=1");
    expect("body" in options).toBe(false);
  });

  it.each(["POST", "DELETE"])("keeps data as the body of a %s", (method) => {
    const options = config.build(loose(`${method} /x`), { data: "abc", a: 1 });
    expect(options.url).toBe("https://q.test/x");
    expect(options.body).toBe("abc");
  });
});

describe("a url parameter of a route-string call on a long template", () => {
  const names = Array.from({ length: 20 }, (_, index) => `p${index}`);
  const path = names.map((name) => `/{${name}}`).join("");
  const values = Object.fromEntries(names.map((name, index) => [name, index]));
  const segments = names.map((_, index) => index).join("/");

  it("fills the template's {url} and is not sent again in the query", () => {
    const options = new EndpointConfig().build(loose(`GET /x${path}/{url}`), { ...values, url: "u" });
    expect(options.url).toBe(`https://api.github.com/x/${segments}/u`);
  });

  it("goes to the query when the template has no {url}", () => {
    const options = new EndpointConfig().build(loose(`GET /x${path}`), { ...values, url: "u" });
    expect(options.url).toBe(`https://api.github.com/x/${segments}?url=u`);
  });
});

describe("a credential query parameter and a path that only looks like a query", () => {
  const config = new EndpointConfig({
    vendor: new Vendor({ name: "q", baseUrl: "https://q.test", credentialQueryParameters: ["key"] }),
  });

  it("lets a URL without a query go elsewhere, even when its path holds key=", () => {
    expect(config.build(loose("GET https://other.test/x&key=1")).url).toBe("https://other.test/x&key=1");
  });

  it("refuses the same URL once key is in its query", () => {
    const error = thrown(() => config.build(loose("GET https://other.test/x?key=1")));
    expect(error).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
    expect(error.message).toContain('carries the query parameter "key"');
  });
});

describe("a vendor without a base URL", () => {
  it("refuses a path, naming the vendor and that it would go to a relative URL", () => {
    const config = new EndpointConfig({ vendor: new Vendor({ name: "acme" }) });
    const error = thrown(() => config.build(loose("GET /x")));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe(
      'The vendor "acme" names no base URL, so this request would go to a relative URL: name one in the vendor, ' +
        "override defaultBaseUrl in the subclass, or pass baseUrl to with(), defaults() or the call",
    );
  });
});

describe("the content-type a vendor's encoding answers", () => {
  class Answering extends Vendor {
    constructor(readonly answer: unknown) {
      super({ name: "q", baseUrl: "https://q.test" });
    }
    override encodeBody(): { body: unknown; contentType: string | undefined } {
      return { body: "encoded", contentType: this.answer as string };
    }
  }

  it.each([undefined, "text/y"])("is checked when it is one of its own, whatever the caller's (%p)", (given) => {
    const config = new EndpointConfig({ vendor: new Answering("a\nb") });
    const headers = given === undefined ? {} : { "content-type": given };
    const error = thrown(() => config.build(loose("POST /x"), { a: 1, headers }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toMatch(/^Invalid encodeBody answer "a\\nb": /);
  });

  it("is the request's content-type when it is well formed", () => {
    const options = new EndpointConfig({ vendor: new Answering("text/x") }).build(loose("POST /x"), { a: 1 });
    expect(options.headers["content-type"]).toBe("text/x");
    expect(options.body).toBe("encoded");
  });
});
