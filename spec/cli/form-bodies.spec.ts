// Issue 41, item 7: the CLI sends a form when its -H sets the form type, and each output format
// shows the bytes that would be sent: the form text, or the multipart fields.
import { runInNewContext } from "node:vm";
import { parse as parseQuery } from "qs";
import { runCli } from "../../lib/cli/run-cli";

const TOKEN_ROUTE = "POST https://github.com/login/oauth/access_token";
const FORM = ["-H", "content-type: application/x-www-form-urlencoded"];
const MULTIPART = ["-H", "content-type: multipart/form-data"];

describe("the CLI with a form content-type", () => {
  it("prints the OAuth token request's body as the form text", () => {
    const result = runCli([TOKEN_ROUTE, "client_id=Iv1.abc", "client_secret=s/+", "code=a b", ...FORM]);
    expect(result.exitCode).toBe(0);
    const options = JSON.parse(result.stdout) as { body: string; headers: Record<string, string> };
    expect(options.body).toBe("client_id=Iv1.abc&client_secret=s%2F%2B&code=a+b");
    expect(options.headers["content-type"]).toBe("application/x-www-form-urlencoded");
  });

  it("writes the form into --curl and --fetch", () => {
    const nested = ['metadata={"order_id":"6735"}', 'expand=["a","b"]', ...FORM];
    const curl = runCli(["POST https://api.stripe.com/v1/customers", ...nested, "--curl"]).stdout;
    const text = /--data-raw '([^']*)'/.exec(curl)![1]!;
    expect(parseQuery(text)).toEqual({ metadata: { order_id: "6735" }, expand: ["a", "b"] });
    expect(curl).toContain("-H 'content-type: application/x-www-form-urlencoded'");
    const fetchSource = runCli(["POST https://api.stripe.com/v1/customers", ...nested, "--fetch"]).stdout;
    expect(fetchSource).toContain(`"body": ${JSON.stringify(text)}`);
  });
});

describe("the CLI with the multipart content-type", () => {
  const args = ["POST /upload", "title=t", 'tags=["a","b"]', ...MULTIPART];

  it("prints the multipart fields, and no content-type: the client writes it with its boundary", () => {
    const options = JSON.parse(runCli(args).stdout) as { body: unknown; headers: Record<string, string> };
    expect(options.body).toEqual({
      multipart: [
        ["title", "t"],
        ["tags[]", "a"],
        ["tags[]", "b"],
      ],
    });
    expect(options.headers["content-type"]).toBeUndefined();
  });

  it("writes a fetch call that builds the same FormData", async () => {
    const source = runCli([...args, "--fetch"]).stdout;
    const sent: Array<[string, RequestInit]> = [];
    const fetch = (url: string, init: RequestInit) => {
      sent.push([url, init]);
      return Promise.resolve();
    };
    await (runInNewContext(`(async () => { ${source} })()`, { fetch, FormData }) as Promise<void>);
    const body = sent[0]![1].body as FormData;
    expect([...body.entries()]).toEqual([
      ["title", "t"],
      ["tags[]", "a"],
      ["tags[]", "b"],
    ]);
  });

  it("writes --form-string for each field with --curl", () => {
    expect(runCli([...args, "--curl"]).stdout).toMatch(
      / --form-string title=t --form-string 'tags\[\]=a' --form-string 'tags\[\]=b'\n$/,
    );
  });
});

describe("--data beside body parameters, under a form or multipart type", () => {
  it.each([
    ["a form", FORM],
    ["multipart", MULTIPART],
  ])("is refused under %s, naming the parameters it would drop", (_type, header) => {
    const result = runCli(["POST /upload", "title=t", 'tags=["a","b"]', "--data", "raw", ...header]);
    expect(result.exitCode).toBe(1);
    expect(result.stderr).toContain('parameters "title", "tags" would be dropped');
  });
});
