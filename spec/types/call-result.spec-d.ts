// Type specs for the result of a call: options that set no method and give only string headers
// read the result worked out once per route (lib/types/call-result.ts); any other options get
// it worked out for them. Both must give what the route, the options and the defaults say.
import type { components } from "@octokit/openapi-types";
import { expectTypeOf } from "expect-type";
import { endpoint, EndpointConfig, RequestOptions, type RequestOptionsInit, type ResponseOf } from "../../lib";
import type { HeaderNeutralOptions, MethodNeutralOptions } from "../../lib/types/call-result";

type Issues = components["schemas"]["issue"][];
const route = "GET /repos/{owner}/{repo}/issues";

// Parameters and string headers leave the result as the route makes it.
const plain = endpoint(route, { owner: "o", repo: "r", state: "open" });
expectTypeOf(plain).toEqualTypeOf<RequestOptionsInit<"get", string, Issues>>();
const authorized = endpoint(route, { owner: "o", repo: "r", headers: { authorization: "token x" } });
expectTypeOf(authorized).toEqualTypeOf<RequestOptionsInit<"get", string, Issues>>();
expectTypeOf(endpoint("GET /user")).toEqualTypeOf<
  RequestOptionsInit<"get", string, ResponseOf<ReturnType<typeof endpoint<"GET /user">>>>
>();
expectTypeOf(new EndpointConfig().build(route, { owner: "o", repo: "r" })).toEqualTypeOf<
  RequestOptions<"get", string, Issues>
>();

// A non-string header value or a method option changes the result, the response stays.
const counted = endpoint(route, { owner: "o", repo: "r", headers: { "x-count": 2 } });
expectTypeOf(counted).toEqualTypeOf<RequestOptionsInit<"get", string | number, Issues>>();
const posted = endpoint(route, { owner: "o", repo: "r", method: "POST" as const });
expectTypeOf(posted).toEqualTypeOf<RequestOptionsInit<"post", string, Issues>>();
expectTypeOf(new EndpointConfig().build(route, { owner: "o", repo: "r", method: "PUT" as const })).toEqualTypeOf<
  RequestOptions<"put", string, Issues>
>();

// The defaults' header values reach the result either way.
const sized = endpoint.defaults({ headers: { "content-length": 14 } });
expectTypeOf(sized(route, { owner: "o", repo: "r" })).toEqualTypeOf<RequestOptionsInit<"get", string | 14, Issues>>();

// Which options read the route's method and header type worked out once per route: parameters
// alone (the most common call, whose options share no key with the tests), string headers, none
// at all; not a method or a non-string header value.
interface PathParameters {
  owner: string;
  repo: string;
}
expectTypeOf<{ owner: string; repo: string }>().toExtend<MethodNeutralOptions>();
expectTypeOf<{ owner: string; repo: string }>().toExtend<HeaderNeutralOptions>();
expectTypeOf<PathParameters>().toExtend<MethodNeutralOptions & HeaderNeutralOptions>();
expectTypeOf<{ owner: string; headers: { authorization: string } }>().toExtend<HeaderNeutralOptions>();
expectTypeOf<Record<never, never>>().toExtend<MethodNeutralOptions & HeaderNeutralOptions>();
expectTypeOf<{ owner: string; method: "POST" }>().not.toExtend<MethodNeutralOptions>();
expectTypeOf<{ owner: string; headers: { "x-count": number } }>().not.toExtend<HeaderNeutralOptions>();
