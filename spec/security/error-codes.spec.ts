import {
  AbsoluteUrlError,
  EndpointConfig,
  EndpointError,
  ErrorCodes,
  InvalidHeaderError,
  InvalidMethodError,
  InvalidOptionsError,
  InvalidParameterError,
  InvalidRouteError,
  InvalidTemplateError,
  MissingParameterError,
  endpoint,
} from "../../lib";
import { loose, untypedEndpoint } from "../support/loose";

type Case = [string, new (...args: never[]) => EndpointError, () => unknown, string];

// One row per code: the input that triggers it, and the piece of input the message must name.
const cases: Case[] = [
  ["ERR_INVALID_ROUTE", InvalidRouteError, () => untypedEndpoint(42), "42"],
  ["ERR_INVALID_ROUTE", InvalidRouteError, () => endpoint({ url: ["x"] as never }), "array"],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint("GET /", "page=1" as never), '"page=1"'],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint("GET /", { headers: "x" as never }), '"x"'],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint("GET /", { mediaType: 5 as never }), "5"],
  [
    "ERR_INVALID_OPTIONS",
    InvalidOptionsError,
    () => endpoint("GET /", { mediaType: { previews: "mercy" as never } }),
    '"mercy"',
  ],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint("GET /", { mediaType: { format: 1 as never } }), "1"],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint("GET /", { baseUrl: true as never }), "true"],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint("GET /", { request: "r" as never }), '"r"'],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint.defaults([] as never), "array"],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => endpoint.parse("merged" as never), '"merged"'],
  ["ERR_INVALID_OPTIONS", InvalidOptionsError, () => new EndpointConfig({ strict: "yes" as never }), '"yes"'],
  ["ERR_INVALID_METHOD", InvalidMethodError, () => endpoint("GE(T /x"), '"GE(T"'],
  ["ERR_INVALID_METHOD", InvalidMethodError, () => endpoint({ method: "GET /x", url: "/" }), '"GET /x"'],
  ["ERR_INVALID_TEMPLATE", InvalidTemplateError, () => endpoint("GET /repos/{owner"), '"/repos/{owner"'],
  ["ERR_INVALID_HEADER", InvalidHeaderError, () => endpoint("GET /", { headers: { "x y": "1" } }), '"x y"'],
  ["ERR_INVALID_HEADER", InvalidHeaderError, () => endpoint("GET /", { headers: { "x-a": "1\r\nx-b: 2" } }), '"x-a"'],
  ["ERR_INVALID_HEADER", InvalidHeaderError, () => endpoint("GET /", { headers: { "x-a": "\0" } }), '"x-a"'],
  ["ERR_INVALID_HEADER", InvalidHeaderError, () => endpoint("GET /", { headers: { "x-a": {} as never } }), '"x-a"'],
  [
    "ERR_INVALID_PARAMETER",
    InvalidParameterError,
    () => endpoint("GET /repos/{owner}/{repo}", { owner: "o", repo: ".." }),
    '"repo"',
  ],
  ["ERR_INVALID_PARAMETER", InvalidParameterError, () => endpoint(loose("GET /x/{a}"), { a: Symbol("s") }), '"a"'],
  ["ERR_INVALID_PARAMETER", InvalidParameterError, () => endpoint("GET /x", { a: () => 1 }), '"a"'],
  [
    "ERR_MISSING_PARAMETER",
    MissingParameterError,
    () => new EndpointConfig({ strict: true }).build(loose("GET /orgs/{org}")),
    '"org"',
  ],
  [
    "ERR_ABSOLUTE_URL",
    AbsoluteUrlError,
    () => new EndpointConfig({ allowAbsoluteUrls: false }).build("GET https://evil.example/x"),
    '"https://evil.example/x"',
  ],
];

describe("EndpointError codes", () => {
  it.each(cases)("%s is a %p whose message names the input", (code, type, action, named) => {
    let caught: unknown;
    try {
      action();
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(type);
    expect(caught).toBeInstanceOf(EndpointError);
    expect((caught as EndpointError).code).toBe(code);
    expect((caught as EndpointError).message).toContain(named);
  });

  it("covers every code", () => {
    expect(new Set(cases.map(([code]) => code))).toEqual(new Set(Object.values(ErrorCodes)));
  });

  it("gives template faults the template and position", () => {
    try {
      endpoint(loose("GET /a/{b}/{c"));
    } catch (error) {
      expect(error).toMatchObject({ template: "/a/{b}/{c", position: 7 });
    }
    expect.assertions(1);
  });
});
