// Type specs for the header values of a result: strings unless a call or its defaults give other
// types, so that fetch, node:http and got take the headers as they are (docs/clients.md).
import type { OutgoingHttpHeaders } from "node:http";
import { expectTypeOf } from "expect-type";
import {
  endpoint,
  EndpointConfig,
  type DefaultOptions,
  type Endpoint,
  type HeaderValue,
  type RequestHeaders,
} from "../../lib";

// Only strings given: a Record<string, string>, which fetch's HeadersInit accepts.
const plain = endpoint("GET /orgs/{org}/repos", { org: "octokit", headers: { authorization: "token x" } });
expectTypeOf(plain.headers).toEqualTypeOf<Record<string, string>>();
expectTypeOf(plain.headers).toMatchTypeOf<HeadersInit>();
expectTypeOf(plain.headers).toMatchTypeOf<OutgoingHttpHeaders>();
expectTypeOf(new EndpointConfig().build("GET /user").headers).toEqualTypeOf<Readonly<Record<string, string>>>();
expectTypeOf(new EndpointConfig().build("GET /user").headers).toMatchTypeOf<HeadersInit>();

// A number given stays a number at run time, and in the type: in the call, the defaults or an
// options-object route.
const upload = endpoint("POST /upload", { headers: { "content-length": 14 }, data: "x" });
expectTypeOf(upload.headers).toEqualTypeOf<Record<string, string | number>>();
const sized = endpoint.defaults({ headers: { "content-length": 14 } });
expectTypeOf(sized("GET /user").headers).toEqualTypeOf<Record<string, string | 14>>();
expectTypeOf(endpoint({ method: "POST", url: "/x", headers: { "x-flag": true } }).headers).toEqualTypeOf<
  Record<string, string | true>
>();

// Headers the compiler cannot read may hold any value.
declare const headers: RequestHeaders;
expectTypeOf(endpoint("GET /user", { headers }).headers).toEqualTypeOf<Record<string, HeaderValue>>();
declare const loose: Endpoint<DefaultOptions>;
expectTypeOf(loose("GET /user").headers).toEqualTypeOf<Record<string, HeaderValue>>();

// Defaults typed only as DefaultOptions stay DefaultOptions after defaults().
let api: Endpoint<DefaultOptions> = endpoint;
api = api.defaults({ per_page: 100 });
expectTypeOf(api.defaults({ per_page: 100 }).DEFAULTS).toEqualTypeOf<DefaultOptions>();
