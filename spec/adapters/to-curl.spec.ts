import { execFile, execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { endpoint, EndpointConfig, EndpointError, toCurl, type RequestOptionsInit } from "../../lib";
import { runCli } from "../../lib/cli/run-cli";
import { startRecordingServer, type ReceivedRequest, type RecordingServer } from "../integration/recording-server";
import { thrown } from "../support/thrown";
import { printfBytes } from "../../lib/adapters/printf-bytes";

// Lets a real POSIX shell parse the command, then prints each argument curl would receive.
// Every command starts "curl --globoff" (issue 30 item 3); the words after it are returned.
function shellWords(command: string): string[] {
  expect(command.startsWith("curl --globoff ")).toBe(true);
  const printed = execFileSync("/bin/sh", ["-c", `printf '%s\\0' ${command.slice("curl --globoff ".length)}`], {
    encoding: "utf8",
  });
  return printed.split("\0").slice(0, -1);
}

describe("toCurl", () => {
  it("writes a GET with its query and headers, without -X, quoting the glob character ?", () => {
    const command = toCurl(endpoint("GET /orgs/{org}/repos", { org: "octokit", type: "private" }));
    expect(command).toMatch(/^curl --globoff 'https:\/\/api\.github\.com\/orgs\/octokit\/repos\?type=private' -H /);
    expect(shellWords(command)).toEqual([
      "https://api.github.com/orgs/octokit/repos?type=private",
      "-H",
      "accept: application/vnd.github.v3+json",
      "-H",
      expect.stringMatching(/^user-agent: restkit-endpoint\.js\/\d/),
    ]);
  });

  it("keeps a single quote, $, backslash and newline intact through the shell", () => {
    const text = `it's "$HOME" \`id\` \\ \n done`;
    const words = shellWords(
      toCurl(endpoint("POST /markdown", { text, headers: { authorization: "token it's-$ecret" } })),
    );
    expect(words.slice(0, 3)).toEqual(["-X", "POST", "https://api.github.com/markdown"]);
    expect(words).toContain("authorization: token it's-$ecret");
    expect(words.slice(-2)).toEqual(["--data-raw", JSON.stringify({ text })]);
  });

  it("accepts a frozen RequestOptions and writes PATCH with its JSON body", () => {
    const options = new EndpointConfig().build("PATCH /repos/{owner}/{repo}", { owner: "o", repo: "r", private: true });
    const words = shellWords(toCurl(options));
    expect(words.slice(0, 3)).toEqual(["-X", "PATCH", "https://api.github.com/repos/o/r"]);
    expect(words).toContain("content-type: application/json; charset=utf-8");
    expect(words.slice(-2)).toEqual(["--data-raw", '{"private":true}']);
  });

  it("keeps a method written with capitals as it is, and uppercases a lowercase one", () => {
    expect(shellWords(toCurl({ method: "Link", url: "https://api.test/a", headers: {} })).slice(0, 2)).toEqual([
      "-X",
      "Link",
    ]);
    expect(shellWords(toCurl({ method: "copy", url: "https://api.test/a", headers: {} })).slice(0, 2)).toEqual([
      "-X",
      "COPY",
    ]);
  });

  it("sends an empty PUT body without letting curl invent a form content-type", () => {
    const words = shellWords(toCurl(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" })));
    expect(words.slice(0, 2)).toEqual(["-X", "PUT"]);
    expect(words.slice(-4)).toEqual(["-H", "content-type:", "--data-raw", ""]);
  });

  it("uses --head for HEAD and `name;` for a header with an empty value", () => {
    const words = shellWords(toCurl({ method: "head", url: "https://x.test/a b", headers: { "x-empty": "" } }));
    expect(words).toEqual(["--head", "https://x.test/a b", "-H", "x-empty;"]);
  });

  // Issue 29 item 4: the bytes are in the command, written by printf into curl's standard input,
  // rather than left for the user to supply (see "toCurl run by a shell" for the bytes sent).
  it("pipes a binary body into curl from printf, which writes every byte", () => {
    const command = toCurl(
      endpoint("POST https://uploads.github.com/repos/o/r/releases/1/assets{?name}", {
        name: "a.bin",
        data: new Uint8Array([1, 2, 3, 0x25, 0x5c, 0x27, 0x41]),
        headers: { "content-type": "application/octet-stream" },
      }),
    );
    expect(command).toMatch(/^printf '\\001\\002\\003%%\\134\\047A' \| curl /);
    expect(shellWords(command.slice(command.indexOf("| ") + 2)).slice(-2)).toEqual(["--data-binary", "@-"]);
  });

  it("rejects something that is not request options with an EndpointError naming it", () => {
    expect(() => toCurl(null as never)).toThrow(EndpointError);
    expect(() => toCurl(null as never)).toThrow(/toCurl\(\) expects request options.*null/);
  });
});

// Options may come from anywhere: a URL that starts with "-" is curl's option, not its URL, unless
// it follows --url.
describe("toCurl with a URL that looks like an option", () => {
  it("writes it after --url, so curl reads it as the URL", () => {
    expect(shellWords(toCurl({ method: "get", url: "-o/tmp/pwned", headers: {} }))).toEqual(["--url", "-o/tmp/pwned"]);
  });
});

// The command run as a user would run it: by /bin/sh, with the real curl, against a local server.
describe("toCurl run by a shell", () => {
  let server: RecordingServer;
  beforeAll(async () => {
    server = await startRecordingServer();
  });
  afterAll(() => server.close());

  async function sent(options: RequestOptionsInit): Promise<ReceivedRequest> {
    const before = server.received.length;
    await promisify(execFile)("/bin/sh", ["-c", `${toCurl(options)} --silent --show-error --output /dev/null`]);
    expect(server.received.length).toBe(before + 1);
    return server.received[before]!;
  }

  // "-K-" would make curl read its configuration from standard input, which the printf form of
  // a binary body fills: a body of the caller's could then name the URL and a file to write.
  it("never lets a URL become curl's option, judged by the real curl", async () => {
    const dir = mkdtempSync(join(tmpdir(), "to-curl-"));
    const target = join(dir, "pwned");
    const config = `url = "${server.origin}/pwned"\noutput = "${target}"\n`;
    const command = toCurl({ method: "post", url: "-K-", headers: {}, body: new TextEncoder().encode(config) });
    await promisify(execFile)("/bin/sh", ["-c", `${command} --silent --max-time 5`]).catch(() => undefined);
    expect(existsSync(target)).toBe(false);
    rmSync(dir, { recursive: true, force: true });
  });

  it("sends every byte of a binary body, 0 to 255, and no content-type of its own", async () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => index);
    for (const data of [bytes, bytes.buffer, new DataView(bytes.buffer, 10, 20), Buffer.from(bytes)]) {
      const received = await sent(endpoint("POST /upload", { baseUrl: server.origin, data }));
      const expected = data instanceof DataView ? bytes.subarray(10, 30) : bytes;
      expect([...received.body]).toEqual([...expected]);
      expect(received.headers).not.toHaveProperty("content-type");
    }
  });

  it("has curl read a binary body from the file bodyFile names, byte for byte, with no printf", async () => {
    const dir = mkdtempSync(join(tmpdir(), "to-curl-"));
    const bytes = Uint8Array.from({ length: 256 }, (_, index) => 255 - index);
    const file = join(dir, "it's a $file.bin");
    writeFileSync(file, bytes);
    for (const data of [bytes, new TextDecoder().decode(Uint8Array.from([97, 0, 98]))]) {
      const options = endpoint("POST /upload", { baseUrl: server.origin, data });
      const command = toCurl(options, { bodyFile: file });
      expect(command.startsWith("curl ")).toBe(true);
      const before = server.received.length;
      await promisify(execFile)("/bin/sh", ["-c", `${command} --silent --show-error --output /dev/null`]);
      expect([...server.received[before]!.body]).toEqual([...bytes]);
    }
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes a body that an argument can carry as it would without bodyFile", () => {
    const options = endpoint("POST /x", { title: "t" });
    expect(toCurl(options, { bodyFile: "ignored.bin" })).toBe(toCurl(options));
  });

  it("refuses a bodyFile that is no file name with an EndpointError naming it", () => {
    const options = endpoint("POST /upload", { data: new Uint8Array([1]) });
    for (const bodyFile of ["", 7, null]) {
      const error = thrown(() => toCurl(options, { bodyFile: bodyFile as string }));
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_OPTIONS", message: expect.stringContaining("bodyFile") });
    }
  });

  it("sends JSON, and a string with a NUL in it, byte for byte", async () => {
    const json = await sent(endpoint("POST /x", { baseUrl: server.origin, title: "it's ünï\n$HOME" }));
    expect(json.body.toString()).toBe(JSON.stringify({ title: "it's ünï\n$HOME" }));
    expect(json.headers["content-type"]).toBe("application/json; charset=utf-8");
    const text = await sent(
      endpoint("POST /x", { baseUrl: server.origin, data: "a\0b é", headers: { "content-type": "text/plain" } }),
    );
    expect([...text.body]).toEqual([...Buffer.from("a\0b é")]);
    expect(text.headers["content-type"]).toBe("text/plain");
  });

  it("sends URLSearchParams as fetch does: the form text, labelled form-encoded UTF-8", async () => {
    const received = await sent(
      endpoint("POST /x", { baseUrl: server.origin, data: new URLSearchParams({ a: "1 é", b: "&" }) }),
    );
    expect(received.body.toString()).toBe("a=1+%C3%A9&b=%26");
    expect(received.headers["content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8");
  });

  it("sends a FormData of text fields as multipart, each value literally", async () => {
    const form = new FormData();
    form.append("name", "@/etc/passwd");
    form.append("note", "<file;type=text/html");
    const received = await sent(endpoint("POST /x", { baseUrl: server.origin, data: form }));
    const type = received.headers["content-type"] ?? "";
    expect(type).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(received.body), { headers: { "content-type": type } }).formData();
    expect([...parsed.entries()]).toEqual([
      ["name", "@/etc/passwd"],
      ["note", "<file;type=text/html"],
    ]);
  });

  // Issue 30 item 3: curl would expand [1-5] into five requests, each with the token.
  it("turns curl's URL globbing off, so a {+path} with [ ] and { } is one request to that path", async () => {
    const options = endpoint("GET /repos/{owner}/{repo}/contents/{+path}", {
      baseUrl: server.origin,
      owner: "o",
      repo: "r",
      path: "docs/[1-5]{a,b}",
      headers: { authorization: "token secret" },
    });
    expect(options.url).toBe(`${server.origin}/repos/o/r/contents/docs/[1-5]%7Ba,b%7D`);
    const received = await sent(options);
    expect(received.target).toBe("/repos/o/r/contents/docs/[1-5]%7Ba,b%7D");
  });

  it("does the same for the CLI's --curl, which prints toCurl's command", async () => {
    const printed = runCli([
      "GET /repos/{owner}/{repo}/contents/{+path}",
      "owner=o",
      "repo=r",
      "path=docs/[1-5]",
      "--base-url",
      server.origin,
      "--curl",
    ]);
    expect(printed).toMatchObject({ exitCode: 0, stderr: "" });
    const before = server.received.length;
    await promisify(execFile)("/bin/sh", ["-c", `${printed.stdout.trim()} --silent --output /dev/null`]);
    expect(server.received.slice(before).map((request) => request.target)).toEqual(["/repos/o/r/contents/docs/[1-5]"]);
  });

  it("turns globbing off for a literal { } in the URL too", async () => {
    const received = await sent({ method: "get", url: `${server.origin}/a{b,c}/[0-1]`, headers: {} });
    expect(received.target).toBe("/a{b,c}/[0-1]");
  });

  it("says with an EndpointError why a blob, a file field or a stream cannot be written", () => {
    const withFile = new FormData();
    withFile.append("upload", new Blob(["x"]), "x.txt");
    const badName = new FormData();
    badName.append("a=b", "1");
    const cases: [unknown, RegExp][] = [
      [new Blob(["x"]), /a Blob is read asynchronously: pass its bytes/],
      [withFile, /the FormData entry "upload" is a file, read asynchronously/],
      [badName, /curl cannot write the FormData name "a=b"/],
      [new ReadableStream(), /a stream is read once, asynchronously/],
      [Readable.from(["x"]), /a stream is read once, asynchronously/],
    ];
    for (const [data, reason] of cases) {
      const error = thrown(() => toCurl(endpoint("POST /x", { data })));
      expect(error).toBeInstanceOf(EndpointError);
      expect(error).toMatchObject({ code: "ERR_INVALID_PARAMETER" });
      expect(error.message).toMatch(/^toCurl\(\) cannot write this body: /);
      expect(error.message).toMatch(reason);
    }
  });
});

describe("toCurl at its edges", () => {
  const options = (method: string, headers: Record<string, unknown>, body?: unknown): RequestOptionsInit =>
    (body === undefined
      ? { method, url: "https://x.test/", headers }
      : { method, url: "https://x.test/", headers, body }) as never;

  it("names the method whenever curl would not send it by itself", () => {
    expect(shellWords(toCurl(options("post", {})))).toEqual(["-X", "POST", "https://x.test/"]);
    // With --data-raw curl sends POST unless told otherwise, also for a GET or a DELETE.
    expect(shellWords(toCurl(options("delete", {}, "x"))).slice(0, 2)).toEqual(["-X", "DELETE"]);
    expect(shellWords(toCurl(options("get", {}, "x"))).slice(0, 2)).toEqual(["-X", "GET"]);
    expect(shellWords(toCurl(options("get", {})))).toEqual(["https://x.test/"]);
  });

  it("leaves out a header whose value is undefined", () => {
    expect(shellWords(toCurl(options("get", { a: "1", b: undefined })))).toEqual(["https://x.test/", "-H", "a: 1"]);
  });

  it("keeps the caller's content-type as the only one", () => {
    expect(shellWords(toCurl(options("post", { "content-type": "text/plain" }, "x")))).toEqual([
      "-X",
      "POST",
      "https://x.test/",
      "-H",
      "content-type: text/plain",
      "--data-raw",
      "x",
    ]);
  });

  it("names at most 60 characters of a FormData entry it cannot write", () => {
    const name = `${"n".repeat(60)}TAIL`;
    for (const value of ["=", new Blob(["v"])]) {
      const form = new FormData();
      if (typeof value === "string") form.append(`${name}${value}`, "v");
      else form.append(name, value);
      const message = thrown(() => toCurl(options("post", {}, form))).message;
      expect(message).toContain(`"${"n".repeat(60)}"`);
      expect(message).not.toContain("TAIL");
    }
  });
});

describe("printfBytes", () => {
  it("writes printable ASCII as it is, from the space to the tilde, and the bytes around them as escapes", () => {
    expect(printfBytes(new Uint8Array([0x1f, 0x20, 0x7e, 0x7f]))).toBe("printf '\\037 ~\\177'");
    expect(
      execFileSync("/bin/sh", ["-c", printfBytes(new Uint8Array([0x1f, 0x20, 0x7e, 0x7f, 0x25, 0x27, 0x5c, 0]))]),
    ).toEqual(Buffer.from([0x1f, 0x20, 0x7e, 0x7f, 0x25, 0x27, 0x5c, 0]));
  });
});
