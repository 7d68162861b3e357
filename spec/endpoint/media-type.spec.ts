import { endpoint, type EndpointOptions } from "../../lib";

const accept = (options: EndpointOptions) => endpoint("GET /repos/o/r/pulls/1", options).headers.accept;

describe("endpoint() mediaType", () => {
  it("rewrites the vendor accept entry for a format", () => {
    expect(accept({ mediaType: { format: "diff" } })).toBe("application/vnd.github.v3.diff");
    expect(
      accept({ mediaType: { format: "raw" }, headers: { accept: "application/vnd.github+json,application/json" } }),
    ).toBe("application/vnd.github.v3.raw,application/json");
  });

  it("turns previews into preview media types, on any route", () => {
    expect(accept({ mediaType: { previews: ["mercy", "symmetra"] } })).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
    expect(endpoint("POST /graphql", { mediaType: { previews: ["scarlet-witch"] } }).headers.accept).toBe(
      "application/vnd.github.scarlet-witch-preview+json",
    );
  });

  it("uses the format as the suffix of previews", () => {
    expect(accept({ mediaType: { previews: ["mercy"], format: "raw" } })).toBe(
      "application/vnd.github.mercy-preview.raw",
    );
  });

  it("keeps the previews already named in accept first, without duplicates, and tolerates a -preview suffix", () => {
    expect(
      accept({
        headers: { accept: "application/vnd.github.foo-preview+json,application/vnd.github.bar-preview+json" },
        mediaType: { previews: ["bar", "baz-preview"] },
      }),
    ).toBe(
      "application/vnd.github.foo-preview+json,application/vnd.github.bar-preview+json,application/vnd.github.baz-preview+json",
    );
  });

  it("never amends application/octet-stream", () => {
    expect(
      accept({ headers: { accept: "application/octet-stream" }, mediaType: { format: "raw", previews: ["mercy"] } }),
    ).toBe("application/octet-stream");
  });

  it("merges previews from defaults and from the call, defaults first", () => {
    const withPreview = endpoint.defaults({ mediaType: { previews: ["mercy"] } });
    expect(withPreview("GET /x", { mediaType: { previews: ["symmetra", "mercy"] } }).headers.accept).toBe(
      "application/vnd.github.mercy-preview+json,application/vnd.github.symmetra-preview+json",
    );
    expect(withPreview.merge("GET /x", { mediaType: { previews: ["symmetra", "mercy"] } }).mediaType.previews).toEqual([
      "mercy",
      "symmetra",
    ]);
    expect(withPreview.DEFAULTS.mediaType).toEqual({ format: "", previews: ["mercy"] });
    expect(withPreview.defaults({ mediaType: { previews: ["symmetra"] } }).DEFAULTS.mediaType.previews).toEqual([
      "mercy",
      "symmetra",
    ]);
  });
});
