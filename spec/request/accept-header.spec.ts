import { endpoint } from "../../lib";
import { amendVendorAccept, withMediaType } from "../../lib/vendors/accept-header";
import { githubVendor as GITHUB_RULES } from "../../lib";

function acceptFor(accept: string, mediaType: { format?: string; previews?: string[] }): unknown {
  return endpoint("GET /x", { headers: { accept }, mediaType }).headers.accept;
}

// Which accept entries are the vendor's: application/vnd.github followed by nothing, ".", "+" or
// ";", in any case and with spaces around it; another vendor that merely starts the same is not.
describe("accept header: vendor entries", () => {
  it.each([
    ["application/vnd.github", "application/vnd.github.v3.raw"],
    ["application/vnd.github+json", "application/vnd.github.v3.raw"],
    ["application/vnd.github;q=1", "application/vnd.github.v3.raw"],
    ["text/plain, Application/VND.GitHub.v3+json", "text/plain,application/vnd.github.v3.raw"],
    [
      "application/vnd.githubx.v3+json, application/vnd.github.v3+json",
      "application/vnd.githubx.v3+json,application/vnd.github.v3.raw",
    ],
  ])("with format raw, rewrites %p to %p", (accept, amended) => {
    expect(acceptFor(accept, { format: "raw" })).toBe(amended);
  });

  it("never amends application/octet-stream, whatever its case and spaces", () => {
    expect(acceptFor(" Application/Octet-Stream ", { format: "raw" })).toBe(" Application/Octet-Stream ");
    expect(acceptFor(" Application/Octet-Stream ", { previews: ["x"] })).toBe(" Application/Octet-Stream ");
  });

  it("reads no preview name from a bare -preview token", () => {
    expect(acceptFor("application/vnd.-preview+json", { previews: ["x"] })).toBe(
      "application/vnd.github.x-preview+json",
    );
  });
});

describe("withMediaType and amendVendorAccept", () => {
  const github = { vendor: "github", apiVersion: "v3" };

  it("hand back the headers themselves when the media type asks for nothing", () => {
    const headers = { accept: "application/vnd.github.v3+json", "user-agent": "x" };
    expect(withMediaType(headers, { format: "", previews: [] }, github, GITHUB_RULES, "")).toBe(headers);
  });

  it("leave the entries of the accept header alone without a format", () => {
    expect(amendVendorAccept("application/vnd.github.v3+json, text/plain", { format: "", previews: [] }, github)).toBe(
      "application/vnd.github.v3+json, text/plain",
    );
  });
});
