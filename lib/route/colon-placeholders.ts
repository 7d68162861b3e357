const SCHEME_AND_AUTHORITY = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/;
const NAME_START = /[A-Za-z_]/;
const NAME_CHAR = /[A-Za-z0-9_]/;

/**
 * Rewrites `:name` path segments as `{name}` so the URL is an RFC 6570 template.
 * Only a `:` that opens a path segment counts: the ones in a scheme, a port, user-info or a
 * `{var:3}` prefix modifier are left alone. One pass, linear in the URL's length.
 *
 * @example
 * colonPlaceholdersToTemplate("/repos/:owner/:repo"); // "/repos/{owner}/{repo}"
 * colonPlaceholdersToTemplate("http://localhost:8080/x"); // unchanged
 */
export function colonPlaceholdersToTemplate(url: string): string {
  if (!url.includes(":")) return url;
  const authority = SCHEME_AND_AUTHORITY.exec(url);
  let out = "";
  let copiedFrom = 0;
  let insideExpression = false;
  for (let index = authority ? authority[0].length : 0; index < url.length; index++) {
    const char = url[index];
    if (char === "{") insideExpression = true;
    else if (char === "}") insideExpression = false;
    if (char !== ":" || insideExpression || !opensSegment(url, index, authority === null)) continue;
    if (!NAME_START.test(url[index + 1] ?? "")) continue;
    let end = index + 2;
    while (end < url.length && NAME_CHAR.test(url[end] as string)) end++;
    out += `${url.slice(copiedFrom, index)}{${url.slice(index + 1, end)}}`;
    copiedFrom = end;
    index = end - 1;
  }
  return copiedFrom === 0 ? url : out + url.slice(copiedFrom);
}

function opensSegment(url: string, index: number, relative: boolean): boolean {
  return url[index - 1] === "/" || (index === 0 && relative);
}
