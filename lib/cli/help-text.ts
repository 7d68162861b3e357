import { GITHUB_API_VERSION, GITHUB_BASE_URL, GITHUB_VENDOR } from "../vendors/github/github-vendor";

/**
 * The `--help` text of `restkit-endpoint`.
 *
 * @example
 * ```ts
 * console.log(helpText());
 * ```
 */
export function helpText(): string {
  // The defaults are the default config's, GitHub's: named where GitHub's values stand.
  return `Usage: restkit-endpoint "<route>" [key=value ...] [options]

Builds the request options for a REST route and prints them. Nothing is sent.

Arguments:
  <route>                 "METHOD /path" or "/path" (GET), e.g. "GET /orgs/{org}/repos"
  key=value               a parameter: fills {key} in the URL, else goes to the query
                          (GET, HEAD) or the JSON body (POST, PUT, PATCH, DELETE).
                          Values that look like JSON are parsed: numbers (per_page=100),
                          true/false/null, arrays (labels='["bug","ui"]'), objects and
                          quoted strings (name='"true"' stays the string "true").
                          A value that starts like a JSON string, array or object but does
                          not parse (labels='["a",') is refused; quote it as a JSON string
                          to send it as text (labels='"[\\"a\\","').
                          Every {placeholder} of the route needs a value.

Options:
  -H, --header "Name: value"  add a request header (repeatable)
  --base-url URL              API root instead of ${GITHUB_BASE_URL} (http or https)
  --format NAME               media type format, e.g. raw, diff, html (the accept
                              header must name a vendor media type)
  --preview NAME              API preview to request (repeatable)
  --vendor NAME               vendor of the media types instead of ${GITHUB_VENDOR}
                              (application/vnd.NAME.${GITHUB_API_VERSION}+json)
  --api-version V             API version of the media types instead of ${GITHUB_API_VERSION} (empty: none)
  --openapi FILE              build the route (or an operationId) as the OpenAPI 3.0 or
                              3.1 description in FILE (JSON or YAML) says: its server,
                              each parameter where it goes, the body as its media type;
                              --base-url resolves a relative server URL; the files its
                              $refs name are read from FILE's folder and below
  -d, --data TEXT | @FILE     raw request body: the text, or a file's bytes (@- reads stdin);
                              only for POST, PUT, PATCH, DELETE, and not with key=value
                              parameters that would form a body
  --allow-missing             build the URL even if a placeholder has no value
  --json                      print the request options as JSON (the default)
  --curl                      print a curl command that sends the request
  --fetch                     print a fetch() call that sends the request
  -h, --help                  show this help
  -v, --version               print the version

Examples:
  restkit-endpoint "GET /orgs/{org}/repos" org=octokit type=private
  restkit-endpoint "POST /repos/{owner}/{repo}/issues" owner=o repo=r title=Bug labels='["bug"]' --curl
  restkit-endpoint "POST /markdown/raw" --data @README.md -H "Content-Type: text/plain" --format raw
  restkit-endpoint getPetById petId=7 --openapi petstore.yaml --base-url https://petstore3.swagger.io

Exit status: 0 on success (also when the reader stops early, as "| head" does),
1 for bad input (the message names it), 2 for a placeholder without a value.
`;
}
