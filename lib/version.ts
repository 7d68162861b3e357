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

/**
 * The default `user-agent` of every vendor: this library's name and version.
 *
 * @example
 * USER_AGENT; // "restkit-endpoint.js/0.1.0"
 */
export const USER_AGENT = `restkit-endpoint.js/${VERSION}`;
