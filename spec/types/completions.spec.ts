import { completions } from "../support/language-service";

// What the editor offers while typing a call: the language service's completions, pinned.
// Reading GitHub's catalog the first time takes a few seconds on a busy machine.
jest.setTimeout(120_000);

const github = 'import { endpoint } from "../../lib";\n';
const petstore =
  'import { EndpointConfig } from "../../lib";\nimport type { paths } from "../fixtures/petstore/petstore";\n' +
  "const api = new EndpointConfig<paths>().toEndpoint();\n";
// The option keys every call may take, as completions list them.
const OPTIONS = ["baseUrl?", "data?", "headers?", "mediaType?", "method?", "request?", "url?"];
const ISSUE_FILTERS = [
  "assignee?",
  "creator?",
  "direction?",
  "issue_field_values?",
  "labels?",
  "mentioned?",
  "milestone?",
  "page?",
  "per_page?",
  "since?",
  "sort?",
  "state?",
  "type?",
];
const sorted = (names: string[]) => [...names].sort();

describe("editor completions on endpoint()", () => {
  // The text typed so far (here "") is offered too: the route is a `const` type parameter.
  it("offers GitHub's route literals for the route string", () => {
    const offered = completions(`${github}endpoint("¦");\n`);
    expect(offered.filter((name) => !/^[A-Z]+ \//.test(name))).toEqual([""]);
    expect(offered.length).toBeGreaterThan(1000);
    expect(offered).toEqual(
      expect.arrayContaining(["GET /repos/{owner}/{repo}/issues", "POST /repos/{owner}/{repo}/issues", "GET /user"]),
    );
    expect(new Set(offered).size).toBe(offered.length);
    const methods = new Set(offered.filter((name) => name !== "").map((route) => route.split(" ")[0]));
    expect([...methods].sort()).toEqual(["DELETE", "GET", "PATCH", "POST", "PUT"]);
  });

  it("offers the placeholders, the route's parameters and the option keys in an empty object", () => {
    const offered = completions(`${github}endpoint("GET /repos/{owner}/{repo}/issues", { ¦ });\n`);
    expect(sorted(offered)).toEqual(sorted(["owner", "repo", ...ISSUE_FILTERS, ...OPTIONS]));
  });

  it("keeps offering what is left once the placeholders are typed", () => {
    const afterOwner = completions(`${github}endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", ¦ });\n`);
    expect(sorted(afterOwner)).toEqual(sorted(["repo", ...ISSUE_FILTERS, ...OPTIONS]));
    const afterBoth = completions(
      `${github}endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", ¦ });\n`,
    );
    expect(sorted(afterBoth)).toEqual(sorted([...ISSUE_FILTERS, ...OPTIONS]));
    const later = completions(
      `${github}endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open", headers: {}, ¦ });\n`,
    );
    expect(sorted(later)).toEqual(
      sorted([...ISSUE_FILTERS.filter((name) => name !== "state?"), ...OPTIONS.filter((name) => name !== "headers?")]),
    );
  });

  it("offers an enum parameter's values", () => {
    const offered = completions(
      `${github}endpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "¦" });\n`,
    );
    expect(sorted(offered)).toEqual(["all", "closed", "open"]);
  });

  it("offers the body fields of a POST, the required ones without ?", () => {
    const offered = completions(
      `${github}endpoint("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", ¦ });\n`,
    );
    expect(sorted(offered)).toEqual(
      sorted([
        "title",
        "body?",
        "assignee?",
        "milestone?",
        "labels?",
        "assignees?",
        "issue_field_values?",
        "type?",
        ...OPTIONS,
      ]),
    );
  });

  it("offers placeholders and option keys for a route outside the catalog, and after them the option keys", () => {
    const route = "GET /orgs/{org}/things/{id}{?page}";
    expect(sorted(completions(`${github}endpoint("${route}", { ¦ });\n`))).toEqual(
      sorted(["org", "id", "page?", ...OPTIONS]),
    );
    expect(sorted(completions(`${github}endpoint("${route}", { org: "o", id: 1, ¦ });\n`))).toEqual(
      sorted(["page?", ...OPTIONS]),
    );
  });

  it("offers the option keys for a plain string route", () => {
    expect(sorted(completions(`${github}declare const route: string;\nendpoint(route, { ¦ });\n`))).toEqual(
      sorted(OPTIONS),
    );
  });

  it("follows the defaults: a defaulted placeholder is offered as optional", () => {
    const source = `${github}const own = endpoint.defaults({ owner: "octokit" });\nown("GET /repos/{owner}/{repo}/issues", { ¦ });\n`;
    expect(sorted(completions(source))).toEqual(sorted(["owner?", "repo", ...ISSUE_FILTERS, ...OPTIONS]));
  });

  it("offers another vendor's routes and parameters from its generated paths", () => {
    expect(sorted(completions(`${petstore}api("¦");\n`))).toEqual(
      sorted([
        "PUT /pet",
        "POST /pet",
        "GET /pet/findByStatus",
        "GET /pet/findByTags",
        "GET /pet/{petId}",
        "POST /pet/{petId}",
        "DELETE /pet/{petId}",
        "POST /pet/{petId}/uploadImage",
        "GET /store/inventory",
        "POST /store/order",
        "GET /store/order/{orderId}",
        "DELETE /store/order/{orderId}",
        "POST /user",
        "POST /user/createWithArray",
        "POST /user/createWithList",
        "GET /user/login",
        "GET /user/logout",
        "GET /user/{username}",
        "PUT /user/{username}",
        "DELETE /user/{username}",
        "",
      ]),
    );
    expect(sorted(completions(`${petstore}api("GET /user/login", { ¦ });\n`))).toEqual(
      sorted(["username", "password", ...OPTIONS]),
    );
    expect(sorted(completions(`${petstore}api("GET /user/login", { username: "u", ¦ });\n`))).toEqual(
      sorted(["password", ...OPTIONS]),
    );
    expect(sorted(completions(`${petstore}api("POST /store/order", { ¦ });\n`))).toEqual(
      sorted(["complete", "id?", "petId?", "quantity?", "shipDate?", "status?", ...OPTIONS]),
    );
  });
});
