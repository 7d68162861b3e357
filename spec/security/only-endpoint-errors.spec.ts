import { EndpointConfig, EndpointError, RequestOptions, Rfc6570Expander, RouteParser, endpoint } from "../../lib";
import { loose, untypedEndpoint } from "../support/loose";
import { thrown } from "../support/thrown";

// Issue 30, item 5: whatever the input, only an EndpointError leaves a public function,
// constructor or getter, and its message quotes no input longer than errors.md allows.
function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function throwingGetter(key: string, value: unknown = new Error("boom")): object {
  return Object.defineProperty({}, key, {
    enumerable: true,
    get() {
      throw value;
    },
  });
}

const untypedConfig = new EndpointConfig() as unknown as Record<string, (...args: unknown[]) => unknown>;
const call =
  (name: string, ...args: unknown[]) =>
  () =>
    untypedConfig[name]?.(...args);

type Row = [string, () => unknown];

const hostileInputs: Row[] = [
  ["a revoked proxy as options of endpoint()", () => untypedEndpoint("GET /x", revoked())],
  ["a revoked proxy as the route of endpoint()", () => untypedEndpoint(revoked())],
  ["a revoked proxy as options of build()", call("build", "GET /x", revoked())],
  ["a revoked proxy as options of resolve()", call("resolve", "GET /x", revoked())],
  ["a revoked proxy as options of merge()", call("merge", "GET /x", revoked())],
  ["a revoked proxy given to parse()", call("parse", revoked())],
  ["a revoked proxy given to with()", call("with", revoked())],
  ["a revoked proxy given to defaults()", () => endpoint.defaults(revoked() as never)],
  ["a revoked proxy as settings", () => new EndpointConfig(revoked())],
  ["a revoked proxy as headers", () => endpoint("GET /x", { headers: revoked() as never })],
  ["a revoked proxy as a header value", () => endpoint("GET /x", { headers: { "x-a": revoked() as never } })],
  ["a revoked proxy as a header value in with()", call("with", { headers: { "x-a": revoked() } })],
  ["a revoked proxy as mediaType", () => endpoint("GET /x", { mediaType: revoked() })],
  ["a revoked proxy as previews", () => endpoint("GET /x", { mediaType: { previews: revoked() as never } })],
  ["a revoked proxy as request", () => endpoint("GET /x", { request: revoked() as never })],
  ["a revoked proxy as a path value", () => endpoint(loose("GET /x/{a}"), { a: revoked() })],
  ["a revoked proxy as a query value", () => endpoint(loose("GET /x"), { a: revoked() })],
  ["a revoked proxy as a body value of build()", call("build", "POST /x", { a: { b: revoked() } })],
  ["a revoked proxy as data of build()", call("build", "POST /x", { data: revoked() })],
  ["a revoked proxy as a default parameter", call("with", { a: revoked() })],
  ["a throwing getter in options", () => untypedEndpoint("GET /x", throwingGetter("a"))],
  ["a throwing getter in options of build()", call("build", "GET /x/{a}", throwingGetter("a"))],
  ["a getter throwing undefined in options", () => untypedEndpoint("GET /x", throwingGetter("a", undefined))],
  ["a getter throwing a string in with()", call("with", throwingGetter("a", "nope"))],
  ["a throwing getter in headers", () => endpoint("GET /x", { headers: throwingGetter("x-a") as never })],
  ["a throwing getter in mediaType", () => endpoint("GET /x", { mediaType: throwingGetter("format") })],
  ["a throwing getter in settings", () => new EndpointConfig(throwingGetter("strict"))],
  ["a throwing getter in a body of build()", call("build", "POST /x", { a: throwingGetter("b") })],
  ["a throwing toString in a path value", () => endpoint(loose("GET /x/{a}"), { a: { toString: undefined } })],
  [
    "a path value whose toString throws undefined",
    () =>
      endpoint(loose("GET /x/{a}"), {
        a: new (class {
          toString(): string {
            // eslint-disable-next-line @typescript-eslint/only-throw-error -- the hostile input under test
            throw undefined;
          }
        })(),
      }),
  ],
  ["new Rfc6570Expander(null)", () => new Rfc6570Expander(null as never)],
  ["new Rfc6570Expander(revoked)", () => new Rfc6570Expander(revoked())],
  ["Rfc6570Expander#expand of a number", () => new Rfc6570Expander().expand(5 as never, {})],
  ["Rfc6570Expander#expand with null parameters", () => new Rfc6570Expander().expand("/{a}", null as never)],
  ["Rfc6570Expander#variableNames of null", () => new Rfc6570Expander().variableNames(null as never)],
  ["RouteParser#toTemplate of a number", () => new RouteParser().toTemplate(5 as never)],
  ["RouteParser#parse of a revoked proxy", () => new RouteParser().parse(revoked() as never)],
  ["new RequestOptions(null)", () => new RequestOptions(null as never)],
  ["new RequestOptions(revoked)", () => new RequestOptions(revoked() as never)],
  ["new RequestOptions with a throwing getter", () => new RequestOptions(throwingGetter("url") as never)],
  [
    "new RequestOptions with headers null",
    () => new RequestOptions({ method: "get", url: "/", headers: null as never }),
  ],
];

const getterSubclasses: Row[] = [undefined, Symbol("v"), {}, 42].flatMap((value) =>
  (typeof value === "number"
    ? (["vendor", "apiVersion", "defaultBaseUrl"] as const) // a number is a header value
    : (["vendor", "apiVersion", "defaultBaseUrl", "userAgent"] as const)
  ).map((getter): Row => [
    `a ${getter} getter returning ${typeof value}`,
    () => {
      class Acme extends EndpointConfig {}
      Object.defineProperty(Acme.prototype, getter, { get: () => value });
      return new Acme().build("GET /user");
    },
  ]),
);

const throwingSubclass: Row = [
  "a vendor getter that throws",
  () => {
    class Acme extends EndpointConfig {
      override get vendor(): string {
        throw new TypeError("no vendor");
      }
    }
    return new Acme().build("GET /user");
  },
];

// What `action` throws, if anything.
function caught(action: () => unknown): unknown {
  try {
    action();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("only EndpointError leaves the library", () => {
  it.each(hostileInputs)("for %s (it may also succeed)", (_, action) => {
    const error = caught(action);
    if (error === undefined) return;
    expect(error).toBeInstanceOf(EndpointError);
    expect((error as Error).message.length).toBeLessThan(400);
  });

  it.each([...getterSubclasses, throwingSubclass])("for %s", (_, action) => {
    const error = thrown(action);
    expect(error).toBeInstanceOf(EndpointError);
    expect(error.message).toMatch(/vendor|apiVersion|defaultBaseUrl|userAgent/);
    expect(error.message.length).toBeLessThan(400);
  });

  it("keeps what the input threw as the cause", () => {
    const cause = new Error("boom");
    const error = thrown(() => untypedEndpoint("GET /x", throwingGetter("a", cause)));
    expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS", cause });
  });

  it("passes EndpointErrors through unchanged", () => {
    const error = thrown(() => endpoint(loose("GET /x/{a"), {}));
    expect(error).toMatchObject({ code: "ERR_INVALID_TEMPLATE" });
  });
});

describe("messages cut every input they quote", () => {
  const huge = "a".repeat(200_000);
  const hugeDots = `${"x".repeat(200_000)}/..`;
  const rows: Row[] = [
    ["a huge header name", () => endpoint("GET /x", { headers: { [`${huge}(`]: "1" } })],
    ["a huge header name with a bad value", () => endpoint("GET /x", { headers: { [huge]: "1\r\n" } })],
    ["a huge header name with a non-text value", () => endpoint("GET /x", { headers: { [huge]: {} as never } })],
    ["a huge parameter name in a dot segment", () => endpoint(loose(`GET /x/{${huge}}`), { [huge]: ".." })],
    ["a huge template with a dot segment", () => endpoint(loose(`GET /${huge}/{+a}`), { a: ".." })],
    ["a huge value making a dot segment", () => endpoint(loose("GET /x/{+a}"), { a: hugeDots })],
    ["a huge parameter name nesting a list", () => endpoint(loose(`GET /x/{${huge}}`), { [huge]: [[1]] })],
    ["a huge parameter name with a function", () => endpoint(loose(`GET /x/{${huge}}`), { [huge]: () => 1 })],
    ["a huge query parameter name nesting a list", () => endpoint(loose("GET /x"), { [huge]: [[1]] })],
    ["a huge parameter name with a lone surrogate", () => endpoint(loose("GET /x"), { [huge]: "\ud800" })],
    ["a huge strict placeholder", () => new EndpointConfig({ strict: true }).build(loose(`GET /x/{${huge}}`))],
    ["a huge prefix-modified list", () => endpoint(loose(`GET /x/{${huge}:3}`), { [huge]: ["a"] })],
  ];
  it.each(rows)("for %s", (_, action) => {
    const error = thrown(action);
    expect(error).toBeInstanceOf(EndpointError);
    expect(error.message.length).toBeLessThan(400);
  });
});
