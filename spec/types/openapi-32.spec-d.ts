// Type specs of OpenAPI 3.2's methods under a config typed by openapi-typescript's `paths`, which
// (as of openapi-typescript 7) has no entry for a `query` operation or an additionalOperations one:
// their routes are accepted as untyped routes, and their result's method is a string, since the
// description, not the route, says its case.
import { expectTypeOf } from "expect-type";
import { endpoint } from "../../lib";
import { fromOpenAPI } from "../../lib/openapi";
import type { paths } from "../fixtures/openapi-shop/shop";
import shop from "../fixtures/openapi-shop/shop.json";

const config = fromOpenAPI<paths>(shop);

// A QUERY route of a path the catalog has, and of one it lacks, any values.
const queried = config.build("QUERY /orders/{orderId}", { orderId: "o1", color: "red" });
config.build("QUERY /things", { color: "red", size: 3 });
// An additional method, as the description writes it.
config.build("COPY /orders/{orderId}", { orderId: "o1", Destination: "/orders/o2" });
config.build("Link /things/{id}", { id: "t1", target: "t2" });
// The method the description gives may keep its case: no lowercase literal is promised.
const method: string = queried.method;
// @ts-expect-error -- not promised to be lowercase "query"
const lower: "query" = queried.method;
void method;
void lower;

// The routes the catalog types stay typed.
// @ts-expect-error -- dry_run is a boolean
config.build("POST /payouts", { dry_run: "yes", amount: 5 });
// The methods of the fixed fields before 3.2 stay lowercase literals, everywhere.
expectTypeOf(config.build("GET /orders/{orderId}", { orderId: "o1" }).method).toEqualTypeOf<"get">();
expectTypeOf(endpoint("PATCH /x").method).toEqualTypeOf<"patch">();
// Any other method is a string: the main entry lowercases it, a description keeps its case.
expectTypeOf(endpoint("PURGE /cache").method).toEqualTypeOf<string>();
