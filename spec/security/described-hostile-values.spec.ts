import { validateHeaderName, validateHeaderValue } from "node:http";
import { toFetchArgs, type RequestOptionsInit } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import shop from "../fixtures/openapi-shop/shop.json";

// A described operation places each value where its description says: a hostile value in any of
// those places must stay data there, judged by what a client makes of the request (the URL
// parser, Node's header checks, fetch's Request), or be refused with an EndpointError. It never
// moves to another place, another origin or another path.
const config = fromOpenAPI(shop);
const HOSTILE = [
  "../../admin",
  "..",
  "a/b?c=d#e",
  "x\r\nx-injected: 1",
  "a; admin=true",
  "a&admin=true",
  "%2e%2e",
  "\u0000",
  "https://evil.test/",
  "\ud800",
];

type Built = { options?: RequestOptionsInit; error?: { code?: unknown; name?: unknown } };
const attempt = (build: () => RequestOptionsInit): Built => {
  try {
    return { options: build() };
  } catch (error) {
    return { error: error as Built["error"] };
  }
};

// Either refused with a code, or a request whose origin and path are the operation's and whose
// headers a client sends as written.
function expectContained({ options, error }: Built, path: string | RegExp, origin = "https://eu.shop.test"): void {
  if (error !== undefined) {
    expect(error).toMatchObject({ code: expect.stringMatching(/^ERR_/) });
    return;
  }
  const [url, init] = toFetchArgs(options!);
  const parsed = new URL(url);
  expect(parsed.origin).toBe(origin);
  expect(parsed.pathname).toMatch(path);
  expect(parsed.hash).toBe("");
  for (const [name, value] of Object.entries(init.headers as Record<string, string>)) {
    expect(() => validateHeaderName(name)).not.toThrow();
    expect(() => validateHeaderValue(name, value)).not.toThrow();
  }
  expect(() => new Request(url, init)).not.toThrow();
}

describe.each(HOSTILE)("the hostile value %j on a described operation", (value) => {
  it("as a path parameter stays in its one segment", () => {
    expectContained(
      attempt(() => config.build("getOrder", { orderId: value })),
      /^\/v1\/orders\/[^/]+$/,
    );
  });

  it("as a matrix path parameter stays in its one segment", () => {
    expectContained(
      attempt(() => config.build("getPoint", { point: { x: value } })),
      /^\/v1\/matrix\/[^/]+$/,
    );
  });

  it("as query parameters of every style stays one value of its own name", () => {
    const built = attempt(() =>
      config.build("getOrder", { orderId: "o1", include: [value], fields: [value], filter: { [value]: value } }),
    );
    expectContained(built, "/v1/orders/o1");
    if (built.options === undefined) return;
    const query = new URL(built.options.url).searchParams;
    expect(new Set(query.keys())).toEqual(new Set(["include", "fields", `filter[${value}]`]));
    expect(query.getAll("include")).toEqual([value]);
  });

  it("as a header parameter is that header's value, or refused", () => {
    const built = attempt(() => config.build("getOrder", { orderId: "o1", "If-None-Match": value }));
    expectContained(built, "/v1/orders/o1");
    if (built.options !== undefined) expect(built.options.headers["if-none-match"]).toBe(value);
  });

  it("as a cookie parameter stays one cookie", () => {
    const built = attempt(() => config.build("getOrder", { orderId: "o1", theme: value }));
    expectContained(built, "/v1/orders/o1");
    if (built.options === undefined) return;
    const cookie = String(built.options.headers.cookie);
    expect(cookie.split("; ")).toHaveLength(1);
    expect(decodeURIComponent(cookie.slice("theme=".length))).toBe(value);
  });

  it("as a body property or a form field stays in the body", () => {
    const built = attempt(() => config.build("submitForm", { name: value, metadata: { [value]: value } }));
    expectContained(built, "/v1/forms");
    if (built.options === undefined) return;
    const fields = new URLSearchParams(String(built.options.body));
    expect(fields.get("name")).toBe(value);
    expect(fields.get(`metadata[${value}]`)).toBe(value);
  });

  it("as multipart fields' values stays one part each, unchanged", async () => {
    const built = attempt(() => config.build("upload", { note: value, "file name": value }));
    expectContained(built, "/uploads", "https://uploads.shop.test");
    if (built.options === undefined) return;
    const form = await new Request(...toFetchArgs(built.options)).formData();
    expect([...form.entries()]).toEqual([
      ["note", value],
      ["file name", value],
    ]);
  });
});
