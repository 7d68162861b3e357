/**
 * `value` with every user-agent replaced by `"<user-agent>"`: a header pair `["user-agent", …]`
 * (any case) or a `user-agent` key, at any depth. The one difference allowed between octokit's
 * endpoint and the companion wherever a request is built without @octokit/core's or
 * @octokit/request's user-agent over it: each package names itself.
 */
export function withoutUserAgent(value: unknown): unknown {
  if (Array.isArray(value)) {
    if (value.length === 2 && typeof value[0] === "string" && value[0].toLowerCase() === "user-agent") {
      return [value[0], "<user-agent>"];
    }
    return value.map(withoutUserAgent);
  }
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key.toLowerCase() === "user-agent" ? "<user-agent>" : withoutUserAgent(item),
      ]),
    );
  }
  return value;
}
