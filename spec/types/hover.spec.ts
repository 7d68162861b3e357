import { signatureHelp } from "../support/language-service";

// Reading GitHub's catalog the first time takes a few seconds on a busy machine.
jest.setTimeout(120_000);

describe("editor hover on endpoint()", () => {
  it('shows org as required for "GET /orgs/{org}/repos"', () => {
    const shown = signatureHelp('import { endpoint } from "../../lib";\nendpoint("GET /orgs/{org}/repos", { ¦ });\n');
    // GitHub's catalog types the placeholder (a string), required.
    expect(shown).toMatch(/options: EndpointOptions & \{ org: components\["parameters"\]\["org"\]; \}/);
    expect(shown).not.toMatch(/org\?/);
  });

  it("shows the options as optional when the defaults fill the placeholder", () => {
    const source =
      'import { endpoint } from "../../lib";\nconst acme = endpoint.defaults({ org: "acme" });\nacme("GET /orgs/{org}/repos", { ¦ });\n';
    expect(signatureHelp(source)).toMatch(/options\?: /);
  });
});
