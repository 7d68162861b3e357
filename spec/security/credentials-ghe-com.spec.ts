import { endpoint } from "../../lib";
import { endpoint as companion } from "../../packages/octokit-endpoint/src";

// Issue 42: on GitHub Enterprise Cloud with data residency the API is https://api.SUBDOMAIN.ghe.com
// and release assets go to https://uploads.SUBDOMAIN.ghe.com (the upload_url of GitHub's answer).
// Both packages build such an upload with its token, in each form Octokit calls it. Any other host
// gets the token on the companion only when the caller named that URL as the request's own, and
// never on the main package. Judged by what a client sends: new URL() of the result, its headers.
const API = "https://api.octo-corp.ghe.com";
const UPLOADS = "https://uploads.octo-corp.ghe.com";
const UPLOAD_URL = `${UPLOADS}/repos/o/r/releases/1/assets{?name,label}`;
const TOKEN = "token secret";

interface Built {
  url: string;
  headers: Record<string, unknown>;
}
interface Untyped {
  (route: string | Record<string, unknown>, options?: Record<string, unknown>): Built;
  defaults(options: object): Untyped;
  merge(route: string | Record<string, unknown>, options?: Record<string, unknown>): Record<string, unknown>;
  parse(merged: Record<string, unknown>): Built;
}

const PACKAGES: Array<[string, Untyped, boolean]> = [
  ["@restkit/endpoint", endpoint, false],
  ["@restkit/octokit-endpoint", companion, true],
];

// How Octokit calls each form: @octokit/core's request (defaults without a url) under the auth
// hook, which merges, adds the token and merges again before parse(); a REST method adds
// request.defaults({ method, url }) (plugin-rest-endpoint-methods), whose call's `url` replaces it.
function forms(pkg: Untyped, url: string): Record<string, () => Built> {
  const request = pkg.defaults({ baseUrl: API, headers: { "user-agent": "octokit-core.js/7" } });
  const upload = { name: "a.zip", label: "A", data: "bytes", headers: { "content-type": "application/zip" } };
  const withAuth = (endpoint: Untyped, route: string | Record<string, unknown>, options?: Record<string, unknown>) => {
    const merged = endpoint.merge(route, options);
    (merged.headers as Record<string, string>).authorization = TOKEN;
    return endpoint.parse(endpoint.merge(merged));
  };
  const uploadReleaseAsset = request.defaults({
    method: "POST",
    url: "/repos/{owner}/{repo}/releases/{release_id}/assets{?name,label}",
  });
  return {
    "octokit.request({ method, url })": () => withAuth(request, { method: "POST", url, ...upload }),
    'octokit.request("POST <url>")': () => withAuth(request, `POST ${url}`, upload),
    "endpoint({ method, url }) with defaults' token": () =>
      request.defaults({ headers: { authorization: TOKEN } })({ method: "POST", url, ...upload }),
    "a REST method called with { url }": () => withAuth(uploadReleaseAsset, { url, ...upload }),
  };
}

describe.each(PACKAGES)("%s and GHE.com's hosts", (_name, pkg, followsNamedUrl) => {
  it.each(Object.keys(forms(pkg, UPLOAD_URL)))("builds %s to uploads.SUBDOMAIN.ghe.com with its token", (form) => {
    const built = forms(pkg, UPLOAD_URL)[form]!();
    const sent = new URL(built.url);
    expect(sent.origin).toBe(UPLOADS);
    expect(sent.pathname).toBe("/repos/o/r/releases/1/assets");
    expect([...sent.searchParams]).toEqual([
      ["name", "a.zip"],
      ["label", "A"],
    ]);
    expect(built.headers.authorization).toBe(TOKEN);
    expect(built.headers["content-type"]).toBe("application/zip");
  });

  it.each(["https://uploads.other-corp.ghe.com", "https://evil.example", "http://127.0.0.1:8081"])(
    "sends the token to %s only where the caller named that URL, and on the companion only",
    (origin) => {
      const all = forms(pkg, `${origin}/repos/o/r/releases/1/assets{?name,label}`);
      for (const [form, build] of Object.entries(all)) {
        const namedByCaller = form !== "a REST method called with { url }";
        if (followsNamedUrl && namedByCaller) {
          const built = build();
          expect(new URL(built.url).origin).toBe(origin);
          expect(built.headers.authorization).toBe(TOKEN);
        } else {
          expect(build).toThrow(expect.objectContaining({ code: "ERR_ABSOLUTE_URL" }));
        }
      }
    },
  );
});
