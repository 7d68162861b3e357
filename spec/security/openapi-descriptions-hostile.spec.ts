import { EndpointConfig } from "../../lib";
import { compileOpenAPI, fromOpenAPI, fromOperationTable, OpenAPIVendor, type OperationTable } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// A description (or a table compiled from one, or made by hand) is data an attacker may write:
// each promise of docs/openapi.md about servers, names and tables, broken the way an attacker
// would, judged by what a client reads (`new URL()`), never by the string the library built.
type Coded = Error & { code?: string };
const refusedWith = (action: () => unknown): Coded => thrown(action);
const hostOf = (url: string) => new URL(url).host;
const OPERATION = { "/s": { get: { operationId: "s", responses: {} } } };
const withServers = (servers: unknown[], paths: Record<string, unknown> = OPERATION, extra = {}) =>
  smallDescription("Hostile", paths, { servers, ...extra });
// A JSON text's own `__proto__` key, as a parsed description holds it.
const parsed = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe("a server of a kind this library refuses is skipped, and the first acceptable one is the base", () => {
  const REFUSED = [
    "ftp://files.acme.test",
    "ws://socket.acme.test",
    "wss://socket.acme.test",
    "javascript:alert(1)",
    "file:///etc/passwd",
    "data:text/plain,x",
    "https:evil.example",
    "//evil.example/v1",
    "/\\evil.example/v1",
    "\\\\evil.example/v1",
    "https://user:pw@acme.test/v1",
    "https://evil.example@acme.test/v1",
    "https://acme.test/v1?x=1",
    "https://acme.test/v1#/x",
    "https://acme.test\\v1",
    "https://acme.test/v1\\..\\admin",
    "https://acme.test\t.evil.example/v1",
  ];

  it.each(REFUSED)("skips the root server %j", (url) => {
    const description = withServers([{ url }, { url: "https://good.acme.test/v1" }]);
    expect(compileOpenAPI(description).servers).toStrictEqual([{ url: "https://good.acme.test/v1" }]);
    const config = fromOpenAPI(description);
    expect(config.defaultBaseUrl).toBe("https://good.acme.test/v1");
    expect(hostOf(config.build("s").url)).toBe("good.acme.test");
    const vendor = config.rules as OpenAPIVendor;
    expect(vendor.trustedOrigins).toEqual(["https://good.acme.test"]);
  });

  it.each(REFUSED)("skips the operation and path-item server %j, and serves none when none is left", (url) => {
    const description = withServers([{ url: "https://root.acme.test" }], {
      "/own": { get: { operationId: "own", servers: [{ url }, { url: "https://own.acme.test" }], responses: {} } },
      "/item": { servers: [{ url }], get: { operationId: "item", responses: {} } },
    });
    const config = fromOpenAPI(description);
    expect(hostOf(config.build("own").url)).toBe("own.acme.test");
    const error = refusedWith(() => config.build("item"));
    expect(error.code).toBe("ERR_INVALID_ROUTE");
    expect(error.message).toContain("#/paths/~1item/get");
    expect(compileOpenAPI(description).operations[1]!.unserved).toContain("server");
    for (const origin of (config.rules as OpenAPIVendor).trustedOrigins) {
      expect(new URL(origin).host).toMatch(/\.acme\.test$/);
    }
  });

  it("asks for a baseUrl setting when no server is acceptable, and takes it", () => {
    const description = withServers([{ url: "//evil.example/v1" }, { url: "ftp://acme.test" }]);
    const error = refusedWith(() => fromOpenAPI(description));
    expect(error.code).toBe("ERR_INVALID_OPTIONS");
    expect(error.message).toContain("baseUrl");
    expect(fromOpenAPI(description, { baseUrl: "https://base.acme.test/v2" }).build("s").url).toBe(
      "https://base.acme.test/v2/s",
    );
  });

  it("may make a plain http server the base, but never trusts it; loopback http is trusted", () => {
    const description = withServers(
      [{ url: "http://plain.acme.test/v1" }, { url: "http://127.0.0.1:9000" }, { url: "http://localhost" }],
      {
        "/a": { get: { operationId: "a", servers: [{ url: "http://op.acme.test" }], responses: {} } },
        "/b": { servers: [{ url: "http://[::1]:8080" }], get: { operationId: "b", responses: {} } },
        "/c": { servers: [{ url: "https://item.acme.test" }], get: { operationId: "c", responses: {} } },
      },
    );
    const config = fromOpenAPI(description);
    expect(config.defaultBaseUrl).toBe("http://plain.acme.test/v1");
    expect(config.build("a").url).toBe("http://op.acme.test/a");
    const vendor = config.rules as OpenAPIVendor;
    expect([...vendor.trustedOrigins].sort()).toEqual(
      ["http://127.0.0.1:9000", "http://localhost", "http://[::1]:8080", "https://item.acme.test"].sort(),
    );
    expect(vendor.trustsServer("http://plain.acme.test/v1/s")).toBe(false);
    expect(vendor.trustsServer("http://op.acme.test/a")).toBe(false);
    expect(vendor.trustsServer("http://127.0.0.1:9000/s")).toBe(true);
    expect(vendor.trustsServer("https://item.acme.test/c")).toBe(true);
  });
});

describe("a server variable's value never moves the host its server names", () => {
  const HOST_BREAKERS = ["evil.example/", "evil.example?", "evil.example#", "a@evil.example", "evil.example\\"];
  const MORE_HOST_BREAKERS = [...HOST_BREAKERS, "evil.example:443", "a b", "%65vil", "a\tb", "a\nb"];
  const regional = (variables: Record<string, unknown>) =>
    withServers([{ url: "https://{region}.acme.test/{version}", variables }, { url: "https://fallback.acme.test" }]);

  it.each(MORE_HOST_BREAKERS)("skips a server whose default %j breaks its host", (value) => {
    const config = fromOpenAPI(regional({ region: { default: value }, version: { default: "v1" } }));
    expect(hostOf(config.build("s").url)).toBe("fallback.acme.test");
    for (const origin of (config.rules as OpenAPIVendor).trustedOrigins) {
      expect(new URL(origin).host).toMatch(/\.acme\.test$/);
    }
  });

  it.each(["v1?x=1", "v1#x", "v1\\..\\x"])("skips a server whose path default %j breaks its path", (value) => {
    const config = fromOpenAPI(regional({ region: { default: "eu" }, version: { default: value } }));
    expect(config.defaultBaseUrl).toBe("https://fallback.acme.test");
  });

  it.each(MORE_HOST_BREAKERS)("refuses the serverVariables value %j in the host, naming the variable", (value) => {
    const description = regional({ region: { default: "eu" }, version: { default: "v1" } });
    const error = refusedWith(() => fromOpenAPI(description, { serverVariables: { region: value } }));
    expect(error.code).toBe("ERR_INVALID_OPTIONS");
    expect(error.message).toContain('"region"');
  });

  it.each(["v2?x=1", "v2#x", "v2\\x"])("refuses the serverVariables value %j in the path, naming it", (value) => {
    const description = regional({ region: { default: "eu" }, version: { default: "v1" } });
    const error = refusedWith(() => fromOpenAPI(description, { serverVariables: { version: value } }));
    expect(error.code).toBe("ERR_INVALID_OPTIONS");
    expect(error.message).toContain('"version"');
  });

  it("takes any value that keeps the structure: a path value may hold a slash", () => {
    const description = regional({ region: { default: "eu" }, version: { default: "v1" } });
    const config = fromOpenAPI(description, { serverVariables: { region: "us-east", version: "v2/beta" } });
    const url = new URL(config.build("s").url);
    expect([url.host, url.pathname]).toEqual(["us-east.acme.test", "/v2/beta/s"]);
  });

  it.each(HOST_BREAKERS)("never trusts, nor lets anyone choose, an enum value %j that breaks the host", (value) => {
    const description = regional({ region: { default: "eu", enum: ["eu", value] }, version: { default: "v1" } });
    const config = fromOpenAPI(description);
    expect(hostOf(config.build("s").url)).toBe("eu.acme.test");
    for (const origin of (config.rules as OpenAPIVendor).trustedOrigins) {
      expect(new URL(origin).host).toMatch(/\.acme\.test$/);
    }
    expect(refusedWith(() => fromOpenAPI(description, { serverVariables: { region: value } })).code).toBe(
      "ERR_INVALID_OPTIONS",
    );
  });

  it("skips a server that names a variable it does not define", () => {
    const config = fromOpenAPI(withServers([{ url: "https://{toString}.acme.test" }, { url: "https://b.acme.test" }]));
    expect(config.defaultBaseUrl).toBe("https://b.acme.test");
  });
});

describe("names a description gives are its own keys, never Object.prototype's", () => {
  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])("a server variable named %s", (name) => {
    const servers = parsed(
      `{"servers": [{"url": "https://{${name}}.acme.test", "variables": {"${name}": {"default": "eu"}}}]}`,
    ).servers as unknown[];
    const config = fromOpenAPI(withServers(servers));
    expect(config.defaultBaseUrl).toBe("https://eu.acme.test");
    const chosen = parsed(`{"${name}": "us"}`) as Record<string, string>;
    expect(fromOpenAPI(withServers(servers), { serverVariables: chosen }).defaultBaseUrl).toBe("https://us.acme.test");
  });

  it.each(["constructor", "toString", "__proto__"])("a serverVariables value named %s the server lacks", (name) => {
    const chosen = parsed(`{"${name}": "us"}`) as Record<string, string>;
    const error = refusedWith(() =>
      fromOpenAPI(withServers([{ url: "https://acme.test" }]), { serverVariables: chosen }),
    );
    expect(error.code).toBe("ERR_INVALID_OPTIONS");
    expect(error.message).toContain(`"${name}"`);
  });

  it.each(["__proto__", "constructor", "toString"])(
    "an apiKey scheme named %s keeps its header a credential",
    (name) => {
      const components = parsed(
        `{"securitySchemes": {"${name}": {"type": "apiKey", "in": "header", "name": "X-Proto-Key"}}}`,
      );
      const description = withServers([{ url: "https://acme.test" }], OPERATION, { components });
      expect(Object.hasOwn(compileOpenAPI(description).securitySchemes, name)).toBe(true);
      const config = fromOpenAPI(description);
      expect(config.rules.credentialHeaders).toContain("x-proto-key");
      const error = refusedWith(() =>
        config.with({ headers: { "x-proto-key": "k3y" } }).build("GET https://evil.example/collect"),
      );
      expect(error.code).toBe("ERR_ABSOLUTE_URL");
    },
  );

  it("an encoding named __proto__ stays that property's own encoding", () => {
    const content = parsed(
      `{"multipart/form-data": {"schema": {"type": "object"}, "encoding": {"__proto__": {"contentType": "text/csv"}}}}`,
    );
    const table = compileOpenAPI(
      withServers([{ url: "https://acme.test" }], { "/u": { post: { requestBody: { content } } } }),
    );
    const encoding = table.operations[0]!.body!.mediaTypes[0]!.encoding!;
    expect(Object.hasOwn(encoding, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(encoding)).not.toHaveProperty("contentType");
  });
});

describe("enums, tables and $refs of any size are read in linear time and bounded memory", () => {
  const values = (prefix: string) => Array.from({ length: 100_000 }, (_, index) => `${prefix}${index}`);

  it("reads two server variables of 100,000 enum values each, trusting a bounded list", () => {
    const description = withServers([
      {
        url: "https://{a}-{b}.acme.test",
        variables: { a: { default: "a0", enum: values("a") }, b: { default: "b0", enum: values("b") } },
      },
    ]);
    const config = fromOpenAPI(description, { serverVariables: { a: "a99999", b: "b99999" } });
    expect(config.defaultBaseUrl).toBe("https://a99999-b99999.acme.test");
    const trusted = (config.rules as OpenAPIVendor).trustedOrigins;
    expect(trusted.length).toBeLessThanOrEqual(4096);
    expect(trusted).toContain("https://a0-b0.acme.test");
    expect(trusted).toContain("https://a99999-b99999.acme.test");
  });

  it("refuses a chain of 100,000 $refs, and a cycle, as ERR_INVALID_OPTIONS naming where", () => {
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < 100_000; index++) schemas[`s${index}`] = { $ref: `#/components/schemas/s${index + 1}` };
    schemas.s100000 = { type: "object" };
    const chained = withServers([{ url: "https://acme.test" }], {
      "/p": {
        post: { requestBody: { content: { "application/json": { schema: { $ref: "#/components/schemas/s0" } } } } },
      },
    });
    for (const description of [
      { ...chained, components: { schemas } },
      { ...chained, components: { schemas: { s0: { $ref: "#/components/schemas/s0" } } } },
    ]) {
      const error = refusedWith(() => compileOpenAPI(description));
      expect(error.code).toBe("ERR_INVALID_OPTIONS");
      expect(error.message).toContain("#/paths/~1p/post/requestBody/content/application~1json/schema");
      expect(error.message).not.toMatch(/RangeError|TypeError/);
    }
  });

  it("reads a schema nested 100,000 allOf deep without overflowing the stack", () => {
    let schema: Record<string, unknown> = { properties: { deepest: {} } };
    for (let index = 0; index < 100_000; index++) schema = { allOf: [schema] };
    const description = withServers([{ url: "https://acme.test" }], {
      "/p": { post: { requestBody: { content: { "application/json": { schema } } } } },
    });
    const result = (() => {
      try {
        return compileOpenAPI(description).operations[0]!.body!.mediaTypes[0]!.properties;
      } catch (error) {
        return error as Coded;
      }
    })();
    if (result instanceof Error) {
      expect(result.code).toBe("ERR_INVALID_OPTIONS");
      expect(result.message).not.toContain("RangeError");
    } else expect(result).toEqual(["deepest"]);
  });

  it("reads a table of 30,000 operations, each with servers of its own, trusting a bounded list", () => {
    const regions = Array.from({ length: 20 }, (_, index) => `r${index}`);
    const operations = Array.from({ length: 30_000 }, (_, index) => ({
      method: "GET",
      path: `/o${index}`,
      operationId: `o${index}`,
      pointer: `#/paths/~1o${index}/get`,
      servers: [
        { url: `https://{region}.o${index % 10}.acme.test`, variables: { region: { default: "r0", enum: regions } } },
      ],
      parameters: [],
      responses: [],
      security: [],
    }));
    const table = { ...compileOpenAPI(withServers([{ url: "https://acme.test" }], {})), operations };
    const config = fromOperationTable(table as OperationTable);
    expect(config.build("o29999").url).toBe("https://r0.o9.acme.test/o29999");
    const trusted = (config.rules as OpenAPIVendor).trustedOrigins;
    expect(trusted.length).toBeLessThanOrEqual(4096);
    expect(trusted).toContain("https://r19.o0.acme.test");
  });
});

describe("an operationId two operations share", () => {
  const description = withServers([{ url: "https://acme.test" }], {
    "/a": { get: { operationId: "dup", responses: {} } },
    "/b": { post: { operationId: "dup", responses: {} } },
    "/c": { get: { operationId: "unique", responses: {} } },
  });

  it("is refused when called by id, naming both operations", () => {
    const error = refusedWith(() => fromOpenAPI(description).build("dup"));
    expect(error.code).toBe("ERR_INVALID_ROUTE");
    expect(error.message).toContain("GET /a");
    expect(error.message).toContain("POST /b");
  });

  it("leaves each operation callable by its route, and compileOpenAPI lists the id", () => {
    const config = fromOpenAPI(description);
    expect(config.build("GET /a").url).toBe("https://acme.test/a");
    expect(config.build("POST /b").method).toBe("post");
    expect(config.build("unique").url).toBe("https://acme.test/c");
    expect(compileOpenAPI(description).duplicateOperationIds).toStrictEqual(["dup"]);
  });
});

describe("a malformed table or pointer is ERR_INVALID_OPTIONS naming the JSON pointer of the bad part", () => {
  const table = compileOpenAPI(
    withServers(
      [{ url: "https://{region}.acme.test", variables: { region: { default: "eu", enum: ["eu", "us"] } } }],
      {
        "/o/{id}": {
          post: {
            operationId: "o",
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            requestBody: {
              content: {
                "multipart/form-data": { schema: { type: "object" }, encoding: { file: { contentType: "text/csv" } } },
              },
            },
            responses: {},
          },
        },
      },
      { components: { securitySchemes: { key: { type: "apiKey", in: "header", name: "X-Key" } } } },
    ),
  );
  // A JSON copy of the table whose part at `pointer` is `value`, or left out when it is DROP.
  const DROP = Symbol("drop");
  const changed = (pointer: string, value: unknown): OperationTable => {
    const copy = JSON.parse(JSON.stringify(table)) as Record<string, unknown>;
    const keys = pointer.slice(1).split("/");
    const last = keys.pop()!;
    const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, copy);
    if (value === DROP) delete parent[last];
    else parent[last] = value;
    return copy as unknown as OperationTable;
  };
  const CASES: Array<[string, unknown]> = [
    ["/title", 5],
    ["/servers/0", null],
    ["/servers/0/url", 5],
    ["/servers/0/variables/region/enum", "eu"],
    ["/servers/0/variables/region/default", DROP],
    ["/securitySchemes/key/in", "body"],
    ["/duplicateOperationIds", DROP],
    ["/duplicateOperationIds", ["o"]],
    ["/operations/0", null],
    ["/operations/0/method", 5],
    ["/operations/0/method", "G ET"],
    ["/operations/0/pointer", "#/paths/%E0%A4%A"],
    ["/operations/0/pointer", "#/paths/~2x"],
    ["/operations/0/parameters", {}],
    ["/operations/0/parameters/0/in", "body"],
    ["/operations/0/parameters/0/name", 5],
    ["/operations/0/parameters/0/explode", "no"],
    ["/operations/0/body/mediaTypes/0/encoding/file/explode", "yes"],
    ["/operations/0/body/mediaTypes", null],
    ["/operations/0/responses/0", 5],
    ["/operations/0/unserved", 5],
  ];

  it.each(CASES)("names %s in fromOperationTable and new OpenAPIVendor", (pointer, value) => {
    const bad = changed(pointer, value);
    for (const read of [
      () => fromOperationTable(bad),
      () => new OpenAPIVendor({ name: "acme", baseUrl: "https://acme.test", operations: bad }),
    ]) {
      const error = refusedWith(read);
      expect(error.code).toBe("ERR_INVALID_OPTIONS");
      expect(error.message).toContain(` ${pointer}:`);
      expect(error.message).not.toMatch(/TypeError|URIError|RangeError/);
    }
  });

  it("refuses a table of version 1, saying to compile the description again", () => {
    const error = refusedWith(() => fromOperationTable(changed("/version", 1)));
    expect(error.code).toBe("ERR_INVALID_OPTIONS");
    expect(error.message).toContain("compileOpenAPI");
    expect(error.message).toContain("again");
  });

  it("refuses a malformed $ref in a description, naming where it stands", () => {
    // Each would name this path item, were it read loosely.
    const components = { pathItems: { "%ZZ": {}, "~2x": {} } };
    for (const ref of ["#/components/pathItems/%ZZ", "#components/pathItems", "#/components/pathItems/~2x"]) {
      const error = refusedWith(() =>
        compileOpenAPI(withServers([{ url: "https://acme.test" }], { "/d": { $ref: ref } }, { components })),
      );
      expect(error.code).toBe("ERR_INVALID_OPTIONS");
      expect(error.message).toContain("#/paths/~1d: its reference");
      expect(error.message).toContain("is no JSON pointer");
      expect(error.message).not.toMatch(/URIError|TypeError/);
    }
  });
});

describe("what the description would smuggle into headers or a path leaves the operation unserved", () => {
  const served = (operation: Record<string, unknown>, path = "/d") =>
    withServers([{ url: "https://acme.test" }], {
      [path]: { post: { operationId: "d", responses: {}, ...operation } },
    });
  const expectUnserved = (description: Record<string, unknown>, reason: string) => {
    expect(compileOpenAPI(description).operations[0]!.unserved).toContain(reason);
    const error = refusedWith(() => fromOpenAPI(description).build("d"));
    expect(error.code).toBe("ERR_INVALID_ROUTE");
  };

  it.each(["X Bad", "X-Bad\r\nX-Injected", "X:A", "X-Ä", "X-A\u0000"])("a header parameter named %j", (name) => {
    expectUnserved(served({ parameters: [{ name, in: "header", schema: { type: "string" } }] }), "token");
  });

  it.each(["application/json\r\nx-injected: 1", "text/plain\u0000", "text/plain\n"])("the media type %j", (type) => {
    expectUnserved(served({ requestBody: { content: { [type]: {} } } }), "header value");
    expectUnserved(
      served({
        requestBody: {
          content: { "multipart/form-data": { schema: { type: "object" }, encoding: { file: { contentType: type } } } },
        },
      }),
      "header value",
    );
    expectUnserved(served({ parameters: [{ name: "q", in: "query", content: { [type]: {} } }] }), "header value");
  });

  it.each(["constructor", "toString", "__proto__"])("an Encoding Object's style %j", (style) => {
    const content = {
      "application/x-www-form-urlencoded": { schema: { type: "object" }, encoding: { tags: { style } } },
    };
    expectUnserved(served({ requestBody: { content } }), "cannot take");
  });

  it.each(["https://evil.example/x", "x/y", "{p}/x", "//evil.example/x", "/\\evil.example/x"])(
    "a path key %j that does not begin with one /",
    (path) => {
      expectUnserved(served({}, path), "does not begin with one /");
    },
  );

  it("a hand-made table that leaves out the reason is judged by the same rules", () => {
    const compiled = compileOpenAPI(
      served({ parameters: [{ name: "X-Ok", in: "header", schema: { type: "string" } }] }),
    );
    const [operation] = compiled.operations;
    const handMade = (change: Record<string, unknown>) =>
      JSON.parse(JSON.stringify({ ...compiled, operations: [{ ...operation, ...change }] })) as OperationTable;
    const header = { parameters: [{ ...operation!.parameters[0], name: "X-Bad\r\nX-Injected: 1" }] };
    const config = fromOperationTable(handMade(header));
    expect(refusedWith(() => config.build("d", { "X-Bad\r\nX-Injected: 1": "v" })).code).toBe("ERR_INVALID_ROUTE");
    const vendor = new OpenAPIVendor({
      name: "acme",
      baseUrl: "https://acme.test",
      operations: handMade({ path: "https://evil.example/d" }),
    });
    expect(refusedWith(() => new EndpointConfig({ vendor }).build("d")).code).toBe("ERR_INVALID_ROUTE");
  });
});
