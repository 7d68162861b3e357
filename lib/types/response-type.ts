/**
 * A compile-time-only key: request options carry the response type of their route under it,
 * without any property of this name existing at run time (see {@link ResponseOf}).
 */
export declare const responseType: unique symbol;
