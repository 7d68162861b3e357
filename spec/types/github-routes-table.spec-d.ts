// GitHub's route table against the typing derived from `paths` (lib/types/operation-parameters.ts),
// on routes of every shape the generator meets: path, query and body parameters, required and
// optional query, required and optional bodies, a list body, a body with a reserved key (`url`),
// no parameters at all, and responses with and without content.
import { expectTypeOf } from "expect-type";
import type {
  GitHubRoutes,
  InitialDefaults,
  OperationOptions,
  OperationResponse,
  OptionsOptional,
  RouteOperation,
} from "../../lib";
import type { paths } from "@octokit/openapi-types";

type Derived<R extends keyof GitHubRoutes> = OperationOptions<
  RouteOperation<paths, R, InitialDefaults>,
  InitialDefaults
>;
type Same<R extends keyof GitHubRoutes> = {
  options: GitHubRoutes[R]["options"];
  required: GitHubRoutes[R]["required"];
  response: GitHubRoutes[R]["response"];
};
type Expected<R extends keyof GitHubRoutes> = {
  options: Derived<R>;
  required: OptionsOptional<RouteOperation<paths, R, InitialDefaults>, InitialDefaults> extends true ? false : true;
  response: OperationResponse<RouteOperation<paths, R, InitialDefaults>>;
};

// Both ways assignable, field by field: a key required on one side and optional on the other, a
// missing or extra parameter, another type or another response all fail. (Not identity: the
// table writes `Omit` and `Partial` where the derived typing filters keys.)
type Agrees<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Disagreeing<R extends keyof GitHubRoutes> = R extends unknown
  ? Agrees<Same<R>, Expected<R>> extends true
    ? never
    : R
  : never;

type Shapes =
  | "GET /"
  | "GET /user"
  | "GET /advisories"
  | "GET /search/issues"
  | "GET /repos/{owner}/{repo}/issues"
  | "POST /repos/{owner}/{repo}/issues"
  | "PATCH /repos/{owner}/{repo}/issues/{issue_number}"
  | "DELETE /orgs/{org}/hooks/{hook_id}"
  | "PATCH /repos/{owner}/{repo}/hooks/{hook_id}/config"
  | "POST /orgs/{org}/private-registries"
  | "PUT /repos/{owner}/{repo}/topics"
  | "POST /repos/{owner}/{repo}/issues/{issue_number}/labels";
expectTypeOf<Disagreeing<Shapes>>().toBeNever();

// Not vacuous: a route's entry against another route's derived typing disagrees.
expectTypeOf<Agrees<Same<"GET /user">, Expected<"GET /advisories">>>().toEqualTypeOf<false>();
expectTypeOf<
  Agrees<Same<"GET /repos/{owner}/{repo}/issues">, Expected<"GET /repos/{owner}/{repo}/issues">>
>().toEqualTypeOf<true>();
