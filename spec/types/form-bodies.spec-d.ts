// Type specs for request bodies that are not JSON (issue 41, item 4 of what to build): an object body under
// `application/x-www-form-urlencoded` or `multipart/form-data` names its parameters as a JSON one
// does, required keys and types checked; a multipart text field also takes a file.
import { expectTypeOf } from "expect-type";
import { EndpointConfig, type Exact, type OperationParameters } from "../../lib";
import type { operations, paths as petstorePaths } from "../fixtures/petstore/petstore";

const FORM = { "content-type": "application/x-www-form-urlencoded" } as const;
const MULTIPART = { "content-type": "multipart/form-data" } as const;

// The Petstore's form route (name and status, both optional strings) and its upload (a text field
// and a `format: binary` one, which openapi-typescript writes as `string`).
const api = new EndpointConfig<petstorePaths>().toEndpoint();
api("POST /pet/{petId}", { petId: 1, name: "Rex", status: "sold", headers: FORM });
// @ts-expect-error name is a string
api("POST /pet/{petId}", { petId: 1, name: 5, headers: FORM });
// @ts-expect-error petId is still required
api("POST /pet/{petId}", { name: "Rex", headers: FORM });
expectTypeOf<OperationParameters<operations["updatePetWithForm"]>>().toEqualTypeOf<
  { petId: number } & { name?: string; status?: string }
>();

api("POST /pet/{petId}/uploadImage", {
  petId: 7,
  additionalMetadata: "front",
  file: new Blob(["x"]),
  headers: MULTIPART,
});
api("POST /pet/{petId}/uploadImage", { petId: 7, file: new File(["x"], "rex.png"), headers: MULTIPART });
api("POST /pet/{petId}/uploadImage", { petId: 7, file: new Uint8Array([1, 2]), headers: MULTIPART });
api("POST /pet/{petId}/uploadImage", { petId: 7, file: "text as the file", headers: MULTIPART });
// @ts-expect-error file is text or a file, not a number
api("POST /pet/{petId}/uploadImage", { petId: 7, file: 5, headers: MULTIPART });
// @ts-expect-error additionalMetadata is text (or a file), not an object
api("POST /pet/{petId}/uploadImage", { petId: 7, additionalMetadata: { front: true }, headers: MULTIPART });
type Upload = OperationParameters<operations["uploadFile"]>;
expectTypeOf<Upload["file"]>().toEqualTypeOf<string | Blob | ArrayBuffer | ArrayBufferView | undefined>();
expectTypeOf<keyof Upload>().toEqualTypeOf<"petId" | "additionalMetadata" | "file">();

// An exact catalog refuses keys the form or the multipart body does not name.
const exact = new EndpointConfig<Exact<petstorePaths>>();
exact.build("POST /pet/{petId}", { petId: 1, name: "Rex", headers: FORM });
// @ts-expect-error colour is not a field of the form
exact.build("POST /pet/{petId}", { petId: 1, name: "Rex", colour: "red", headers: FORM });
exact.build("POST /pet/{petId}/uploadImage", { petId: 7, file: new Blob(["x"]), headers: MULTIPART });
// @ts-expect-error files is not a field of the upload
exact.build("POST /pet/{petId}/uploadImage", { petId: 7, files: [new Blob(["x"])], headers: MULTIPART });

// What openapi-typescript writes for a form with a required field, a multipart body with a
// required file and a list of files, and an operation offering several media types, cut down.
type None = { query?: never; header?: never; path?: never; cookie?: never };
type Ok = { 200: { headers: { [name: string]: unknown }; content?: never } };
interface paths {
  "/oauth/token": {
    parameters: None;
    post: {
      parameters: None;
      requestBody: {
        content: {
          "application/x-www-form-urlencoded": {
            grant_type: "authorization_code" | "refresh_token";
            code?: string;
            /** Format: int32 */
            expires_in?: number;
          };
        };
      };
      responses: Ok;
    };
  };
  "/albums/{id}/photos": {
    parameters: None;
    post: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody: {
        content: {
          "multipart/form-data": {
            /** Format: binary */
            photo: string;
            /** Format: binary */
            extras?: string[];
            caption?: string;
            position?: number;
            meta?: { taken: string };
          };
        };
      };
      responses: Ok;
    };
  };
  "/notes": {
    parameters: None;
    post: {
      parameters: None;
      requestBody: {
        content: {
          "multipart/form-data": { text: string; attachment: string };
          "application/x-www-form-urlencoded": { text: string; sticky?: boolean };
          "application/json": { text: string; tags: string[] };
        };
      };
      responses: Ok;
    };
    put: {
      parameters: None;
      requestBody: {
        content: {
          "multipart/form-data": { text: string; attachment: string };
          "application/x-www-form-urlencoded": { text: string; sticky?: boolean };
        };
      };
      responses: Ok;
    };
  };
}
const acme = new EndpointConfig<paths>();

// A required form field is required, as a JSON one is; its type and its enum are checked.
acme.build("POST /oauth/token", { grant_type: "authorization_code", code: "c", headers: FORM });
// @ts-expect-error grant_type is required
acme.build("POST /oauth/token", { code: "c", headers: FORM });
// @ts-expect-error the options are required when the body requires a field
acme.build("POST /oauth/token");
// @ts-expect-error "password" is not a grant_type of this description
acme.build("POST /oauth/token", { grant_type: "password", headers: FORM });
// @ts-expect-error expires_in is a number
acme.build("POST /oauth/token", { grant_type: "refresh_token", expires_in: "1h", headers: FORM });
// Unknown keys stay allowed outside an exact catalog, as for JSON.
acme.build("POST /oauth/token", { grant_type: "refresh_token", scope: "read", headers: FORM });

// A required multipart file is required; a list of files takes files; numbers keep their type.
acme.build("POST /albums/{id}/photos", {
  id: 1,
  photo: new Blob(["…"]),
  extras: [new Blob(["a"]), new Uint8Array([1]), "b"],
  caption: "Rex",
  position: 2,
  headers: MULTIPART,
});
// @ts-expect-error photo is required
acme.build("POST /albums/{id}/photos", { id: 1, caption: "Rex", headers: MULTIPART });
// @ts-expect-error position is a number, and a number field takes no file
acme.build("POST /albums/{id}/photos", { id: 1, photo: new Blob([]), position: new Blob([]), headers: MULTIPART });
// Only the body's own fields (and lists of them) take a file: a nested text field keeps its type.
// @ts-expect-error meta.taken is text
acme.build("POST /albums/{id}/photos", { id: 1, photo: new Blob([]), meta: { taken: new Blob([]) } });

// JSON first, then the form, then multipart.
acme.build("POST /notes", { text: "t", tags: [] });
// @ts-expect-error tags is required by the JSON body, read first
acme.build("POST /notes", { text: "t", headers: FORM });
acme.build("PUT /notes", { text: "t", sticky: true, headers: FORM });
// The multipart body's required attachment is not asked for: the form is read first.
acme.build("PUT /notes", { text: "t", headers: FORM });
// @ts-expect-error sticky is a boolean in the form body, read before multipart
acme.build("PUT /notes", { text: "t", sticky: "yes", headers: FORM });
