// The Acme subclass keeps its own catalog: calls are typed by the Petstore's paths, never GitHub's.
import { expectTypeOf } from "expect-type";
import type { RequestOptions } from "../../lib";
import type { components } from "../fixtures/petstore/petstore";
import { Acme } from "./acme";

const acme = new Acme().with({ headers: { authorization: "Bearer t" } });
expectTypeOf<typeof acme>().toExtend<Acme>();
expectTypeOf(acme.build("GET /pet/{petId}", { petId: 7 })).toEqualTypeOf<
  RequestOptions<"get", string, components["schemas"]["Pet"]>
>();
// @ts-expect-error petId is a number in Acme's catalog
acme.build("GET /pet/{petId}", { petId: "seven" });
// @ts-expect-error name and photoUrls are required by Acme's POST /pet
acme.build("POST /pet", { id: 1 });
// Any body kind may be given as data.
acme.build("POST /pet/{petId}/uploadImage", { petId: 7, data: new Blob(["x"]) });
// A GitHub route is not in Acme's catalog: only its placeholders are known.
acme.build("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "shut" });
// @ts-expect-error repo is required: placeholders are still read from the route
acme.build("GET /repos/{owner}/{repo}/issues", { owner: "o" });
