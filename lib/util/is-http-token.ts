// RFC 9110 section 5.6.2: methods and header names are tokens.
const HTTP_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * True when `text` is an HTTP token, as a method or a header name must be.
 *
 * @example
 * isHttpToken("X-GitHub-Api-Version"); // true
 * isHttpToken("bad name"); // false
 */
export function isHttpToken(text: string): boolean {
  return HTTP_TOKEN.test(text);
}
