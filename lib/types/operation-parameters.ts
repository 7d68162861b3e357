/* eslint-disable @typescript-eslint/no-empty-object-type -- `{}` is the identity of intersections: "no parameters here" */
import type { ReservedKey } from "./placeholder-names";

/**
 * The parameters an OpenAPI operation takes as option keys, as openapi-typescript writes them:
 * its path and query parameters and the keys of a JSON object body, each with its type, the
 * required ones required. Keys the defaults fill become optional; keys named like an option
 * (`headers`, `url`, …) are left out, since they never reach the request as parameters.
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
  ParametersIn<Operation, "path"> & QueryParameters<Operation, HasBody> & BodyParameters<Operation>,
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
export type MisplacedParameters<Operation, HasBody extends boolean> = MessageKeys<
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

type QueryParameters<Operation, HasBody extends boolean> = HasBody extends true ? {} : ParametersIn<Operation, "query">;

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
export type OperationKeys<Operation> = KeysOf<
  ParametersIn<Operation, "path"> &
    ParametersIn<Operation, "query"> &
    ParametersIn<Operation, "header"> &
    BodyParameters<Operation>
>;

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

// `query?: never` (openapi-typescript 7) and an absent `query` alike contribute nothing.
type ParametersIn<Operation, Location extends string> = OrEmpty<Member<Member<Operation, "parameters">, Location>>;

type OrEmpty<Type> = [Type] extends [never] ? {} : Type;

// A JSON object body gives its keys, required when the body is; any other body (a list, text,
// bytes) is passed as `data` and names no parameter.
type BodyParameters<Operation> = [Member<Operation, "requestBody">] extends [never]
  ? {}
  : {} extends Pick<Operation, "requestBody" & keyof Operation>
    ? Partial<ObjectBody<Member<Member<Operation, "requestBody">, "content">>>
    : ObjectBody<Member<Member<Operation, "requestBody">, "content">>;

type ObjectBody<Content> = "application/json" extends keyof Content
  ? JsonObject<Content["application/json" & keyof Content]>
  : {};

type JsonObject<Body> = Body extends readonly unknown[] ? {} : Body extends object ? Body : {};

/**
 * Parameters with the keys the defaults fill made optional and reserved keys dropped, in one pass
 * over the keys (modifiers kept); the parameters themselves when no key needs either.
 *
 * @example
 * ```ts
 * type P = DefaultedOptional<{ owner: string; repo: string }, "owner">; // { repo: string } & { owner?: string }
 * ```
 */
export type DefaultedOptional<Parameters, Filled> = [Extract<KeysOf<Parameters>, Filled | ReservedKey>] extends [never]
  ? Parameters
  : { [Key in keyof Parameters as Key extends Filled | ReservedKey ? never : Key]: Parameters[Key] } & {
      [Key in keyof Parameters as Key extends ReservedKey ? never : Key extends Filled ? Key : never]?: Parameters[Key];
    };
