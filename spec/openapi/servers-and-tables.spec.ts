import { compileOpenAPI, fromOpenAPI, fromOperationTable, OpenAPIVendor, type OperationTable } from "../../lib/openapi";
import { smallDescription } from "../support/small-description";
import { thrown } from "../support/thrown";

// The rules of docs/openapi.md for servers, unserved operations, shared operationIds and tables
// given by hand, each reason and refusal by its exact words.
const OPERATION = { "/s": { get: { operationId: "s", responses: {} } } };
const withServers = (servers: unknown[], paths: Record<string, unknown> = OPERATION) =>
  smallDescription("Servers", paths, { servers });
const refusal = (action: () => unknown) => {
  const error = thrown(action) as Error & { code?: string };
  return { code: error.code, message: error.message };
};
const invalid = (message: string) => ({ code: "ERR_INVALID_OPTIONS", message });
// Why an operation whose one server is `server` is not served.
const reasonFor = (server: unknown) =>
  compileOpenAPI(withServers([{ url: "https://root.test" }], { "/o": { get: { servers: [server] } } })).operations[0]!
    .unserved;
const SKIPPED = "none of its servers is one this library sends to: ";
const valuesOf = (count: number) => Array.from({ length: count }, (_, index) => `v${index}`);

describe("a server this library does not send to is skipped with its reason", () => {
  it.each([
    ["ftp://files.test", 'has the scheme "ftp", not https or http'],
    ["javascript:alert(1)", 'has the scheme "javascript", not https or http'],
    ["https:evil.example", 'has the scheme "https", not https or http'],
    ["//evil.example/v1", "is a network-path reference, which names another host"],
    ["https://user@files.test", "has userinfo"],
    ["https://files.test/v1?x=1", "has a query or a fragment"],
    ["https://files.test/v1#x", "has a query or a fragment"],
    ["https://files.test\\v1", "holds a backslash, a space or a control character"],
    ["https://files.test/ v1", "holds a backslash, a space or a control character"],
    ["https://files.test/a/../b", "has a dot segment in its path"],
    ["https://%65vil.test", 'has a host that reads as "evil.test", not as written'],
    ["https://[::1", "is no URL"],
  ])("skips %j: it %s", (url, reason) => {
    expect(reasonFor({ url })).toBe(`${SKIPPED}${JSON.stringify(url)} ${reason}`);
  });

  it("skips a server whose variable is undefined, whose default breaks it, or whose enum keeps no value", () => {
    expect(reasonFor({ url: "https://{v}.files.test" })).toBe(
      `${SKIPPED}"https://{v}.files.test" names the variable "v", which it does not define`,
    );
    expect(reasonFor({ url: "https://{v}.files.test", variables: { v: { default: "a/b" } } })).toBe(
      `${SKIPPED}"https://{v}.files.test" has a variable "v" whose default "a/b" holds / ? # @ \\ :, a percent sign, ` +
        "a space or a control character, which a host cannot",
    );
    expect(reasonFor({ url: "https://files.test/{v}", variables: { v: { default: "a?b" } } })).toBe(
      `${SKIPPED}"https://files.test/{v}" has a variable "v" whose default "a?b" holds ? # \\, a space or a control ` +
        "character, which a server's path cannot",
    );
    expect(reasonFor({ url: "https://{v}.files.test", variables: { v: { default: "a", enum: ["a#", "b@"] } } })).toBe(
      `${SKIPPED}"https://{v}.files.test" has a variable "v" whose enum lists no value it may take`,
    );
  });

  it("keeps the upper-case, default-port and loopback forms new URL() reads as written", () => {
    const table = compileOpenAPI(
      withServers([
        { url: "HTTPS://Files.Test:443/v1" },
        { url: "http://[::1]:8080" },
        { url: "http://localhost:80/x" },
        { url: "/relative" },
      ]),
    );
    expect(table.servers.map((server) => server.url)).toEqual([
      "HTTPS://Files.Test:443/v1",
      "http://[::1]:8080",
      "http://localhost:80/x",
      "/relative",
    ]);
  });

  it("leaves out of an enum the values that break the URL, and keeps the others", () => {
    const table = compileOpenAPI(
      withServers([{ url: "https://{v}.files.test", variables: { v: { default: "a", enum: ["a", "b/c", "d"] } } }]),
    );
    expect(table.servers).toStrictEqual([
      { url: "https://{v}.files.test", variables: { v: { default: "a", enum: ["a", "d"] } } },
    ]);
  });

  // :443 is https's default port only as a whole port, and a placeholder in a relative URL's path
  // is a path's, whatever "://" stands after it.
  it("keeps a port that only begins as the default one, and a relative URL's placeholder as a path's", () => {
    const table = compileOpenAPI(
      withServers([{ url: "https://files.test:4430" }, { url: "/{v}/x://y", variables: { v: { default: "a:b" } } }]),
    );
    expect(table.servers.map((server) => server.url)).toEqual(["https://files.test:4430", "/{v}/x://y"]);
  });

  it("refuses a server variable without a default, naming it", () => {
    expect(refusal(() => compileOpenAPI(withServers([{ url: "https://{v}.t", variables: { v: {} } }])))).toEqual(
      invalid("Invalid OpenAPI description at #/servers/0/variables/v: a server variable needs a default"),
    );
  });
});

describe("the serverVariables setting keeps the URL's structure", () => {
  const description = withServers([
    {
      url: "https://{region}.files.test/{version}",
      variables: {
        region: { default: "eu" },
        version: { default: "v1" },
        size: { default: "s", enum: Array.from({ length: 12 }, (_, index) => `s${index}`) },
      },
    },
  ]);

  it("refuses a value that would move the host or end the path, naming the variable and the value", () => {
    expect(refusal(() => fromOpenAPI(description, { serverVariables: { region: "evil.example#" } }))).toEqual(
      invalid(
        'The server variable "region" takes no value that "evil.example#" holds / ? # @ \\ :, a percent sign, a space ' +
          "or a control character, which a host cannot",
      ),
    );
    expect(refusal(() => fromOpenAPI(description, { serverVariables: { version: "v2?x" } }))).toEqual(
      invalid(
        'The server variable "version" takes no value that "v2?x" holds ? # \\, a space or a control character, ' +
          "which a server's path cannot",
      ),
    );
  });

  it("refuses values that make a dot segment, naming the variables chosen", () => {
    expect(refusal(() => fromOpenAPI(description, { serverVariables: { version: ".." } }))).toEqual(
      invalid(
        'The serverVariables "version" make the OpenAPI server "https://eu.files.test/..", which has a dot segment in its path',
      ),
    );
  });

  it("names every variable chosen when together they break the URL", () => {
    expect(refusal(() => fromOpenAPI(description, { serverVariables: { region: "us", version: ".." } }))).toEqual(
      invalid(
        'The serverVariables "region", "version" make the OpenAPI server "https://us.files.test/..", which has a dot segment in its path',
      ),
    );
  });

  it("names all ten values of an enum of ten, and no more", () => {
    const ten = withServers([
      { url: "https://files.test/{size}", variables: { size: { default: "v0", enum: valuesOf(10) } } },
    ]);
    expect(refusal(() => fromOpenAPI(ten, { serverVariables: { size: "xl" } }))).toEqual(
      invalid('The server variable "size" takes "v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9", not "xl"'),
    );
  });

  it("names at most ten of the values an enum lists", () => {
    expect(refusal(() => fromOpenAPI(description, { serverVariables: { size: "xl" } }))).toEqual(
      invalid(
        'The server variable "size" takes "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9" (and 2 more), not "xl"',
      ),
    );
  });
});

describe("a description none of whose servers is acceptable", () => {
  const description = withServers([{ url: "ftp://files.test" }]);

  it("needs the baseUrl setting, and takes no serverVariables", () => {
    expect(compileOpenAPI(description).servers).toStrictEqual([]);
    expect(refusal(() => fromOpenAPI(description))).toEqual(
      invalid(
        "The OpenAPI description has no server this library sends to (see compileOpenAPI()'s servers): give the baseUrl setting",
      ),
    );
    expect(refusal(() => fromOpenAPI(description, { baseUrl: "https://b.test", serverVariables: { a: "1" } }))).toEqual(
      invalid("The OpenAPI description has no server this library sends to, so no variable for serverVariables"),
    );
    expect(fromOpenAPI(description, { baseUrl: "https://b.test/v1/" }).defaultBaseUrl).toBe("https://b.test/v1");
  });

  it("refuses a baseUrl setting that is no absolute URL", () => {
    expect(refusal(() => fromOpenAPI(description, { baseUrl: "/v1" }))).toEqual(
      invalid('Invalid baseUrl "/v1": expected a URL'),
    );
    expect(refusal(() => fromOpenAPI(description, { baseUrl: "https://[" }))).toEqual(
      invalid('Invalid baseUrl "https://[": expected a URL'),
    );
  });
});

describe("the trusted origins of a description", () => {
  it("hold the base URL at the values chosen, beyond the combinations listed", () => {
    const values = Array.from({ length: 300 }, (_, index) => `r${index}`);
    const config = fromOpenAPI(
      withServers([{ url: "https://{region}.files.test", variables: { region: { default: "r0", enum: values } } }]),
      { serverVariables: { region: "r299" } },
    );
    const vendor = config.rules as OpenAPIVendor;
    expect(vendor.trustedOrigins).toContain("https://r299.files.test");
    expect(vendor.trustedOrigins).toContain("https://r255.files.test");
    expect(vendor.trustedOrigins).not.toContain("https://r256.files.test");
    expect(vendor.trustsServer("https://r299.files.test/x")).toBe(true);
    expect(vendor.trustsServer("no url")).toBe(false);
  });

  it("count a path variable's values once: only the host's make origins", () => {
    const paths = Array.from({ length: 300 }, (_, index) => `p${index}`);
    const config = fromOpenAPI(
      withServers([
        {
          url: "https://{region}.files.test/{path}",
          variables: { path: { default: "p0", enum: paths }, region: { default: "eu", enum: ["eu", "us"] } },
        },
      ]),
    );
    expect(config.rules.trustedOrigins).toEqual(["https://eu.files.test", "https://us.files.test"]);
  });
});

// Bounds that keep the list short whatever a description holds: 4,096 origins in all, and 16,384
// combinations of host values tried (trusted or not), each server's counted as it was tried.
describe("the trusted origins of a description, bounded", () => {
  const hostServer = (url: string, values: string[]) => ({
    url,
    variables: { h: { default: values[0], enum: values } },
  });
  const originsOf = (servers: unknown[]) => fromOpenAPI(withServers(servers)).rules.trustedOrigins;

  it("trust a host variable's default where it lists no values", () => {
    expect(
      originsOf([
        { url: "https://base.test" },
        { url: "https://{tenant}.other.test", variables: { tenant: { default: "acme" } } },
      ]),
    ).toEqual(["https://base.test", "https://acme.other.test"]);
  });

  it("come from a variable anywhere in the host, though it stands in the path too", () => {
    const twice = { url: "https://{v}.twice.test/{v}", variables: { v: { default: "a", enum: ["a", "b"] } } };
    const deep = { url: "https://files.api.{zone}.test", variables: { zone: { default: "a", enum: ["a", "b"] } } };
    expect(originsOf([{ url: "https://base.test" }, twice, deep])).toEqual([
      "https://base.test",
      "https://a.twice.test",
      "https://b.twice.test",
      "https://files.api.a.test",
      "https://files.api.b.test",
    ]);
  });

  it("are 4,096 at most, the base's first, though the last server counted has more", () => {
    const many = Array.from({ length: 16 }, (_, index) => hostServer(`https://{h}.s${index}.test`, valuesOf(256)));
    const origins = originsOf([hostServer("https://{h}.base.test", valuesOf(100)), ...many]);
    expect(origins).toHaveLength(4096);
    expect([origins[0], origins.at(-1)]).toEqual(["https://v0.base.test", "https://v155.s15.test"]);
  });

  it("stop when 16,384 combinations were tried, the untrusted ones too", () => {
    const plain = Array.from({ length: 64 }, (_, index) => hostServer(`http://{h}.p${index}.test`, valuesOf(256)));
    expect(originsOf([...plain, hostServer("https://{h}.late.test", ["a", "b"])])).toEqual([]);
  });

  it("count a server's combinations as it has, not as many as it might have been given", () => {
    const small = Array.from({ length: 64 }, (_, index) => hostServer(`https://{h}.t${index}.test`, ["a", "b"]));
    const origins = originsOf([...small, hostServer("https://{h}.late.test", ["a", "b"])]);
    expect(origins).toHaveLength(130);
    expect(origins.slice(-2)).toEqual(["https://a.late.test", "https://b.late.test"]);
  });
});

describe("an operationId two operations share", () => {
  it("is refused by id, naming each operation with its pointer", () => {
    const config = fromOpenAPI(
      withServers([{ url: "https://files.test" }], {
        "/a": { get: { operationId: "dup" } },
        "/b": { post: { operationId: "dup" }, put: { operationId: "dup" } },
      }),
    );
    expect(refusal(() => config.build("dup"))).toEqual({
      code: "ERR_INVALID_ROUTE",
      message:
        'The operationId "dup" names 3 operations of the description, GET /a (#/paths/~1a/get), ' +
        "PUT /b (#/paths/~1b/put), POST /b (#/paths/~1b/post): call each by its route",
    });
  });

  it("with a space in it, is refused only once no route of that text is found", () => {
    const config = fromOpenAPI(
      withServers([{ url: "https://files.test" }], {
        "/a": { get: { operationId: "get /b" } },
        "/c": { get: { operationId: "get /b" } },
        "/b": { get: {} },
      }),
    );
    expect(config.build("get /b").url).toBe("https://files.test/b");
    expect(config.build("GET /a").url).toBe("https://files.test/a");
  });
});

describe("the reasons an operation is not served", () => {
  const reasonOf = (operation: Record<string, unknown>, path = "/d") =>
    compileOpenAPI(withServers([{ url: "https://files.test" }], { [path]: { post: operation } })).operations[0]!
      .unserved;

  it("name the header parameter, the media type or the encoding, and the path", () => {
    expect(reasonOf({ parameters: [{ name: "X Bad", in: "header", schema: { type: "string" } }] })).toBe(
      'the header parameter "X Bad" (#/paths/~1d/post/parameters/0) has a name that is no HTTP token',
    );
    expect(reasonOf({ requestBody: { content: { "text/plain\r\nx: 1": {} } } })).toBe(
      'its request media type "text/plain\\r\\nx: 1", which is no valid header value',
    );
    expect(
      reasonOf({
        requestBody: {
          content: { "multipart/form-data": { encoding: { f: { contentType: "text/csv\n", style: "matrix" } } } },
        },
      }),
    ).toBe(
      'the encoding of "f" has the contentType "text/csv\\n", which is no valid header value; ' +
        'the encoding of "f" has style "matrix", which a query parameter cannot take',
    );
    expect(reasonOf({ parameters: [{ name: "q", in: "query", content: { "a/b\u0000": {} } }] })).toBe(
      'the query parameter "q" (#/paths/~1d/post/parameters/0) has the media type "a/b\\u0000", which is no valid header value',
    );
    expect(reasonOf({}, "d")).toBe('its path "d" does not begin with one /');
  });
});

describe("a table given by hand is read as the compiler would", () => {
  const table = compileOpenAPI(
    withServers([{ url: "https://files.test" }], { "/o/{id}": { get: { operationId: "o", responses: {} } } }),
  );
  const [operation] = table.operations;
  const handMade = (change: Record<string, unknown>, top: Record<string, unknown> = {}) =>
    JSON.parse(JSON.stringify({ ...table, operations: [{ ...operation, ...change }], ...top })) as OperationTable;
  const unservedOf = (given: OperationTable) =>
    new OpenAPIVendor({ baseUrl: "https://files.test", operations: given }).operations.operations[0]!.unserved;

  it("judges an operation without a reason, and keeps the reason a table gives", () => {
    expect(unservedOf(handMade({ parameters: [] }))).toBe("its path placeholder {id} is no path parameter");
    expect(unservedOf(handMade({ servers: [{ url: "ws://x.test" }] }))).toBe(
      `${SKIPPED}"ws://x.test" has the scheme "ws", not https or http`,
    );
    expect(unservedOf(handMade({ unserved: "by hand" }))).toBe("by hand");
    expect(unservedOf(handMade({}))).toBeUndefined();
  });

  it("sends an operation whose list of servers is empty to the table's", () => {
    expect(unservedOf(handMade({ servers: [] }))).toBeUndefined();
    expect(fromOperationTable(handMade({ servers: [] })).build("o", { id: "1" }).url).toBe("https://files.test/o/1");
  });

  it("judges a placeholder by the path parameters alone, and names a parameter without a pointer", () => {
    const query = { in: "query", name: "id", style: "form", explode: true };
    expect(unservedOf(handMade({ parameters: [query] }))).toBe("its path placeholder {id} is no path parameter");
    const other = { in: "path", name: "other", style: "simple", explode: false, required: true };
    expect(unservedOf(handMade({ parameters: [other] }))).toBe("its path placeholder {id} is no path parameter");
    const header = { in: "header", name: "a b", style: "simple", explode: false };
    expect(unservedOf(handMade({ parameters: [...operation!.parameters, header] }))).toBe(
      'the header parameter "a b" has a name that is no HTTP token',
    );
  });

  it("serves an encoding that gives a contentType and no style", () => {
    const encoded = {
      method: "POST",
      body: {
        mediaTypes: [{ type: "multipart/form-data", properties: ["f"], encoding: { f: { contentType: "text/csv" } } }],
      },
    };
    expect(unservedOf(handMade(encoded))).toBeUndefined();
  });

  it("skips the servers it would not send to, and keeps enum values only that keep the URL", () => {
    const config = fromOperationTable(
      handMade({}, { servers: [{ url: "//evil.example" }, { url: "https://second.test" }] }),
    );
    expect(config.defaultBaseUrl).toBe("https://second.test");
  });

  it("refuses a list of shared operationIds that is not the operations'", () => {
    expect(refusal(() => fromOperationTable(handMade({}, { duplicateOperationIds: ["o"] })))).toEqual(
      invalid('Invalid operation table at /duplicateOperationIds: it lists "o", but the operations share none'),
    );
  });

  it("names the pointer of a bad JSON pointer, and of a field no table has", () => {
    expect(refusal(() => fromOperationTable(handMade({ pointer: "#/paths/%ZZ" })))).toEqual(
      invalid('Invalid operation table at /operations/0/pointer: "#/paths/%ZZ" is no JSON pointer into a description'),
    );
    expect(refusal(() => fromOperationTable(handMade({ "a/b": 1 })))).toEqual(
      invalid("Invalid operation table at /operations/0/a~1b: no operation table has this field"),
    );
  });

  it("refuses a list of shared operationIds as long as the operations' but naming others, and an empty one", () => {
    const twins = compileOpenAPI(
      withServers([{ url: "https://files.test" }], {
        "/a": { get: { operationId: "o", responses: {} } },
        "/b": { get: { operationId: "o", responses: {} } },
      }),
    );
    expect(twins.duplicateOperationIds).toEqual(["o"]);
    expect(refusal(() => fromOperationTable({ ...twins, duplicateOperationIds: ["p"] }))).toEqual(
      invalid('Invalid operation table at /duplicateOperationIds: it lists "p", but the operations share "o"'),
    );
    expect(refusal(() => fromOperationTable({ ...twins, duplicateOperationIds: [] }))).toEqual(
      invalid('Invalid operation table at /duplicateOperationIds: it lists none, but the operations share "o"'),
    );
  });

  const parameter = { in: "path", name: "id", style: "simple", explode: false, required: true };
  const body = (media: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    body: { mediaTypes: [{ type: "application/json", ...media }], ...extra },
  });
  it.each([
    [{ pointer: 5 }, "/operations/0/pointer: expected a string, not 5"],
    [{ path: 5 }, "/operations/0/path: expected a string, not 5"],
    [{ servers: {} }, "/operations/0/servers: expected an array, not an object"],
    [{ security: "key" }, '/operations/0/security: expected an array, not "key"'],
    [{ parameters: [5] }, "/operations/0/parameters/0: expected an object, not 5"],
    [
      { parameters: [{ ...parameter, in: "body" }] },
      '/operations/0/parameters/0/in: expected "path", "query", "querystring", "header", "cookie", not "body"',
    ],
    [
      { parameters: [{ ...parameter, required: "yes" }] },
      '/operations/0/parameters/0/required: expected true or false, not "yes"',
    ],
    [
      { parameters: [{ ...parameter, allowReserved: 1 }] },
      "/operations/0/parameters/0/allowReserved: expected true or false, not 1",
    ],
    [
      { parameters: [{ ...parameter, contentType: 5 }] },
      "/operations/0/parameters/0/contentType: expected a string, not 5",
    ],
    [{ body: { mediaTypes: [] } }, "/operations/0/body/mediaTypes: a body lists at least one media type"],
    [body({}, { required: 1 }), "/operations/0/body/required: expected true or false, not 1"],
    [body({ type: 5 }), "/operations/0/body/mediaTypes/0/type: expected a string, not 5"],
    [body({ properties: "name" }), '/operations/0/body/mediaTypes/0/properties: expected an array, not "name"'],
    [body({ readOnly: "id" }), '/operations/0/body/mediaTypes/0/readOnly: expected an array, not "id"'],
    [
      body({ encoding: { f: { contentType: 5 } } }),
      "/operations/0/body/mediaTypes/0/encoding/f/contentType: expected a string, not 5",
    ],
    [
      body({ encoding: { f: { style: 5 } } }),
      "/operations/0/body/mediaTypes/0/encoding/f/style: expected a string, not 5",
    ],
    [
      body({ encoding: { f: { explode: 1 } } }),
      "/operations/0/body/mediaTypes/0/encoding/f/explode: expected true or false, not 1",
    ],
  ])("names the pointer of a malformed part: %j", (change, message) => {
    expect(refusal(() => fromOperationTable(handMade(change)))).toEqual(
      invalid(`Invalid operation table at ${message}`),
    );
  });

  it("joins every reason it finds for an operation without one", () => {
    expect(unservedOf(handMade({ parameters: [], servers: [{ url: "ws://x.test" }] }))).toBe(
      `${SKIPPED}"ws://x.test" has the scheme "ws", not https or http; its path placeholder {id} is no path parameter`,
    );
  });

  it("reads a media type's readOnly names: the call that gives one is refused", () => {
    const read = handMade({ method: "POST", ...body({ properties: ["name"], readOnly: ["created"] }) });
    const config = fromOperationTable(read);
    expect(config.build("o", { id: "1", name: "n" }).body).toEqual({ name: "n" });
    expect(refusal(() => config.build("o", { id: "1", created: "now" }))).toEqual({
      code: "ERR_INVALID_PARAMETER",
      message: '"created" of POST /o/{id} is a read-only property of its body, which a request never sends',
    });
  });

  it("copies an operation with the fields it has, and reads a table it read once as itself", () => {
    const read = new OpenAPIVendor({ baseUrl: "https://files.test", operations: handMade({}) }).operations;
    expect(Object.keys(read.operations[0]!).sort()).toEqual(Object.keys(operation!).sort());
    expect(new OpenAPIVendor({ baseUrl: "https://files.test", operations: read }).operations).toBe(read);
  });

  // requireTable's copy is frozen whole, so a table it read, given again, needs no second reading.
  it("freezes a server whose enum it cut, with no prototype to its variables, as it does the others", () => {
    const variables = (values: string[]) => ({ v: { default: "a", enum: values } });
    const servers = [
      { url: "https://{v}.cut.test", variables: variables(["a", "b/c"]) },
      { url: "https://{v}.whole.test", variables: variables(["a", "b"]) },
    ];
    const read = new OpenAPIVendor({ baseUrl: "https://files.test", operations: handMade({ servers }, { servers }) })
      .operations;
    for (const server of [...read.servers, ...read.operations[0]!.servers!]) {
      expect([
        Object.isFrozen(server),
        Object.isFrozen(server.variables),
        Object.isFrozen(server.variables!.v),
      ]).toEqual([true, true, true]);
      expect(Object.isFrozen(server.variables!.v!.enum)).toBe(true);
      expect(Object.getPrototypeOf(server.variables)).toBeNull();
    }
    expect(read.servers.map((server) => server.variables!.v!.enum)).toEqual([["a"], ["a", "b"]]);
  });

  it("gives maps of names no prototype, and freezes the copy", () => {
    const read = new OpenAPIVendor({ baseUrl: "https://files.test", operations: handMade({}) }).operations;
    expect(Object.getPrototypeOf(read.securitySchemes)).toBeNull();
    expect(Object.isFrozen(read.operations[0])).toBe(true);
  });
});
