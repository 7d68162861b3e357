/* eslint-disable @typescript-eslint/no-empty-object-type -- `{}` is the identity of intersections: "no parameters here" */
/**
 * openapi-typescript's `paths`, as a config made from their description takes them (see
 * `fromOpenAPI`): every parameter of an operation, in the path, the query, a header or a cookie,
 * is given flat by its name, whatever the method, since the config sends each where the
 * description says. A required one stays required. `unknown` stays `unknown`: any route.
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
  : { [Path in keyof Paths]: { [Key in keyof Paths[Path]]: DescribedMember<Key, Paths[Path][Key]> } };

// A path item's `parameters` stay; each operation has its parameters flat, as path parameters
// are (the route types take those by name on every method).
type DescribedMember<Key, Member> = Key extends "parameters" ? Member : DescribedOperation<Member>;

type DescribedOperation<Operation> = Operation extends { parameters: infer Parameters }
  ? Omit<Operation, "parameters"> & {
      parameters: { path: FlatParameters<Parameters>; query?: never; header?: never; cookie?: never };
    }
  : Operation;

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
