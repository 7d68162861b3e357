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
});
