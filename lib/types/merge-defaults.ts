import type { DefaultOptions, EndpointOptions } from "../options/types";
import type { Overlay, Simplify } from "./simplify";

/**
 * The type of defaults after `defaults(options)` / `with(options)`, following the merge rules of
 * lib/options/merge-options.ts: header names are lowercased and headers merge, `mediaType`
 * merges, `request` merges one level deep, every other given key replaces. Options typed as a
 * plain `EndpointOptions` (keys unknown), or defaults already that permissive, give
 * `DefaultOptions`, so a variable of type `Endpoint<DefaultOptions>` can hold every facade.
 *
 * @example
 * ```ts
 * type D = MergeDefaults<InitialDefaults, { org: "acme"; headers: { Authorization: string } }>;
 * // { method: "GET"; baseUrl: string; headers: { accept; "user-agent"; authorization }; mediaType; org: "acme" }
 * ```
 */
export type MergeDefaults<Defaults, Options extends EndpointOptions> = string extends keyof Options | keyof Defaults
  ? DefaultOptions
  : Simplify<{
      readonly [Key in keyof Defaults | GivenKeys<Options>]: Key extends "headers"
        ? MergedHeaders<Field<Defaults, "headers">, Options["headers"]>
        : Key extends "mediaType"
          ? { readonly format: string; readonly previews: readonly string[] }
          : Key extends "request"
            ? Overlay<Field<Defaults, "request">, NonNullable<Options["request"]>>
            : Key extends keyof Options
              ? Key extends keyof Defaults
                ? Given<Options[Key]> | (undefined extends Options[Key] ? Defaults[Key] : never)
                : Given<Options[Key]>
              : Key extends keyof Defaults
                ? Defaults[Key]
                : never;
    }>;

// `undefined` means "not given": such a key never lands in the defaults.
type Given<Value> = Exclude<Value, undefined>;
type GivenKeys<Options> = {
  [Key in keyof Options]-?: [Given<Options[Key]>] extends [never] ? never : Key;
}[keyof Options];

type Field<Object, Key extends PropertyKey> = Object extends { readonly [K in Key]?: infer Value }
  ? NonNullable<Value>
  : Record<never, never>;

type MergedHeaders<Base, Headers> = Headers extends object ? Overlay<Base, LowercaseKeys<Headers>> : Base;

type LowercaseKeys<Headers> = {
  readonly [
    Name in keyof Headers as [Given<Headers[Name]>] extends [never]
      ? never
      : Name extends string
        ? Lowercase<Name>
        : Name
  ]: Given<Headers[Name]>;
};
