// Every route of GitHub's catalog: leaving out any one of its required placeholders is a compile
// error, with the catalog's typing on (octokit's types miss these; ours must not).
import { expectTypeOf } from "expect-type";
import type {
  CatalogRoute,
  GitHubCatalog,
  GitHubRoutes,
  InitialDefaults,
  RouteOptions,
  RouteRequiredPlaceholders,
} from "../../../lib";

type Route = CatalogRoute<GitHubCatalog>;

// Options with every placeholder and every catalog parameter of the route but `Left`; `never`
// values fit any parameter type, so only the missing name can make them fail. The placeholders
// are read from the route string itself, not from the catalog the options are typed by.
type AllBut<R extends Route, Left extends string> = {
  [Name in Exclude<RouteRequiredPlaceholders<R> | OptionKeys[R], Left>]: never;
};
type OptionKeys = { [R in Route]: KeysOf<GitHubRoutes[R]["options"]> };
// Every key of every member of the options: through `keyof` of their intersection, since keys
// gathered member by member (`Options extends unknown ? keyof Options : never`) made the compiler
// give up on the union (TS2590) once the options of body unions are typed.
type KeysOf<Options> = keyof UnionToIntersection<Options>;
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void ? I : never;

// Routes where some placeholder may be left out: must be none.
type Unchecked = {
  [R in Route]: {
    [Left in RouteRequiredPlaceholders<R>]: AllBut<R, Left> extends RouteOptions<R, InitialDefaults, GitHubCatalog>
      ? `${R} without ${Left}`
      : never;
  }[RouteRequiredPlaceholders<R>];
}[Route];
expectTypeOf<Unchecked>().toBeNever();

// The check is not vacuous: the catalog has hundreds of routes with placeholders, and with all
// of them given the options are accepted.
type WithPlaceholders = { [R in Route]: [RouteRequiredPlaceholders<R>] extends [never] ? never : R }[Route];
expectTypeOf<"GET /repos/{owner}/{repo}/issues">().toExtend<WithPlaceholders>();
expectTypeOf<"DELETE /orgs/{org}/hooks/{hook_id}">().toExtend<WithPlaceholders>();
expectTypeOf<AllBut<"POST /repos/{owner}/{repo}/issues", never>>().toExtend<
  RouteOptions<"POST /repos/{owner}/{repo}/issues", InitialDefaults, GitHubCatalog>
>();
expectTypeOf<AllBut<"GET /repos/{owner}/{repo}/issues", "repo">>().not.toExtend<
  RouteOptions<"GET /repos/{owner}/{repo}/issues", InitialDefaults, GitHubCatalog>
>();
