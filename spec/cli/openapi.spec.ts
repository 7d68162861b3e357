import { readFileSync } from "node:fs";
import { join } from "node:path";
import { stringify } from "yaml";
import { runCli } from "../../lib/cli/run-cli";
import { fromOpenAPI } from "../../lib/openapi";
import shop from "../fixtures/openapi-shop/shop.json";

// --openapi FILE: the route (or an operationId) is built as the description in FILE says, read
// as JSON or YAML, with the same checks and exit statuses as any other command.
const files: Record<string, string> = {
  "shop.json": JSON.stringify(shop),
  "shop.yaml": stringify(shop),
  "petstore.json": readFileSync(join(__dirname, "../fixtures/petstore/petstore.json"), "utf8"),
};
const host = {
  readFile: (path: string) => {
    const text = files[path];
    if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
    return new TextEncoder().encode(text);
  },
};
const printed = (argv: string[]) => {
  const result = runCli(argv, host);
  expect(result).toMatchObject({ stderr: "", exitCode: 0 });
  return JSON.parse(result.stdout) as { method: string; url: string; headers: Record<string, string>; body?: unknown };
};

describe("restkit-endpoint --openapi", () => {
  it.each(["shop.json", "shop.yaml"])("builds an operationId from %s as fromOpenAPI does", (file) => {
    const options = printed(["cancelOrder", "orderId=o1", "reason=late", "Idempotency-Key=k1", "--openapi", file]);
    expect(options).toEqual(
      JSON.parse(
        JSON.stringify(
          fromOpenAPI(shop).build("cancelOrder", { orderId: "o1", reason: "late", "Idempotency-Key": "k1" }),
        ),
      ),
    );
    expect(options.headers["idempotency-key"]).toBe("k1");
  });

  it("builds a route as the description writes it, a body property named method in the body", () => {
    const options = printed(["POST /payouts", "amount=5", "method=instant", "--openapi", "shop.json"]);
    expect([options.method, options.body]).toEqual(["post", { amount: 5, method: "instant" }]);
  });

  it("reads a JSON file as JSON, as JSON readers do, and YAML only when it is not JSON", () => {
    // A repeated key is JSON's to settle (the last wins); a YAML parser refuses the whole file.
    const text = JSON.stringify(shop);
    files["repeated.json"] = `${text.slice(0, -1)},"info":${JSON.stringify(shop.info)}}`;
    expect(printed(["getOrder", "orderId=o1", "--openapi", "repeated.json"]).url).toBe(
      "https://eu.shop.test/v1/orders/o1",
    );
    // A byte order mark and blank lines before it change nothing.
    files["marked.json"] = `\ufeff\n  ${text}`;
    expect(printed(["getOrder", "orderId=o1", "--openapi", "marked.json"]).url).toBe(
      "https://eu.shop.test/v1/orders/o1",
    );
    // YAML that starts as a flow mapping is still YAML.
    files["flow.yaml"] =
      `{openapi: "3.0.3", info: {title: T, version: "1"}, servers: [{url: "https://t.test"}], paths: {}}`;
    expect(printed(["GET /x", "--openapi", "flow.yaml"]).url).toBe("https://t.test/x");
  });

  it("judges the server the description's first acceptable one, a skipped network path not counted", () => {
    files["skipped.json"] = JSON.stringify({
      ...shop,
      servers: [{ url: "//evil.example/v1" }, { url: "https://api.acme.test/v1" }],
    });
    expect(
      printed(["getOrder", "orderId=o1", "--openapi", "skipped.json", "--base-url", "http://127.0.0.1:8080/v1"]).url,
    ).toBe("http://127.0.0.1:8080/v1/orders/o1");
  });

  it("replaces an absolute server by --base-url", () => {
    expect(
      printed(["getOrder", "orderId=o1", "--openapi", "shop.json", "--base-url", "http://127.0.0.1:8080/v1"]).url,
    ).toBe("http://127.0.0.1:8080/v1/orders/o1");
  });

  it("resolves a relative server against --base-url", () => {
    const relative = { ...JSON.parse(files["petstore.json"]!), servers: [{ url: "/api/v3" }] };
    files["relative.json"] = JSON.stringify(relative);
    const options = printed([
      "getPetById",
      "petId=7",
      "--openapi",
      "relative.json",
      "--base-url",
      "https://petstore3.swagger.io",
    ]);
    expect(options.url).toBe("https://petstore3.swagger.io/api/v3/pet/7");
  });

  it.each([
    [["getOrder", "--openapi", "missing.json"], "missing.json"],
    [["getOrder", "--openapi", "shop.json", "--vendor", "acme"], "--vendor"],
    [["GET /orders/{id}", "id=1", "--openapi", "shop.json"], "GET /orders/{orderId}"],
  ])("refuses %j, naming %s", (argv, named) => {
    files["bad.yaml"] = "openapi: [";
    const result = runCli(argv, host);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain(named);
  });

  it("refuses a file that is neither JSON nor YAML, and one that is not OpenAPI", () => {
    files["bad.yaml"] = "openapi: [";
    files["list.yaml"] = "- a\n- b\n";
    expect(runCli(["x", "--openapi", "bad.yaml"], host).stderr).toContain("neither JSON nor YAML");
    expect(runCli(["x", "--openapi", "list.yaml"], host).stderr).toContain("[ERR_INVALID_OPTIONS]");
  });

  it("exits 2 when a required parameter of the operation has no value", () => {
    const result = runCli(["cancelOrder", "orderId=o1", "--openapi", "shop.json"], host);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toContain("reason");
  });

  describe("a description in several files", () => {
    const split = (ref: string) =>
      stringify({
        openapi: "3.1.0",
        info: { title: "Split", version: "1" },
        servers: [{ url: "https://split.test" }],
        paths: { "/pets": { $ref: ref } },
      });
    const read: string[] = [];
    const splitHost = {
      readFile: (path: string) => {
        read.push(path);
        return host.readFile(path);
      },
    };
    beforeEach(() => {
      read.length = 0;
      files["api/root.yaml"] = split("paths/pets.yaml");
      files["api/paths/pets.yaml"] = stringify({
        get: { operationId: "listPets", parameters: [{ $ref: "./common.json#/limit" }], responses: {} },
      });
      files["api/paths/common.json"] = JSON.stringify({
        limit: { name: "limit", in: "query", schema: { $ref: "../schemas/limit.yaml" } },
      });
      files["api/schemas/limit.yaml"] = "type: integer\n";
    });

    it("reads the files the root references, each relative to the file that refers to it", () => {
      const result = runCli(["listPets", "limit=5", "--openapi", "api/root.yaml"], splitHost);
      expect(result).toMatchObject({ stderr: "", exitCode: 0 });
      expect((JSON.parse(result.stdout) as { url: string }).url).toBe("https://split.test/pets?limit=5");
      expect(read.sort()).toEqual([
        "api/paths/common.json",
        "api/paths/pets.yaml",
        "api/root.yaml",
        "api/schemas/limit.yaml",
      ]);
    });

    it.each([
      ["a reference that climbs out of the root's folder", "../secret.yaml"],
      ["one that climbs out from a subfolder", "paths/../../secret.yaml"],
      ["an absolute path", "/etc/passwd"],
      ["a Windows path that climbs", "paths\\..\\..\\secret.yaml"],
      ["a Windows drive", "C:\\secret.yaml"],
      ["a file: URL", "file:///etc/passwd"],
      ["an http: URL", "http://internal.test/pets.yaml"],
      ["an https: URL", "https://evil.test/pets.yaml#/get"],
    ])("refuses %s, naming it, and reads nothing more", (_, ref) => {
      files["api/root.yaml"] = split(ref);
      files["secret.yaml"] = stringify({ get: { operationId: "listPets", responses: {} } });
      const result = runCli(["listPets", "--openapi", "api/root.yaml"], splitHost);
      expect(result).toMatchObject({ stdout: "", exitCode: 1 });
      expect(result.stderr).toContain("[ERR_INVALID_OPTIONS]");
      expect(result.stderr).toContain(JSON.stringify(ref));
      expect(result.stderr).toContain('only files in the folder of "api/root.yaml" and below are read');
      expect(read).toEqual(["api/root.yaml"]);
    });

    it("refuses a referenced file it cannot read, naming it", () => {
      delete files["api/schemas/limit.yaml"];
      const result = runCli(["listPets", "--openapi", "api/root.yaml"], splitHost);
      expect(result.exitCode).toBe(1);
      expect(result.stderr).toContain("api/schemas/limit.yaml");
    });
  });
});
