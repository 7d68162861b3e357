// GitHub's routes are listed from its paths (`ListedRoutes`), which is right only while
// @octokit/openapi-types writes no absent method (`put?: never`): the same routes as tested one by one.
import { expectTypeOf } from "expect-type";
import type { paths } from "@octokit/openapi-types";
import type { CatalogRoute, GitHubCatalog } from "../../../lib";

type GitHubRoute = CatalogRoute<GitHubCatalog>;
expectTypeOf<GitHubRoute>().toEqualTypeOf<CatalogRoute<paths>>();
