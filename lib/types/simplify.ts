/**
 * The same object type, with intersections flattened so that editors show its keys on hover.
 *
 * @example
 * ```ts
 * type S = Simplify<{ a: 1 } & { b: 2 }>; // { a: 1; b: 2 }
 * ```
 */
export type Simplify<T> = { [Key in keyof T]: T[Key] } & {};

/**
 * `Base` with the keys of `Top` replaced by `Top`'s: the "everything else replaces" merge rule.
 *
 * @example
 * ```ts
 * type O = Overlay<{ a: 1; b: 2 }, { b: "x" }>; // { a: 1; b: "x" }
 * ```
 */
export type Overlay<Base, Top> = Simplify<Omit<Base, keyof Top> & Top>;
