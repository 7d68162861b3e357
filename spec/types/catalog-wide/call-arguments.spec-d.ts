// The options a call takes on a GitHub route are read from the route table once per route and
// defaults (lib/types/call-signature.ts); on every route they must agree with the general typing,
// `RouteOptions` and `OptionsRequired`: with the initial defaults, with defaults that fill a
// placeholder, and for a union of routes.
import { expectTypeOf } from "expect-type";
import type {
  CatalogRoute,
  GitHubCatalog,
  InitialDefaults,
  MergeDefaults,
  OptionsRequired,
  RouteOptions,
} from "../../../lib";
import type { CallArguments } from "../../../lib/types/call-signature";

type Route = CatalogRoute<GitHubCatalog>;

// The call's own object: no keys.
type Written = Record<never, never>;

// What the general typing makes of the options after the route.
type Expected<R extends string, Defaults> =
  OptionsRequired<R, Defaults, GitHubCatalog> extends true
    ? [options: RouteOptions<R, Defaults, GitHubCatalog>]
    : [options?: RouteOptions<R, Defaults, GitHubCatalog>];

// Both ways assignable: a required parameter on one side and an optional one on the other fails.
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Disagreeing<Defaults> = {
  [R in Route]: Agrees<CallArguments<R, Defaults, Written, GitHubCatalog>, Expected<R, Defaults>> extends true
    ? never
    : R;
}[Route];

expectTypeOf<Disagreeing<InitialDefaults>>().toBeNever();
expectTypeOf<Disagreeing<MergeDefaults<InitialDefaults, { owner: "acme" }>>>().toBeNever();

// A union of routes: the options may be left out when one member needs none.
type Either = "GET /user" | "GET /orgs/{org}/repos";
expectTypeOf<
  Agrees<
    CallArguments<Either, InitialDefaults, Written, GitHubCatalog>,
    [
      options?:
        | RouteOptions<"GET /user", InitialDefaults, GitHubCatalog>
        | RouteOptions<"GET /orgs/{org}/repos", InitialDefaults, GitHubCatalog>,
    ]
  >
>().toEqualTypeOf<true>();
