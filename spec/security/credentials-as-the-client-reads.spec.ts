import fc from "fast-check";
import { endpoint } from "../../lib";
import { endpoint as companion } from "../../packages/octokit-endpoint/src";
import { fuzzRuns } from "../support/fuzz-runs";

interface Untyped {
  (options: Record<string, unknown>): { url: string };
  defaults(options: object): Untyped;
}

// Where a token goes is judged by where the client sends it: WHATWG URL parsing, which fetch,
// undici and browsers share. It reads a special scheme without its slashes ("https:evil.example")
// or with backslashes as an absolute URL, so such a URL is another origin however the library
// reads it. The attack is the REST-method form (plugin-rest-endpoint-methods), whose options
// hold both the route's URL and the parameters: a webhook's `url` body field replaces the URL.
const HOME = "https://api.github.com";

const PACKAGES = {
  "@restkit/endpoint": endpoint as unknown as Untyped,
  "@restkit/octokit-endpoint": companion as unknown as Untyped,
};

const SCHEME_LOOKALIKES = [
  "https:evil.example/x",
  "https:/evil.example/x",
  "http:evil.example",
  "HtTpS:evil.example/x",
  "https:\\evil.example/x",
  "https:/\\evil.example/x",
  "https:@evil.example/x",
  "https:api.github.com@evil.example/x",
  "ws:evil.example/x",
  "foo:bar",
  "javascript:alert(1)",
];

// Where the client would send the request: an origin, or undefined when it cannot parse the URL
// (then nothing is sent). A URL without a scheme is relative, which fetch refuses outright.
function sentTo(url: string): string | undefined {
  return URL.canParse(url) ? new URL(url).origin : undefined;
}

describe.each(Object.entries(PACKAGES))("%s keeps a token on its origin as the client reads URLs", (_, pkg) => {
  const updateWebhookConfig = pkg
    .defaults({ headers: { authorization: "token secret" } })
    .defaults({ method: "PATCH", url: "/repos/{owner}/{repo}/hooks/{hook_id}/config" });
  const attempt = (url: string) => updateWebhookConfig({ owner: "o", repo: "r", hook_id: 1, url });

  it.each(SCHEME_LOOKALIKES)("never sends the token to another origin for url %p", (url) => {
    let sent: string;
    try {
      sent = attempt(url).url;
    } catch (error) {
      expect(error).toMatchObject({ code: expect.stringMatching(/^ERR_/) as unknown });
      return;
    }
    const origin = sentTo(sent);
    if (origin !== undefined) expect(origin).toBe(HOME);
  });

  it("never sends the token to another origin, whatever the url (property)", () => {
    const piece = fc.constantFrom("http", "https", "s", ":", "/", "\\", "@", "evil.example", "api.github.com", "%2F");
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        let sent: { url: string };
        try {
          sent = attempt(pieces.join(""));
        } catch {
          return;
        }
        const origin = sentTo(sent.url);
        expect(origin === undefined || origin === HOME).toBe(true);
      }),
      fuzzRuns(2000),
    );
  });
});
