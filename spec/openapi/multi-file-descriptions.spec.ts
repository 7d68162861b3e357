import { readFileSync } from "node:fs";
import { join } from "node:path";
import { toFetchArgs } from "../../lib";
import { runCli } from "../../lib/cli/run-cli";
import { compileOpenAPI, fromOpenAPI } from "../../lib/openapi";
import { readSplitDescription } from "../support/split-description";
import { thrown } from "../support/thrown";

// Issue 55, item 6: a description written in several files. The other documents are given parsed,
// keyed by their URI relative to the root; each $ref resolves against the document that holds it.
const root = {
  openapi: "3.1.0",
  info: { title: "Split", version: "1" },
  servers: [{ url: "https://split.test" }],
  paths: {
    "/pets": { $ref: "paths/pets.yaml" },
    "/pets/{id}": {
      get: {
        operationId: "getPet",
        parameters: [{ $ref: "paths/common.json#/components/parameters/id" }],
        responses: { "200": { $ref: "#/components/responses/Pet" } },
      },
    },
  },
  components: { responses: { Pet: { description: "a pet", content: { "application/json": {} } } } },
};
const documents = {
  // Its references are relative to paths/: ./common.json is paths/common.json.
  "paths/pets.yaml": {
    get: {
      operationId: "listPets",
      parameters: [{ $ref: "./common.json#/components/parameters/limit" }, { $ref: "#/components/parameters/tag" }],
      responses: {},
    },
    post: {
      operationId: "addPet",
      requestBody: { content: { "application/json": { schema: { $ref: "../schemas/pet.json" } } } },
      responses: {},
    },
    components: { parameters: { tag: { name: "tag", in: "query", schema: { type: "string" } } } },
  },
  "paths/common.json": {
    components: {
      parameters: {
        limit: { name: "limit", in: "query", schema: { $ref: "../schemas/limit.json" } },
        id: { name: "id", in: "path", required: true, schema: { type: "integer" } },
      },
    },
  },
  "schemas/pet.json": {
    type: "object",
    properties: { name: { type: "string" }, kind: { $ref: "#/$defs/kind" } },
    $defs: { kind: { type: "string" } },
  },
  "schemas/limit.json": { type: "integer" },
};

describe("descriptions in several files (the documents setting)", () => {
  it("resolves each reference against the document that holds it, onward and back", () => {
    const table = compileOpenAPI(root, { documents });
    const byId = (id: string) => table.operations.find((operation) => operation.operationId === id)!;
    expect(byId("listPets").parameters).toEqual([
      { in: "query", name: "limit", style: "form", explode: true },
      { in: "query", name: "tag", style: "form", explode: true },
    ]);
    expect(byId("addPet").body!.mediaTypes[0]!.properties).toEqual(["name", "kind"]);
    expect(byId("getPet").parameters).toEqual([
      { in: "path", name: "id", style: "simple", explode: false, required: true },
    ]);
    expect(byId("getPet").responses).toEqual(["application/json"]);
  });

  it("builds the calls from fromOpenAPI's documents setting, fetching nothing", async () => {
    const config = fromOpenAPI(root, { documents });
    expect(config.build("listPets", { limit: 5, tag: "cat" }).url).toBe("https://split.test/pets?limit=5&tag=cat");
    expect(config.build("GET /pets/{id}", { id: 7 }).url).toBe("https://split.test/pets/7");
    const request = new Request(...toFetchArgs(config.build("addPet", { name: "Rex" })));
    expect(request.method).toBe("POST");
    expect(await request.json()).toEqual({ name: "Rex" });
  });

  it("names the pointer in the other document where one of its nodes is wrong", () => {
    const broken = { ...documents, "paths/common.json": { components: { parameters: { limit: { in: "query" } } } } };
    expect(thrown(() => compileOpenAPI(root, { documents: broken }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        "Invalid OpenAPI description at paths/common.json#/components/parameters/limit: a parameter needs a name",
    });
  });

  it("refuses a reference to a document not given, naming it as resolved", () => {
    const fewer = Object.fromEntries(Object.entries(documents).filter(([key]) => key !== "paths/common.json"));
    expect(thrown(() => compileOpenAPI(root, { documents: fewer }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        'Invalid OpenAPI description at paths/pets.yaml#/get/parameters/0: it refers to another document, "./common.json#/components/parameters/limit", which the documents setting does not give as "paths/common.json"',
    });
    expect(thrown(() => fromOpenAPI(root))).toMatchObject({ code: "ERR_INVALID_OPTIONS" });
  });

  it("stops a chain of references that loops across documents", () => {
    const looping = {
      openapi: "3.1.0",
      info: { title: "Loop", version: "1" },
      paths: { "/a": { get: { parameters: [{ $ref: "a.json#/p" }], responses: {} } } },
    };
    const error = thrown(() =>
      compileOpenAPI(looping, {
        documents: { "a.json": { p: { $ref: "b/b.json#/p" } }, "b/b.json": { p: { $ref: "../a.json#/p" } } },
      }),
    );
    expect(error).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        "Invalid OpenAPI description at #/paths/~1a/get/parameters/0: its references form a loop, or a chain longer than 64",
    });
  });

  it("reads a reference that climbs out of the root's folder as one more key: only the CLI refuses climbing", () => {
    const climbing = {
      openapi: "3.1.0",
      info: { title: "Up", version: "1" },
      paths: { "/a": { get: { parameters: [{ $ref: "../shared/p.json" }], responses: {} } } },
    };
    const shared = { name: "q", in: "query", schema: { type: "string" } };
    expect(compileOpenAPI(climbing, { documents: { "../shared/p.json": shared } }).operations[0]!.parameters).toEqual([
      { in: "query", name: "q", style: "form", explode: true },
    ]);
    expect(thrown(() => compileOpenAPI(climbing, { documents: {} }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: expect.stringContaining('does not give as "../shared/p.json"'),
    });
  });

  // RFC 3986, 5.2: a reference with a scheme or an absolute path is not merged with the folder of
  // the document that holds it; a `..` pops one folder, and one above the root's is kept.
  it("keys a reference with a scheme or an absolute path as written, and a relative one from its document's folder", () => {
    const up = {
      openapi: "3.1.0",
      info: { title: "Keys", version: "1" },
      paths: { "/a": { $ref: "paths/item.json" } },
    };
    const query = (name: string) => ({ name, in: "query", schema: { type: "string" } });
    const item = {
      get: {
        parameters: [
          { $ref: "/shared/p.json" },
          { $ref: "https://specs.test/common.json#/q" },
          { $ref: "urn2:params:r" },
          { $ref: "../../../up/s.json" },
          { $ref: "defs/t:u.json" },
        ],
        responses: {},
      },
    };
    const given = {
      "paths/item.json": item,
      "/shared/p.json": query("p"),
      "https://specs.test/common.json": { q: query("q") },
      "urn2:params:r": query("r"),
      "../../up/s.json": query("s"),
      "paths/defs/t:u.json": query("t"),
    };
    const names = compileOpenAPI(up, { documents: given }).operations[0]!.parameters.map(({ name }) => name);
    expect(names).toEqual(["p", "q", "r", "s", "t"]);
  });

  it("reads only the documents' own keys, and refuses a documents setting that is no object", () => {
    const inherited = Object.create({ "paths/pets.yaml": documents["paths/pets.yaml"] }) as Record<string, unknown>;
    expect(thrown(() => compileOpenAPI(root, { documents: inherited }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message: expect.stringContaining('does not give as "paths/pets.yaml"'),
    });
    expect(thrown(() => compileOpenAPI(root, { documents: "paths" as never }))).toMatchObject({
      code: "ERR_INVALID_OPTIONS",
      message:
        'Invalid documents "paths": expected an object of parsed documents keyed by their URI relative to the root',
    });
  });

  it("mutates neither the root nor the documents", () => {
    const before = JSON.stringify([root, documents]);
    fromOpenAPI(root, { documents }).build("listPets", { limit: 1 });
    expect(JSON.stringify([root, documents])).toBe(before);
  });

  describe("a real one: Redocly Cafe (spec/fixtures/openapi-split)", () => {
    const folder = join(__dirname, "..", "fixtures", "openapi-split", "cafe");
    const keys = [
      ...["menu", "menu_{menuItemId}", "menu-item-images_{menuItemId}", "orders", "orders_{orderId}"],
      ...["order-items", "revenue", "oauth2_register"],
    ].map((name) => `paths/${name}.yaml`);
    const { root, documents } = readSplitDescription(folder, "openapi.yaml");

    it("compiles every operation from its files, each served", () => {
      expect(Object.keys(documents)).toEqual(expect.arrayContaining(keys));
      const table = compileOpenAPI(root, { documents });
      expect(table.operations).toHaveLength(12);
      expect(table.operations.filter((operation) => operation.unserved !== undefined)).toEqual([]);
    });

    it("builds its calls as its files say, from fromOpenAPI and from the CLI alike", () => {
      const config = fromOpenAPI(root, { documents });
      const listed = new URL(config.build("listMenuItems", { limit: 5, sort: "-id" }).url);
      expect([listed.origin + listed.pathname, [...listed.searchParams]]).toEqual([
        "https://api.cafe.redocly.com/menu",
        [
          ["limit", "5"],
          ["sort", "-id"],
        ],
      ]);
      const result = runCli(["listMenuItems", "limit=5", "sort=-id", "--openapi", join(folder, "openapi.yaml")], {
        readFile: (path) => readFileSync(path),
      });
      expect(result).toMatchObject({ stderr: "", exitCode: 0 });
      expect((JSON.parse(result.stdout) as { url: string }).url).toBe(listed.href);
      const deleted = new Request(...toFetchArgs(config.build("deleteOrder", { orderId: "o1" })));
      expect([deleted.method, deleted.url]).toEqual(["DELETE", "https://api.cafe.redocly.com/orders/o1"]);
    });
  });
});
