/* eslint-disable @typescript-eslint/no-empty-object-type -- `{}` is the identity of intersections: "no parameters here" */
import type { ParameterReservedKey } from "./placeholder-names";

/**
 * The parameters an OpenAPI operation takes as option keys, as openapi-typescript writes them:
 * its path and query parameters and the keys of an object body (JSON, form or multipart), each
 * with its type, the required ones required ({@link OperationParameters}). Keys the defaults fill
 * become optional.
 * What compiles is what is sent: when the method carries a body (`HasBody`), the parameters left
 * over become the body, so the operation's query parameters are not keys here but
 * `MisplacedParameters`, as its header parameters always are.
 *
 * @example
 * ```ts
 * type P = OperationOptions<operations["issues/create"], InitialDefaults>;
 * // { owner: string; repo: string; title: string | number; body?: string; labels?: …; … }
 * ```
 */
export type OperationOptions<Operation, Defaults, HasBody extends boolean = false> = DefaultedOptional<
  OperationParameters<Operation, HasBody>,
  keyof Defaults
> &
  MisplacedParameters<Operation, HasBody>;

/**
 * Parameters an operation takes where the library cannot put an option key: its header
 * parameters, and its query parameters when the method carries a body (remaining keys become the
 * body). Each is typed as the message a mistake shows, `x-acme-confirm is a header parameter: …`,
 * which names the form that compiles and sends it there; `unknown` when there are none.
 *
 * @example
 * ```ts
 * type M = MisplacedParameters<operations["deletePet"], true>;
 * // { api_key?: Message<"api_key is a header parameter: send it as headers: { 'api_key': … }"> }
 * ```
 */
type MisplacedParameters<Operation, HasBody extends boolean> = MessageKeys<
  keyof ParametersIn<Operation, "header"> & string,
  "header"
> &
  (HasBody extends true ? MessageKeys<keyof ParametersIn<Operation, "query"> & string, "query"> : unknown);

type MessageKeys<Names extends string, Place extends "header" | "query"> = [Names] extends [never]
  ? unknown
  : {
      [Name in Names]?: Message<
        Place extends "header"
          ? `${Name} is a header parameter: send it as headers: { '${Name}': … }`
          : `${Name} is a query parameter, and this method sends the other keys as its body: write {?${Name}} in the route`
      >;
    };

// The message as the one key of an object type no value has: unlike a string literal, it does not
// collapse the whole options object to `never` when the value given is a boolean or a number.
type Message<Text extends string> = { readonly [Key in Text]: never };

/**
 * The parameters an OpenAPI operation takes, before any defaults apply, read the way
 * `@octokit/types` reads them: path and query parameters, and a request body as its keys when it
 * is an object under `application/json`, `application/x-www-form-urlencoded` or
 * `multipart/form-data` (in that order of preference; a multipart text field also takes a file),
 * or as `data` when it is text, bytes or a list (a body that may be either, an object or a list,
 * takes either form). A body's required keys are required even when the
 * description marks the whole body optional, as octokit's types have it: GitHub answers 422 when
 * they are missing. Keys with a meaning of their own (`headers`, `data`, …) are left out; `url` is
 * not among them, since a route-string call sends a `url` key as a parameter. With `HasBody`
 * (another vendor's catalog, see OperationOptions), query parameters are left to
 * `MisplacedParameters`; GitHub's table reads them as octokit's types do, among the keys.
 *
 * @example
 * ```ts
 * type P = OperationParameters<operations["markdown/render-raw"]>; // { data: string }
 * ```
 */
// Written with `infer` and plain indexed types only: GitHub's catalog is read through it one
// route at a time (`CatalogRoutes`), so each route costs the compiler a handful of steps.
export type OperationParameters<Operation, HasBody extends boolean = false> = PathParameters<Operation> &
  (HasBody extends true ? {} : QueryParameters<Operation>) &
  BodyParameters<Operation>;

/**
 * Whether an operation's options may be left out: no parameter is required once the defaults
 * apply.
 *
 * @example
 * ```ts
 * type O = OptionsOptional<operations["issues/list-for-repo"], { owner: "o"; repo: "r" }>; // true
 * ```
 */
export type OptionsOptional<Operation, Defaults, HasBody extends boolean = false> =
  {} extends OperationOptions<Operation, Defaults, HasBody> ? true : false;

/**
 * The names of the parameters an operation knows: the keys an exact catalog accepts (a header
 * parameter among them, typed by `MisplacedParameters` as the message that says where it goes).
 *
 * @example
 * ```ts
 * type K = OperationKeys<operations["issues/create"]>; // "owner" | "repo" | "title" | "body" | …
 * ```
 */
export type OperationKeys<Operation> = KeysOf<OperationParameters<Operation> & ParametersIn<Operation, "header">>;

/**
 * The success response of an operation: the JSON content of its 2xx responses (`undefined` for
 * one without content), for clients that type what a request returns.
 *
 * @example
 * ```ts
 * type R = OperationResponse<operations["issues/create"]>; // components["schemas"]["issue"]
 * ```
 */
export type OperationResponse<Operation> = ContentOf<Member<Member<Operation, "responses">, SuccessStatus>>;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 205 | 206 | "2XX";

// `content: never` (octokit) and `content?: never` (openapi-typescript 7) both mean "no body".
type ContentOf<Response> = [Member<Response, "content">] extends [never]
  ? undefined
  : "application/json" extends keyof Member<Response, "content">
    ? Member<Response, "content">["application/json"]
    : Member<Response, "content">[keyof Member<Response, "content">];

// A member by indexed access, the cheap way to read generated types; `never` when absent.
type Member<Type, Key extends PropertyKey> = Type extends unknown ? Exclude<Type[Key & keyof Type], undefined> : never;

type KeysOf<Type> = Type extends unknown ? keyof Type : never;

// `query?: never` (openapi-typescript 7), `query?: {…}` and an absent `query` alike.
type PathParameters<Operation> = Operation extends { parameters: { path?: infer Parameters } }
  ? WithoutReserved<Present<Parameters>>
  : {};
type QueryParameters<Operation> = Operation extends { parameters: { query?: infer Parameters } }
  ? WithoutReserved<Present<Parameters>>
  : {};

type Present<Type> = [Type] extends [undefined] ? {} : Exclude<Type, undefined>;

// An operation's parameters in one place (`header`, `query`), `{}` when it has none.
type ParametersIn<Operation, Location extends string> = Operation extends {
  parameters: Record<Location, infer Parameters>;
}
  ? Present<Parameters>
  : Operation extends { parameters: Partial<Record<Location, infer Parameters>> }
    ? Present<Parameters>
    : {};

// `requestBody?: {…}` reads as required here (see `OperationParameters`). The media types whose
// object the run time sends key by key name parameters, read in this order when an operation
// offers several: JSON, a form, multipart. Each is one more indexed test, made only by operations
// without a JSON body (none of GitHub's has a form or multipart one).
type BodyParameters<Operation> = Operation extends { requestBody?: { content: infer Content } }
  ? keyof Content extends never
    ? {}
    : "application/json" extends keyof Content
      ? ObjectParameters<Content["application/json" & keyof Content]>
      : "application/x-www-form-urlencoded" extends keyof Content
        ? ObjectParameters<Content["application/x-www-form-urlencoded" & keyof Content]>
        : "multipart/form-data" extends keyof Content
          ? ObjectParameters<MultipartFields<Content["multipart/form-data" & keyof Content]>>
          : { data: Content[keyof Content] }
  : {};

// openapi-typescript writes a `format: binary` field as `string`, so in a multipart body every
// field typed as text, or as a list of text, also takes a file: what the run time sends as a file
// part (a `Blob` or `File`, or bytes). Only the body's own fields: a file nested deeper keeps the
// generated type. A homomorphic mapping keeps each field's `?` and leaves a text body as it is.
type MultipartFields<Body> = { [Key in keyof Body]: MultipartValue<Body[Key]> };

type MultipartValue<Value> = string extends Value
  ? Value | FilePart
  : Value extends readonly (infer Item)[]
    ? string extends Item
      ? (Item | FilePart)[]
      : Value
    : Value;

type FilePart = Blob | ArrayBuffer | ArrayBufferView;

// Per member of a body that may be an object or a list: an object names parameters, anything
// else (a list, a string, a number) is the whole body, given as `data`.
type ObjectParameters<Body> = Body extends readonly unknown[]
  ? { data: Body }
  : Body extends object
    ? string extends keyof Body
      ? NamedKeys<Body>
      : WithoutReserved<Body>
    : { data: Body };

// A body whose keys are free (`{ [key: string]: … }`) names no parameter but those it lists: an
// index signature would also have to admit the path parameters and every option.
type NamedKeys<Body> = {
  [Key in keyof Body as string extends Key ? never : Key extends ParameterReservedKey ? never : Key]: Body[Key];
};

// The keys a parameter may not take (see `ParameterReservedKey`), dropped only when present.
// Tested as `… extends never`, without the usual one-element tuples: the check type is no bare
// type parameter, so nothing distributes, and the tuples cost GitHub's table about 7
// instantiations a route.
type WithoutReserved<Parameters> = keyof Parameters & ParameterReservedKey extends never
  ? Parameters
  : { [Key in keyof Parameters as Key extends ParameterReservedKey ? never : Key]: Parameters[Key] };

/**
 * Parameters with the keys the defaults fill made optional and reserved keys dropped, in one pass
 * over the keys (modifiers kept); the parameters themselves when no key needs either.
 *
 * @example
 * ```ts
 * type P = DefaultedOptional<{ owner: string; repo: string }, "owner">; // { repo: string } & { owner?: string }
 * ```
 */
export type DefaultedOptional<Parameters, Filled> =
  Extract<KeysOf<Parameters>, Filled | ParameterReservedKey> extends never
    ? Parameters
    : { [Key in keyof Parameters as Key extends Filled | ParameterReservedKey ? never : Key]: Parameters[Key] } & {
        [
          Key in keyof Parameters as Key extends ParameterReservedKey ? never : Key extends Filled ? Key : never
        ]?: Parameters[Key];
      };
