import type { OpenAPIDocument } from "./openapi-types";
import { child, pointerTarget, resolve } from "./resolve-refs";

const document = {
  openapi: "3.1.0",
  paths: { "/a/{id}": { get: { operationId: "a" } } },
  components: {
    schemas: {
      "odd~name/x": { type: "string" },
      Alias: { $ref: "#/components/schemas/Target" },
      Target: { type: "integer" },
      Loop: { $ref: "#/components/schemas/Back" },
      Back: { $ref: "#/components/schemas/Loop" },
    },
  },
} as unknown as OpenAPIDocument;

describe("judge: resolve-refs", () => {
  it("escapes ~ and / in pointer tokens, and percent-encodes what a fragment cannot hold", () => {
    expect(child("#/paths", "/a/{id}", "get")).toBe("#/paths/~1a~1%7Bid%7D/get");
    expect(child("#/components/schemas", "odd~name/x")).toBe("#/components/schemas/odd~0name~1x");
    expect(pointerTarget(document, child("#/paths", "/a/{id}", "get"))).toEqual({ operationId: "a" });
    expect(pointerTarget(document, "#/components/schemas/odd~0name~1x")).toEqual({ type: "string" });
  });

  it("follows a chain of references to the node it ends at, with that node's pointer", () => {
    expect(resolve(document, { node: { $ref: "#/components/schemas/Alias" }, pointer: "#/x" })).toEqual({
      node: { type: "integer" },
      pointer: "#/components/schemas/Target",
    });
  });

  it("refuses a reference cycle and a pointer that names nothing", () => {
    expect(() => resolve(document, { node: { $ref: "#/components/schemas/Loop" }, pointer: "#/x" })).toThrow(
      "$ref cycle",
    );
    expect(() => pointerTarget(document, "#/components/schemas/Missing")).toThrow("names nothing");
  });
});
