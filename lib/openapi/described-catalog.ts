/* eslint-disable @typescript-eslint/no-empty-object-type -- `{}` is the identity of intersections: "no parameters here" */
import type { Exact } from "../types/route-catalog";

/**
 * openapi-typescript's `paths`, as a config made from their description takes them (see
 * `fromOpenAPI`): every parameter of an operation, in the path, the query, a header or a cookie,
 * is given flat by its name, whatever the method, since the config sends each where the
 * description says. A required one stays required. `unknown` stays `unknown`: any route, and an
 * {@link Exact} catalog stays exact.
 *
 * @example
 * ```ts
 * import type { paths } from "./shop"; // openapi-typescript's output
 * const config = fromOpenAPI<paths>(shop);
 * config.build("DELETE /orders/{orderId}", { orderId: "o1", reason: "late", "Idempotency-Key": "k" });
 * ```
 *
 * @group OpenAPI
 */
export type DescribedCatalog<Paths> = unknown extends Paths
  ? unknown
  : // An exact catalog stays exact: its paths are described inside the mark.
    Paths extends Exact<infer Inner>
    ? Exact<DescribedPaths<Inner>>
    : DescribedPaths<Paths>;

type DescribedPaths<Paths> = {
  [Path in keyof Paths]: { [Key in keyof Paths[Path]]: DescribedMember<Key, Paths[Path][Key]> };
};

// A path item's `parameters` stay; each operation has its parameters flat, as path parameters
// are (the route types take those by name on every method).
type DescribedMember<Key, Member> = Key extends "parameters" ? Member : DescribedOperation<Member>;

type DescribedOperation<Operation> = Operation extends { parameters: infer Parameters }
  ? Omit<WithoutBodyNames<Operation, keyof FlatParameters<Parameters>>, "parameters"> & {
      parameters: { path: FlatParameters<Parameters>; query?: never; header?: never; cookie?: never };
    }
  : Operation;

// A name that is both a parameter and a body property is typed as the parameter: the flat value
// goes to both places, and `data` gives the body whole. Mapped over the operation's own keys, so
// `requestBody` keeps its `?`.
type WithoutBodyNames<Operation, Names> = {
  [Key in keyof Operation]: Key extends "requestBody" ? BodyWithout<Operation[Key], Names> : Operation[Key];
};

type BodyWithout<Body, Names> = Body extends { content: infer Content }
  ? Omit<Body, "content"> & { content: { [Type in keyof Content]: ObjectWithout<Content[Type], Names> } }
  : Body;

// Only an object body that shares a name changes: any other is left as generated.
type ObjectWithout<Value, Names> = Value extends readonly unknown[]
  ? Value
  : Value extends object
    ? [Extract<keyof Value, Names>] extends [never]
      ? Value
      : Omit<Value, Extract<keyof Value, Names>>
    : Value;

type FlatParameters<Parameters> = In<Parameters, "path"> &
  In<Parameters, "query"> &
  WithoutOptionHeaders<In<Parameters, "header">> &
  In<Parameters, "cookie">;

// Accept, Content-Type and Authorization come from the headers option only (OpenAPI ignores
// them as parameters), in any case: given flat, they are refused, so their type is `never`.
type WithoutOptionHeaders<Headers> = {
  [Name in keyof Headers as IsOptionHeader<Name> extends true ? never : Name]: Headers[Name];
} & { [Name in keyof Headers as IsOptionHeader<Name> extends true ? Name : never]?: never };

type IsOptionHeader<Name> = Lowercase<Name & string> extends "accept" | "content-type" | "authorization" ? true : false;

// One place's parameters, `{}` when it has none (openapi-typescript writes `query?: never`).
type In<Parameters, Place extends string> = Place extends keyof Parameters
  ? [Exclude<Parameters[Place], undefined>] extends [never]
    ? {}
    : Exclude<Parameters[Place], undefined>
  : {};
