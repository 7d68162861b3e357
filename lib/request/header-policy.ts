import { requireHeaderValue } from "../options/header-value";
import type { HeaderValue } from "../options/types";

/**
 * The one validation every assembled header set passes, whatever produced each value (options,
 * defaults, media types, a subclass's getters): each value is a string, number or boolean with
 * no CR, LF or NUL (`requireHeaderValue`, the rule `headers` gets where they enter). Names were
 * checked as HTTP tokens where they entered; the library adds only its own (`accept`,
 * `user-agent`, `content-type`). Throws `ERR_INVALID_HEADER` naming the header.
 *
 * @example
 * requireSendableHeaders({ accept: "application/vnd.github.v3+json" }); // fine
 * requireSendableHeaders({ accept: "raw\r\nx-injected: 1" }); // throws ERR_INVALID_HEADER
 */
export function requireSendableHeaders(headers: Readonly<Record<string, HeaderValue>>): void {
  if (checked.has(headers)) return;
  for (const name in headers) {
    if (Object.hasOwn(headers, name)) requireHeaderValue(name, headers[name]);
  }
}

// Header sets that passed and that their holder never changes nor hands out (parse()'s memo,
// lib/options/reserved-memo.ts): the check of each value is not repeated on every call.
const checked = new WeakSet<object>();

/**
 * `headers` checked as {@link requireSendableHeaders} checks them and remembered as checked: the
 * caller promises never to change them nor let anyone else hold them (a result gets a copy).
 *
 * @example
 * const headers = checkedHeaders({ accept: "application/json" });
 * requireSendableHeaders(headers); // returns at once
 */
export function checkedHeaders<Headers extends Readonly<Record<string, HeaderValue>>>(headers: Headers): Headers {
  requireSendableHeaders(headers);
  checked.add(headers);
  return headers;
}
