import { EndpointConfig, Vendor } from "../../lib";
import { compileOpenAPI, fromOpenAPI, fromOperationTable, OpenAPIVendor } from "../../lib/openapi";
import { isDeeplyFrozen } from "../support/frozen";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// The vendor a description makes: which operation a route names, its servers, and where credentials may go.
const describe3 = (paths: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  smallDescription("Vendor", paths, extra);
const JSON_RESPONSE = { "200": { description: "ok", content: { "application/json": {} } } };
const ACCEPT_FROM_DESCRIPTION = "application/json";

describe("OpenAPIVendor finds an operation by its route or its operationId", () => {
  const config = fromOpenAPI(
    describe3({
      "/d": { get: { operationId: "list things", responses: JSON_RESPONSE }, post: { responses: JSON_RESPONSE } },
      // An operationId that reads as a path, on another operation.
      "/o/{orderId}": { get: { operationId: "/d", responses: {} } },
    }),
  );

  it("reads a path alone as GET of that path, even when an operationId has that text", () => {
    const options = config.build("/d");
    expect([options.method, options.url, options.headers.accept]).toEqual([
      "get",
      "https://vendor.test/d",
      ACCEPT_FROM_DESCRIPTION,
    ]);
  });

  it("takes a route with spaces around it or between its method and path", () => {
    for (const route of [" GET /d ", "GET  /d", "GET\t/d", "post /d", "/d "]) {
      expect(config.build(route).headers.accept).toBe(ACCEPT_FROM_DESCRIPTION);
    }
    expect(config.build(" POST /d ").method).toBe("post");
  });

  it("calls an operation by an operationId with a space in it", () => {
    const options = config.build("list things");
    expect([options.method, options.url, options.headers.accept]).toEqual([
      "get",
      "https://vendor.test/d",
      ACCEPT_FROM_DESCRIPTION,
    ]);
    expect(config.build(" list things ").url).toBe("https://vendor.test/d");
  });

  it("prefers the operation a route names over another whose operationId reads as that route", () => {
    const shadowed = fromOpenAPI(
      describe3({
        "/a": { get: { operationId: "get /b", responses: {} } },
        "/b": { get: { responses: JSON_RESPONSE } },
      }),
    );
    expect(shadowed.build("get /b").url).toBe("https://vendor.test/b");
    expect(shadowed.build("GET /b").url).toBe("https://vendor.test/b");
  });

  it("builds a route that only shares a path's beginning by the usual rules", () => {
    const options = config.build("GET /o/");
    expect(options.url).toBe("https://vendor.test/o/");
    expect(options.headers.accept).toBeUndefined();
  });
});

describe("OpenAPIVendor refuses a route that only looks like an operation", () => {
  const config = fromOpenAPI(
    describe3({
      "/o/{orderId}": { get: { responses: {} } },
      "/o/{id}": { post: { responses: {} } },
    }),
  );

  it("names every operation on the path, and the method the path lacks", () => {
    const error = thrown(() => config.build("DELETE /o/{orderId}", { orderId: "o1" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    expect(error.message).toBe(
      'The route "DELETE /o/{orderId}" is no operation of the description, which has GET /o/{orderId}, ' +
        "POST /o/{id}, but not DELETE /o/{orderId}",
    );
  });

  it("names the operations whose placeholders differ, without a method it lacks", () => {
    const error = thrown(() => config.build("GET /o/{x}", { x: "o1" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_ROUTE" });
    expect(error.message).toBe(
      'The route "GET /o/{x}" is no operation of the description, which has GET /o/{orderId}, POST /o/{id}',
    );
  });
});

describe("OpenAPIVendor's base URL is the first server, its variables chosen or at their defaults", () => {
  const regional = (serverVariables?: Record<string, string>) =>
    fromOpenAPI(
      describe3(
        { "/s": { get: { operationId: "s", responses: {} } } },
        {
          servers: [
            {
              url: "https://{region}.vendor.test/{version}",
              variables: { region: { default: "eu", enum: ["eu", "us"] }, version: { default: "v1" } },
            },
          ],
        },
      ),
      serverVariables === undefined ? {} : { serverVariables },
    );

  it("fills each variable with its default, or the value chosen", () => {
    expect(regional().defaultBaseUrl).toBe("https://eu.vendor.test/v1");
    expect(regional({ region: "us", version: "v2" }).build("s").url).toBe("https://us.vendor.test/v2/s");
  });

  it("refuses a value its enum does not list, naming the values it takes", () => {
    const error = thrown(() => regional({ region: "ap" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe('The server variable "region" takes "eu", "us", not "ap"');
  });

  it("refuses a value that is no string, naming the default of a variable without enum", () => {
    const error = thrown(() => regional({ version: 2 as never }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe('The server variable "version" takes "v1", not 2');
  });

  it("refuses a variable the server does not have", () => {
    const error = thrown(() => regional({ zone: "a" }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe('The OpenAPI server "https://{region}.vendor.test/{version}" has no variable "zone"');
  });
});

describe("OpenAPIVendor resolves relative servers against the baseUrl setting", () => {
  const relative = describe3(
    { "/up": { post: { operationId: "up", servers: [{ url: "/files/" }], responses: {} } } },
    { servers: [{ url: "/api/v3/" }] },
  );

  it("resolves the first server and an operation's own, without a trailing slash", () => {
    const config = fromOpenAPI(relative, { baseUrl: "https://base.test/root/" });
    expect(config.defaultBaseUrl).toBe("https://base.test/api/v3");
    expect(config.build("up").url).toBe("https://base.test/files/up");
  });

  it("takes the baseUrl's origin as the server of a description without servers", () => {
    const config = fromOpenAPI(describe3({}, { servers: undefined }), { baseUrl: "https://base.test/x/y" });
    expect(config.defaultBaseUrl).toBe("https://base.test");
    expect(config.build("GET /z").url).toBe("https://base.test/z");
  });

  it("refuses a relative server without a baseUrl, naming the server", () => {
    const error = thrown(() => fromOpenAPI(relative));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe('The OpenAPI server "/api/v3/" is relative: give the baseUrl it is resolved against');
  });
});

describe("OpenAPIVendor lets credentials go only to the description's own https and loopback servers", () => {
  const letters = Array.from({ length: 17 }, (_, index) => `v${index}`);
  const described = describe3(
    {
      "/up": {
        post: {
          operationId: "up",
          servers: [{ url: "https://{host}.files.test", variables: { host: { default: "f1" } } }],
          responses: {},
        },
      },
    },
    {
      servers: [
        { url: "https://{region}.vendor.test/v1", variables: { region: { default: "eu", enum: ["eu", "us"] } } },
        { url: "https://mirror.test" },
        { url: "http://plain.test" },
        { url: "http://127.0.0.1:9000" },
        // 17 × 17 = 289 URLs: only the first 256 are trusted.
        {
          url: "https://{a}-{b}.many.test",
          variables: { a: { default: "v0", enum: letters }, b: { default: "v0", enum: letters } },
        },
      ],
      components: {
        securitySchemes: {
          header: { type: "apiKey", in: "header", name: "X-Vendor-Key" },
          query: { type: "apiKey", in: "query", name: "api_key" },
          cookie: { type: "apiKey", in: "cookie", name: "sid" },
          basic: { type: "http", scheme: "basic" },
        },
      },
    },
  );
  // Made in each test: the vendor reads the description's servers and schemes when a config is made.
  const config = () => fromOpenAPI(described);
  const keyed = () => config().with({ headers: { "x-vendor-key": "k3y" } });
  const sent = (url: string) => keyed().build(`GET ${url}`).url;
  const refused = (url: string) => thrown(() => keyed().build(`GET ${url}`));

  it("sends a header credential to every value of a server's variables, other https servers and loopback", () => {
    expect(sent("https://us.vendor.test/v1/s")).toBe("https://us.vendor.test/v1/s");
    expect(sent("https://mirror.test/s")).toBe("https://mirror.test/s");
    expect(sent("http://127.0.0.1:9000/s")).toBe("http://127.0.0.1:9000/s");
    expect(sent("https://f1.files.test/s")).toBe("https://f1.files.test/s");
  });

  it("refuses a header credential to a plain http server and to an origin the description lacks", () => {
    expect(refused("http://plain.test/s")).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
    expect(refused("https://evil.test/s")).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
    expect(refused("https://evil.test/s").message).toContain("x-vendor-key");
  });

  it("trusts at most 256 of a server's variable combinations", () => {
    expect(sent("https://v0-v0.many.test/s")).toBe("https://v0-v0.many.test/s");
    // The 256th: a = v15, b = v0.
    expect(sent("https://v15-v0.many.test/s")).toBe("https://v15-v0.many.test/s");
    expect(refused("https://v15-v1.many.test/s")).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
    expect(refused("https://v16-v16.many.test/s")).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
  });

  it("keeps a query apiKey home, and HTTP's own credentials too", () => {
    const query = thrown(() => config().build("GET https://evil.test/x", { api_key: "1" }));
    expect(query).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
    expect(query.message).toContain('"api_key"');
    expect(config().build("GET https://mirror.test/x", { api_key: "1" }).url).toBe("https://mirror.test/x?api_key=1");
    const authorization = thrown(() =>
      config().build("GET https://evil.test/x", { headers: { authorization: "Basic eDp5" } }),
    );
    expect(authorization).toMatchObject({ code: "ERR_ABSOLUTE_URL" });
  });

  // A route the description does not describe sends a flat value to the query, where a cookie or
  // header apiKey's name is still its key.
  it("makes a query parameter of any apiKey's name a credential", () => {
    for (const name of ["sid", "X-Vendor-Key", "api_key"]) {
      expect(thrown(() => config().build("GET https://evil.test/x", { [name]: "1" }))).toMatchObject({
        code: "ERR_ABSOLUTE_URL",
        message: expect.stringContaining(`carries the query parameter "${name}"`),
      });
    }
  });

  it("lists the apiKey names, header ones lowercased, beside the default credential headers; every name in the query", () => {
    expect(config().rules.credentialHeaders).toEqual([...new Vendor().credentialHeaders, "x-vendor-key"]);
    expect([...config().rules.credentialQueryParameters].sort()).toEqual(["X-Vendor-Key", "api_key", "sid"]);
  });
});

describe("OpenAPIVendor is named after the description's title", () => {
  const named = (title: string) => fromOpenAPI(describe3({}, { info: { title, version: "1" } })).vendor;

  it("joins the title's words with hyphens, lowercased", () => {
    expect(named("Acme  Shop -- API v2.1")).toBe("acme-shop-api-v2.1");
  });

  it("is openapi when the title has no word", () => {
    expect(named("!!! ???")).toBe("openapi");
    expect(named("")).toBe("openapi");
  });
});

describe("OpenAPIVendor keeps a frozen copy of its table", () => {
  const table = compileOpenAPI(describe3({ "/d": { get: { operationId: "d", responses: {} } } }));

  it("cannot be changed through its operations", () => {
    const vendor = new OpenAPIVendor({ name: "details", baseUrl: "https://vendor.test", operations: table });
    expect(isDeeplyFrozen(vendor.operations)).toBe(true);
    expect(new EndpointConfig({ vendor }).build("d").url).toBe("https://vendor.test/d");
  });

  it("refuses a table that holds what is no plain data, or a field no table has, naming where", () => {
    const error = thrown(() => new OpenAPIVendor({ operations: { ...table, title: new Map() } as never }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe("Invalid operation table at /title: expected a string, not an object");
    const extra = thrown(() => new OpenAPIVendor({ operations: { ...table, extra: 1 } as never }));
    expect(extra).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(extra.message).toBe("Invalid operation table at /extra: no operation table has this field");
  });

  it("refuses a table it cannot read, naming where", () => {
    const unreadable = {
      get format(): string {
        throw new Error("boom");
      },
    };
    const error = thrown(() => new OpenAPIVendor({ operations: unreadable as never }));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
    expect(error.message).toBe('new OpenAPIVendor() could not read its input: Error "boom"');
  });
});

describe("OpenAPIVendor's default accept", () => {
  const config = fromOperationTable(
    compileOpenAPI(
      describe3({
        "/d": {
          get: {
            operationId: "d",
            responses: { "404": { content: { "application/problem+json": {} } }, ...JSON_RESPONSE },
          },
        },
        "/n": { get: { operationId: "n", responses: { "204": { description: "none" } } } },
      }),
    ),
  );

  it("is the operation's response types, successful first; none for other operations and routes", () => {
    expect(config.build("d").headers.accept).toBe("application/json, application/problem+json");
    expect(config.build("n").headers.accept).toBeUndefined();
    expect(config.build("GET /elsewhere").headers.accept).toBeUndefined();
    expect(config.build("d", { headers: { accept: "text/csv" } }).headers.accept).toBe("text/csv");
  });
});
