// Issue 47: the route types travel with the vendor. A Vendor of the Petstore's catalog types the
// calls of the configs made with it; one without a catalog takes any route, never GitHub's types.
import { expectTypeOf } from "expect-type";
import { EndpointConfig, githubVendor, Vendor, type RequestOptions } from "../../lib";
import type { components, paths } from "../fixtures/petstore/petstore";

const petstore = new EndpointConfig({ vendor: new Vendor<paths>({ name: "acme", baseUrl: "https://api.acme.test" }) });
expectTypeOf(petstore.build("GET /pet/{petId}", { petId: 7 })).toEqualTypeOf<
  RequestOptions<"get", string, components["schemas"]["Pet"]>
>();
// @ts-expect-error petId is a number in the Petstore's catalog
petstore.build("GET /pet/{petId}", { petId: "seven" });
// @ts-expect-error name and photoUrls are required by the Petstore's POST /pet
petstore.build("POST /pet", { id: 1 });

const plain = new EndpointConfig({ vendor: new Vendor({ name: "acme", baseUrl: "https://api.acme.test" }) });
// GET /user is GitHub's route, not this vendor's: no GitHub response type, any parameter.
expectTypeOf(plain.build("GET /user", { anything: 1 }).url).toEqualTypeOf<string>();
// @ts-expect-error placeholders are still read from the route string
plain.build("GET /repos/{owner}/{repo}", { owner: "o" });

// GitHub's vendor keeps GitHub's route types.
const github = new EndpointConfig({ vendor: githubVendor });
// @ts-expect-error repo is required by GitHub's route
github.build("GET /repos/{owner}/{repo}", { owner: "o" });
