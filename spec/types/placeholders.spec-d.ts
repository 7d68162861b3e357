// Type specs, checked by `tsc -p spec` in `npm test`: a regression is a compile error.
// What a route literal yields: required and optional placeholder names, for every operator.
import { expectTypeOf } from "expect-type";
import { endpoint } from "../../lib";
import type {
  OptionalPlaceholders,
  RequiredPlaceholders,
  RouteMethod,
  RouteOptionalPlaceholders,
  RouteRequiredPlaceholders,
  RouteUrl,
} from "../../lib";

// The issue's example route.
type Issues = "GET /repos/{owner}/{repo}/issues{?state}";
expectTypeOf<RouteMethod<Issues>>().toEqualTypeOf<"GET">();
expectTypeOf<RouteUrl<Issues>>().toEqualTypeOf<"/repos/{owner}/{repo}/issues{?state}">();
expectTypeOf<RouteRequiredPlaceholders<Issues>>().toEqualTypeOf<"owner" | "repo">();
expectTypeOf<RouteOptionalPlaceholders<Issues>>().toEqualTypeOf<"state">();

// Splitting the route: no method, extra spaces.
expectTypeOf<RouteMethod<"/user">>().toEqualTypeOf<undefined>();
expectTypeOf<RouteUrl<"/user">>().toEqualTypeOf<"/user">();
expectTypeOf<RouteMethod<"  PATCH   /user ">>().toEqualTypeOf<"PATCH">();
expectTypeOf<RouteUrl<"  PATCH   /user ">>().toEqualTypeOf<"/user">();
// The usual spelling (a method in capitals, one space) and every other one read the same method.
expectTypeOf<RouteMethod<"DELETE /user">>().toEqualTypeOf<"DELETE">();
expectTypeOf<RouteMethod<"GET   /user">>().toEqualTypeOf<"GET">();
expectTypeOf<RouteMethod<"get /user">>().toEqualTypeOf<"get">();
expectTypeOf<RouteMethod<"PURGE /cache">>().toEqualTypeOf<"PURGE">();
expectTypeOf<RouteMethod<"GETX /user">>().toEqualTypeOf<"GETX">();
expectTypeOf<RouteMethod<" GET /user">>().toEqualTypeOf<"GET">();
expectTypeOf<RouteMethod<"GET">>().toEqualTypeOf<undefined>();

// Simple and reserved expansion leave a hole when missing: required.
expectTypeOf<RequiredPlaceholders<"/a/{simple}/{+reserved}">>().toEqualTypeOf<"simple" | "reserved">();
expectTypeOf<OptionalPlaceholders<"/a/{simple}/{+reserved}">>().toBeNever();

// Operators that write their own lead character vanish when missing: optional.
expectTypeOf<RequiredPlaceholders<"/a{#fragment}{.label}{/segment}{;param}{?query}{&more}">>().toBeNever();
expectTypeOf<OptionalPlaceholders<"/a{#fragment}{.label}{/segment}{;param}{?query}{&more}">>().toEqualTypeOf<
  "fragment" | "label" | "segment" | "param" | "query" | "more"
>();

// Comma lists, explode and prefix modifiers.
expectTypeOf<RequiredPlaceholders<"/{owner,repo}/{sha:7}/{path*}">>().toEqualTypeOf<
  "owner" | "repo" | "sha" | "path"
>();
expectTypeOf<OptionalPlaceholders<"/search{?q,labels*,since:10}{&page}">>().toEqualTypeOf<
  "q" | "labels" | "since" | "page"
>();

// A name both required and optional is required.
expectTypeOf<RequiredPlaceholders<"/{id}{?id,x}">>().toEqualTypeOf<"id">();
expectTypeOf<OptionalPlaceholders<"/{id}{?id,x}">>().toEqualTypeOf<"x">();

// Reserved RFC 6570 operators are rejected at run time, so they name nothing.
expectTypeOf<RequiredPlaceholders<"/a/{=x}/{!y}/{@z}/{|w}/{,v}">>().toBeNever();

// GitHub's hyphenated names, which the default config's expander accepts.
expectTypeOf<
  RouteRequiredPlaceholders<"PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}">
>().toEqualTypeOf<"enterprise" | "enterprise-team" | "username">();

// Option keys (url, baseUrl, …) are never filled from parameters, so they are never asked for.
expectTypeOf<RequiredPlaceholders<"{+baseUrl}/{url}/{id}">>().toEqualTypeOf<"id">();

// `:name` placeholders: a letter after any character that cannot end a name, never inside an
// expression, never after a name character or another colon.
expectTypeOf<RequiredPlaceholders<"/repos/:owner/:repo">>().toEqualTypeOf<"owner" | "repo">();
expectTypeOf<RequiredPlaceholders<":org/repos">>().toEqualTypeOf<"org">();
expectTypeOf<RequiredPlaceholders<"/users/:user_id2-x/a:b/:9/:">>().toEqualTypeOf<"user_id2">();
expectTypeOf<RequiredPlaceholders<"/a{/name:3}{?q:5}">>().toBeNever();
expectTypeOf<RequiredPlaceholders<"/{a}:b/:c">>().toEqualTypeOf<"a" | "b" | "c">();
expectTypeOf<RequiredPlaceholders<"/repos/:owner/:repo/compare/:base...:head">>().toEqualTypeOf<
  "owner" | "repo" | "base" | "head"
>();
expectTypeOf<RequiredPlaceholders<"/search?q=:query&sort=:order">>().toEqualTypeOf<"query" | "order">();
expectTypeOf<RequiredPlaceholders<"/files/:name.:ext/(:x)/:y-:z">>().toEqualTypeOf<"name" | "ext" | "x" | "y" | "z">();
expectTypeOf<RequiredPlaceholders<"/a::b/time/12:30/:_x/b:c">>().toBeNever();

// Full URLs: the scheme, port and user-info colons are not placeholders.
expectTypeOf<RouteRequiredPlaceholders<"GET http://localhost:8080/users/:id">>().toEqualTypeOf<"id">();
expectTypeOf<RouteRequiredPlaceholders<"GET https://user:secret@example.com:443/:org{?page}">>().toEqualTypeOf<"org">();
expectTypeOf<RouteOptionalPlaceholders<"POST https://uploads.example.com/{id}/assets{?name,label}">>().toEqualTypeOf<
  "name" | "label"
>();
expectTypeOf<RouteRequiredPlaceholders<"POST {upload_url}/assets{?name,label}">>().toEqualTypeOf<"upload_url">();
expectTypeOf<RouteRequiredPlaceholders<"GET http://host:8080">>().toBeNever();

// A plain string names nothing: the fallback is permissive, never an error.
expectTypeOf<RouteRequiredPlaceholders<string>>().toBeNever();

// docs/typescript.md, Limits: a union of routes is satisfied by any one member's placeholders.
declare const eitherRoute: "GET /a/{x}" | "GET /b";
endpoint(eitherRoute);
