import { bundleDocuments, DOCUMENTS_KEY } from "./bundle-documents";
import type { OpenAPIDocument } from "./openapi-types";
import { child, pointerTarget, resolve } from "./resolve-refs";

// Each reference resolves against the document that holds it: the judge must find what the
// OpenAPI text says it names, in the root, in another document, or in the root named by `$self`.

const root = {
  openapi: "3.1.0",
  paths: { "/pets": { $ref: "paths/pets.json" } },
} as unknown as OpenAPIDocument;
const documents = {
  "paths/pets.json": {
    get: {
      parameters: [{ $ref: "./common.json#/parameters/limit" }, { $ref: "#/parameters/local" }],
    },
    parameters: { local: { name: "local", in: "query" } },
  },
  "paths/common.json": {
    parameters: { limit: { name: "limit", in: "query", schema: { $ref: "../schemas/limit.json" } } },
  },
  "schemas/limit.json": { type: "integer" },
};

/** What the `$ref` at `pointer` in the bundled description names. */
function named(document: OpenAPIDocument, pointer: string): unknown {
  return resolve(document, { node: pointerTarget(document, pointer), pointer }).node;
}

describe("judge: bundleDocuments", () => {
  const bundled = bundleDocuments(root, documents);
  const pets = child(`#/${DOCUMENTS_KEY}`, "paths/pets.json");

  it("follows a path item into another document", () => {
    expect(resolve(bundled, { node: bundled.paths?.["/pets"] ?? {}, pointer: "#/paths/~1pets" }).pointer).toBe(pets);
    expect(named(bundled, "#/paths/~1pets")).toMatchObject({ get: expect.any(Object) });
  });

  it("resolves a reference against the document that holds it: ./, ../, and a fragment alone", () => {
    expect(named(bundled, `${pets}/get/parameters/0`)).toMatchObject({ name: "limit", in: "query" });
    expect(named(bundled, `${child(`#/${DOCUMENTS_KEY}`, "paths/common.json")}/parameters/limit/schema`)).toEqual({
      type: "integer",
    });
    // A fragment alone stays in the document that holds it, not the root.
    expect(named(bundled, `${pets}/get/parameters/1`)).toEqual({ name: "local", in: "query" });
  });

  it("reads a reference to the root's $self, absolute or relative, as one into the root", () => {
    const described = {
      openapi: "3.2.0",
      $self: "https://things.test/specs/openapi.json",
      paths: {
        "/a": {
          get: {
            parameters: [
              { $ref: "https://things.test/specs/openapi.json#/components/parameters/p" },
              { $ref: "openapi.json#/components/parameters/p" },
            ],
          },
        },
      },
      components: { parameters: { p: { name: "p", in: "query" } } },
    } as unknown as OpenAPIDocument;
    const self = bundleDocuments(described);
    expect(named(self, "#/paths/~1a/get/parameters/0")).toEqual({ name: "p", in: "query" });
    expect(named(self, "#/paths/~1a/get/parameters/1")).toEqual({ name: "p", in: "query" });
  });

  it("leaves a reference to a document not given as written, to fail where it is followed", () => {
    const fewer = bundleDocuments(root, { "paths/pets.json": documents["paths/pets.json"] });
    expect(() => named(fewer, `${pets}/get/parameters/0`)).toThrow(
      "only local references are resolved, not ./common.json#/parameters/limit",
    );
  });

  it("changes nothing in a description of one document without $self", () => {
    const single = { openapi: "3.0.3", paths: { "/a": { $ref: "#/components/x" } } } as unknown as OpenAPIDocument;
    expect(bundleDocuments(single)).toEqual(single);
    expect(bundleDocuments(single)).not.toBe(single);
  });
});
