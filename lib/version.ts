import { version } from "../package.json";

/**
 * The released version of this library, read from package.json when it is built.
 *
 * @example
 * ```ts
 * console.log(VERSION); // "0.1.0"
 * ```
 */
export const VERSION: string = version;
