import { isLetter, isWordCharacter } from "../util/word-characters";
const SCHEME_AND_AUTHORITY = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/]*/;

/**
 * Rewrites `:name` placeholders as `{name}` so the URL is an RFC 6570 template. As in
 * octokit's endpoint, a `:` followed by a letter opens a placeholder wherever the character before
 * it cannot be part of a name (`/:owner`, `...:head`, `?q=:query`); the name runs over letters,
 * digits and `_`. Left alone: the scheme and authority (ports, user-info), `::`, a `:` after a
 * name character (`12:30`, `b:c`) and `{var:3}` prefix modifiers. One pass, linear in length.
 *
 * @example
 * colonPlaceholdersToTemplate("/repos/:owner/compare/:base...:head"); // "/repos/{owner}/compare/{base}...{head}"
 * colonPlaceholdersToTemplate("http://localhost:8080/x"); // unchanged
 */
export function colonPlaceholdersToTemplate(url: string): string {
  const authority = SCHEME_AND_AUTHORITY.exec(url);
  let out = "";
  let copiedFrom = 0;
  let insideExpression = false;
  // Stryker disable next-line EqualityOperator: one step past the end reads NaN, which is no ":"
  for (let index = authority ? authority[0].length : 0; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code === 123 /* { */) insideExpression = true;
    else if (code === 125 /* } */) insideExpression = false;
    if (code !== 58 /* : */ || insideExpression || !isLetter(url.charCodeAt(index + 1))) continue;
    const before = url.charCodeAt(index - 1); // NaN at the start, which opens a placeholder
    if (isWordCharacter(before) || before === 58) continue;
    let end = index + 2;
    while (isWordCharacter(url.charCodeAt(end))) end++; // NaN past the end stops it
    out += `${url.slice(copiedFrom, index)}{${url.slice(index + 1, end)}}`;
    copiedFrom = end;
    index = end - 1;
  }
  return out + url.slice(copiedFrom);
}

/**
 * Whether the URL may hold a placeholder: some `:` is followed by a letter, as every `:name`
 * placeholder's is (the rule above, without its other conditions). A URL with none converts to
 * itself, so a caller can skip the conversion and its cache: paginate's next pages
 * (`https://…?page=7`, never repeated) would only churn it, and hashing each costs more than this scan.
 *
 * @example
 * hasColonPlaceholder("https://api.github.com/repositories/1/issues?page=7"); // false
 * hasColonPlaceholder("/orgs/:org/repos"); // true
 */
export function hasColonPlaceholder(url: string): boolean {
  for (let colon = url.indexOf(":"); colon !== -1; colon = url.indexOf(":", colon + 1)) {
    if (isLetter(url.charCodeAt(colon + 1))) return true;
  }
  return false;
}
