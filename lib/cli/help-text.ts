/**
 * The `--help` text of `restkit-endpoint`.
 *
 * @example
 * ```ts
 * console.log(helpText());
 * ```
 */
export function helpText(): string {
  return `Usage: restkit-endpoint "<route>" [key=value ...] [options]

Builds the request options for a REST route and prints them. Nothing is sent.

Arguments:
  <route>                 "METHOD /path" or "/path" (GET), e.g. "GET /orgs/{org}/repos"
  key=value               a parameter: fills {key} in the URL, else goes to the query
                          (GET, HEAD) or the JSON body (POST, PUT, PATCH, DELETE).
                          Values that look like JSON are parsed: numbers (per_page=100),
                          true/false/null, arrays (labels='["bug","ui"]'), objects and
                          quoted strings (name='"true"' stays the string "true").

Options:
  -H, --header "Name: value"  add a request header (repeatable)
  --base-url URL              API root instead of https://api.github.com
  --format NAME               media type format, e.g. raw, diff, html
  --preview NAME              API preview to request (repeatable)
  -d, --data TEXT | @FILE     raw request body: the text, or a file's content (@- reads stdin)
  --json                      print the request options as JSON (the default)
  --curl                      print a curl command that sends the request
  --fetch                     print a fetch() call that sends the request
  -h, --help                  show this help
  -v, --version               print the version

Examples:
  restkit-endpoint "GET /orgs/{org}/repos" org=octokit type=private
  restkit-endpoint "POST /repos/{owner}/{repo}/issues" owner=o repo=r title=Bug labels='["bug"]' --curl
  restkit-endpoint "POST /markdown/raw" --data @README.md -H "Content-Type: text/plain" --format raw

Exit status: 0 on success, 1 for bad input (the message names it).
`;
}
