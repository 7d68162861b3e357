import { runCli } from "../../lib/cli/run-cli";

// Issue 30, item 6 and issue 29, item 7: the CLI runs the library's checks on key=value as on its
// flags, serves vendors other than GitHub, says when --format does nothing, and reads --data
// files as bytes.
const refused = (args: string[], text: string): void => {
  const result = runCli(args);
  expect({ exitCode: result.exitCode, stdout: result.stdout }).toEqual({ exitCode: 1, stdout: "" });
  expect(result.stderr).toContain(text);
};

describe("key=value gets the checks its flag gets", () => {
  it.each(["ftp://files.example", "api.acme.test", "/api/../admin", "", "https://x/a b"])(
    "refuses baseUrl=%p as --base-url is refused",
    (baseUrl) => {
      refused(["GET /user", `baseUrl=${baseUrl}`], "baseUrl");
      refused(["GET /user", "--base-url", baseUrl], "--base-url");
    },
  );

  it("refuses header and media type injection through key=value", () => {
    refused(["GET /user", 'headers={"x-a":"1\\r\\nx-b: 2"}'], "ERR_INVALID_HEADER");
    refused(["GET /user", 'mediaType={"format":"raw\\r\\nx: 1"}'], "ERR_INVALID_OPTIONS");
    refused(["GET /user", "--format", "raw\r\nx-injected: 1"], "ERR_INVALID_OPTIONS");
    refused(["GET /user", "--preview", "a b"], "ERR_INVALID_OPTIONS");
    refused(["GET /user", "-H", "x-a: 1\r\nx-b: 2"], "ERR_INVALID_HEADER");
  });

  it("takes a valid baseUrl=… as --base-url", () => {
    const flag = runCli(["GET /user", "--base-url", "https://ghe.example/api/v3"]);
    const pair = runCli(["GET /user", "baseUrl=https://ghe.example/api/v3"]);
    expect(pair).toEqual(flag);
    expect(pair.exitCode).toBe(0);
  });
});

// A vendor of its own names its base URL (issue 41).
const ACME = "https://api.acme.test";

describe("--vendor and --api-version", () => {
  it("write the vendor's media types", () => {
    const acme = runCli([
      "GET /widgets",
      "--vendor",
      "acme",
      "--api-version",
      "v2",
      "--base-url",
      "https://api.acme.test",
    ]);
    expect(JSON.parse(acme.stdout)).toMatchObject({
      url: "https://api.acme.test/widgets",
      headers: { accept: "application/vnd.acme.v2+json" },
    });
    const raw = runCli(["GET /widgets/1", "--vendor=acme", "--api-version=", "--format", "raw", "--base-url", ACME]);
    expect(JSON.parse(raw.stdout)).toMatchObject({ headers: { accept: "application/vnd.acme.raw" } });
    const preview = runCli(["GET /widgets", "--vendor", "acme", "--preview", "gizmo", "--base-url", ACME]);
    expect(JSON.parse(preview.stdout)).toMatchObject({
      headers: { accept: "application/vnd.acme.gizmo-preview+json" },
    });
  });

  it("refuses another vendor without --base-url: its requests would go to GitHub (issue 41)", () => {
    refused(["GET /widgets", "--vendor", "acme"], 'The vendor "acme" names no base URL');
  });

  it("refuses a vendor or version that is not a media-type token, naming the flag", () => {
    refused(["GET /widgets", "--vendor", "ac me"], 'Invalid --vendor "ac me": expected a media-type token');
    refused(["GET /widgets", "--vendor", ""], 'Invalid --vendor "": expected a media-type token');
    refused(["GET /widgets", "--api-version", "v1\r\nx: 1"], "Invalid --api-version");
  });
});

describe("--format on an accept header with no vendor media type", () => {
  it("says that it changes nothing", () => {
    refused(["GET /user", "-H", "accept: application/json", "--format", "raw"], "--format");
    refused(["GET /user", "-H", "accept: application/json", "--format", "raw"], "application/vnd.github");
    refused(
      [
        "GET /widgets",
        "--vendor",
        "acme",
        "-H",
        "accept: application/vnd.github.v3+json",
        "--format",
        "raw",
        "--base-url",
        ACME,
      ],
      "application/vnd.acme",
    );
  });

  it("still applies where there is one", () => {
    const result = runCli([
      "GET /user",
      "-H",
      "accept: application/json, application/vnd.github.v3+json",
      "--format",
      "raw",
    ]);
    expect(result.exitCode).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      headers: { accept: "application/json,application/vnd.github.v3.raw" },
    });
  });
});

describe("--data @file reads bytes", () => {
  const bytes = Uint8Array.from([0xff, 0xfe, 0x00, 0x80, 0x41]);

  it("sends a binary file byte for byte, in every output", () => {
    const host = { readFile: () => bytes };
    const json = runCli(["POST /upload", "--data", "@blob.bin", "-H", "content-type: application/octet-stream"], host);
    expect(json.exitCode).toBe(0);
    const { body } = JSON.parse(json.stdout) as { body: { base64: string } };
    expect(Buffer.from(body.base64, "base64")).toEqual(Buffer.from(bytes));
    const curl = runCli(["POST /upload", "--data", "@blob.bin", "--curl"], host);
    expect(curl.stdout).toContain("--data-binary @blob.bin");
    const fetchCall = runCli(["POST /upload", "--data", "@blob.bin", "--fetch"], host);
    expect(fetchCall.stdout).toContain(Buffer.from(bytes).toString("base64"));
  });

  it("sends a UTF-8 file as the same text, a byte-order mark included", () => {
    const text = "\ufeff# Héllo\n";
    const result = runCli(["POST /markdown/raw", "--data", "@notes.md"], {
      readFile: () => new TextEncoder().encode(text),
    });
    expect((JSON.parse(result.stdout) as { body: string }).body).toBe(text);
  });
});
