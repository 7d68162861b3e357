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
  for (const name in headers) {
    if (Object.hasOwn(headers, name)) requireHeaderValue(name, headers[name]);
  }
}
