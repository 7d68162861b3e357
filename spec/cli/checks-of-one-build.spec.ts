// Issue 43: the CLI builds its request once, and its --data and --format checks read that build.
// These pin the cases where the answer depends on the library's own rules: which keys are
// parameters, which the URL takes, what a form makes of a parameter, what a format rewrites.
import { runCli } from "../../lib/cli/run-cli";

const FORM = ["-H", "content-type: application/x-www-form-urlencoded"];
const refusal = (args: string[]) => {
  const { exitCode, stdout, stderr } = runCli(args);
  expect({ exitCode, stdout }).toEqual({ exitCode: 1, stdout: "" });
  return stderr;
};

describe("--data next to key=value", () => {
  it("takes option keys beside it: they are no parameters of the body", () => {
    for (const pair of ["baseUrl=https://ghe.example/api/v3", 'headers={"x-a":"1"}', "method=post", "data=ignored"]) {
      expect(runCli(["POST /x", pair, "--data", "text"])).toMatchObject({ exitCode: 0, stderr: "" });
    }
  });

  it("refuses url=…, which a route string makes a parameter of the body", () => {
    expect(refusal(["POST /app/hook/config", "url=https://hooks.example/x", "--data", "{}"])).toContain(
      'parameter "url" would be dropped',
    );
  });

  it("names the parameter a form field comes from, and no parameter that would send no field", () => {
    expect(refusal(["POST /x", "a[b]=1", "e=[]", "--data", "x", ...FORM])).toContain('parameter "a" would be dropped');
    expect(runCli(["POST /x", "e=[]", "--data", "x", ...FORM]).exitCode).toBe(0);
  });

  it("says why no parameter can go in a body of another type", () => {
    expect(refusal(["POST /x", "t=1", "--data", "x", "-H", "content-type: text/plain"])).toBe(
      'restkit-endpoint: The request body cannot be sent as "text/plain": only JSON, forms and multipart are ' +
        "written from data; pass the body as text or bytes in `data` [ERR_INVALID_PARAMETER]\n",
    );
  });
});

describe("--format", () => {
  it("applies to the preview media types that --preview puts in a plain accept header", () => {
    const result = runCli(["GET /user", "-H", "accept: application/json", "--preview", "x", "--format", "raw"]);
    expect(JSON.parse(result.stdout)).toMatchObject({ headers: { accept: "application/vnd.github.x-preview.raw" } });
  });

  it("is refused when it is empty or the accept header is a binary download", () => {
    expect(refusal(["GET /user", "--preview", "x", "--format="])).toContain('--format "" changes nothing');
    expect(refusal(["GET /user", "-H", "accept: application/octet-stream", "--format", "raw"])).toContain(
      'the accept header "application/octet-stream" names no application/vnd.github media type',
    );
  });
});

describe("--curl with --data @FILE", () => {
  it("reads text with a NUL from its file too, and piped bytes from standard input", () => {
    const host = { readFile: () => new TextEncoder().encode("a\0b") };
    expect(runCli(["POST /x", "--data", "@nul.txt", "--curl"], host).stdout).toMatch(/ --data-binary @nul\.txt\n$/);
    expect(runCli(["POST /x", "--data", "@-", "--curl"], host).stdout).toMatch(/ --data-binary @-\n$/);
  });

  it("quotes the file name for the shell", () => {
    const host = { readFile: () => Uint8Array.from([0xff]) };
    expect(runCli(["POST /x", "--data", "@my file's.bin", "--curl"], host).stdout).toMatch(
      / --data-binary '@my file'\\''s\.bin'\n$/,
    );
  });
});
