import { EndpointConfig, endpoint } from "../../lib";

describe("previews, normalised as octokit does", () => {
  it("stores a -preview suffix without it, in defaults() and merge() alike", () => {
    const withPreview = endpoint.defaults({ mediaType: { previews: ["foo-preview"] } });
    expect(withPreview.DEFAULTS.mediaType.previews).toEqual(["foo"]);
    expect(withPreview.merge("GET /x", { mediaType: { previews: ["bar-preview", "foo"] } }).mediaType.previews).toEqual(
      ["foo", "bar"],
    );
    expect(new EndpointConfig().with({ mediaType: { previews: ["baz-preview"] } }).defaults.mediaType.previews).toEqual(
      ["baz"],
    );
  });

  it("never renders -preview-preview", () => {
    expect(endpoint("GET /x", { mediaType: { previews: ["foo-preview"] } }).headers.accept).toBe(
      "application/vnd.github.foo-preview+json",
    );
  });

  it("keeps preview names written into accept, with or without the vendor, and renders them with the format", () => {
    const options = endpoint("GET /x", {
      headers: { accept: "application/vnd.foo-preview,application/vnd.github.bar-preview+json" },
      mediaType: { format: "raw", previews: ["symmetra"] },
    });
    expect(options.headers.accept).toBe(
      "application/vnd.github.foo-preview.raw,application/vnd.github.bar-preview.raw,application/vnd.github.symmetra-preview.raw",
    );
  });

  it("de-duplicates names from the header and the previews, header first", () => {
    const options = endpoint("GET /x", {
      headers: { accept: "application/vnd.github.bar-preview+json, application/vnd.foo-preview" },
      mediaType: { previews: ["foo", "bar", "baz-preview"] },
    });
    expect(options.headers.accept).toBe(
      "application/vnd.github.bar-preview+json,application/vnd.github.foo-preview+json,application/vnd.github.baz-preview+json",
    );
  });

  it("takes one name per token, up to its last -preview, as octokit's pattern does", () => {
    const options = endpoint("GET /x", {
      headers: { accept: "application/vnd.github.a-preview-b-preview+json" },
      mediaType: { previews: ["c"] },
    });
    expect(options.headers.accept).toBe(
      "application/vnd.github.a-preview-b-preview+json,application/vnd.github.c-preview+json",
    );
  });

  it("reads a preview that ends the header", () => {
    const options = endpoint("GET /x", {
      headers: { accept: "application/json,application/vnd.github.a-preview" },
      mediaType: { previews: ["c"] },
    });
    expect(options.headers.accept).toBe("application/vnd.github.a-preview+json,application/vnd.github.c-preview+json");
  });
});
