// What the command refuses rather than printing request options for another resource than the
// one the user meant (issue 12): each refusal names the input and exits non-zero.
import { endpoint } from "../../lib";
import { runCli } from "../../lib/cli/run-cli";

describe("runCli refuses incomplete or ambiguous commands", () => {
  it("exits 2 naming the placeholder that has no value", () => {
    const result = runCli(["GET /repos/{owner}/{repo}", "owner=o"]);
    expect(result).toEqual({ stdout: "", stderr: expect.stringContaining('"repo"'), exitCode: 2 });
    expect(result.stderr).toContain("ERR_MISSING_PARAMETER");
    expect(result.stderr).toContain("--allow-missing");
    const put = runCli(["PUT /orgs/{org}/actions/secrets/{secret_name}", "org=o"]);
    expect(put).toMatchObject({ stdout: "", exitCode: 2, stderr: expect.stringContaining('"secret_name"') });
    expect(runCli(["GET /orgs/:org/repos"])).toMatchObject({ exitCode: 2, stderr: expect.stringContaining('"org"') });
  });

  it("builds the request anyway with --allow-missing, as endpoint() would", () => {
    const result = runCli(["GET /repos/{owner}/{repo}", "owner=o", "--allow-missing"]);
    expect(result.exitCode).toBe(0);
    const route: string = "GET /repos/{owner}/{repo}";
    expect(JSON.parse(result.stdout)).toEqual(endpoint(route, { owner: "o" }));
  });

  it("does not ask for optional query expressions", () => {
    const result = runCli(["GET /search/issues{?q,sort}", "q=bug"]);
    expect(result.exitCode).toBe(0);
    expect((JSON.parse(result.stdout) as { url: string }).url).toBe("https://api.github.com/search/issues?q=bug");
  });

  it("rejects a --base-url that is not an absolute http(s) URL, naming it", () => {
    for (const bad of ["not a url", "", "api.github.com", "ftp://ghe.example/api"]) {
      const result = runCli(["GET /user", "--base-url", bad]);
      expect(result).toMatchObject({ stdout: "", exitCode: 1 });
      expect(result.stderr).toContain(`--base-url ${JSON.stringify(bad)}`);
      expect(result.stderr).toContain("ERR_INVALID_OPTIONS");
    }
    expect(runCli(["GET /user", "--base-url=http://127.0.0.1:8080/api/v3"]).exitCode).toBe(0);
  });

  it("rejects a value that starts like JSON but does not parse, showing how to send it as text", () => {
    const result = runCli(["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", 'labels=["a",']);
    expect(result).toMatchObject({ stdout: "", exitCode: 1 });
    expect(result.stderr).toContain('"labels"');
    expect(result.stderr).toContain(`'labels="[\\"a\\","'`);
    expect(result.stderr).toContain("ERR_INVALID_PARAMETER");
    // The escape the message suggests is a JSON string, which the command reads back as that text.
    const escape = runCli(["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", 'labels="[\\"a\\","']);
    expect(escape.exitCode).toBe(0);
    expect((JSON.parse(escape.stdout) as { body: unknown }).body).toEqual({ labels: '["a",' });
  });

  it("rejects --data together with parameters that would form the body, naming them", () => {
    const result = runCli([
      "POST /repos/{owner}/{repo}/issues",
      "owner=o",
      "repo=r",
      "title=Bug",
      "--data",
      '{"body":"x"}',
    ]);
    expect(result).toMatchObject({ stdout: "", exitCode: 1 });
    expect(result.stderr).toContain('"title"');
    expect(result.stderr).toContain("--data");
    // Parameters that fill the URL are fine next to --data.
    const placed = runCli(["POST /repos/{owner}/{repo}/issues", "owner=o", "repo=r", "--data", '{"title":"Bug"}']);
    expect(placed.exitCode).toBe(0);
    expect((JSON.parse(placed.stdout) as { body: unknown }).body).toBe('{"title":"Bug"}');
  });

  it("rejects --data on a method that carries no body", () => {
    for (const route of ["GET /user", "HEAD /user", "/user"]) {
      const result = runCli([route, "--data", "x"]);
      expect(result).toMatchObject({ stdout: "", exitCode: 1, stderr: expect.stringContaining("--data") });
      expect(result.stderr).toMatch(/GET|HEAD/);
    }
  });
});
