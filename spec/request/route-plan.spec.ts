import { endpoint } from "../../lib";
import { routePlan } from "../../lib/request/route-plan";

// positionOf scans internalized copies of the template's names; the names a caller's object
// brings may be other strings of the same text, and must be found all the same.
const built = (...pieces: string[]): string => pieces.join("");

describe("routePlan(route).positionOf", () => {
  it("finds each name by its text, whatever string holds it", () => {
    const plan = routePlan("GET /repos/{owner}/{repo}/issues");
    expect(plan?.positionOf(built("ow", "ner"))).toBe(0);
    expect(plan?.positionOf(built("re", "po"))).toBe(1);
    expect(plan?.positionOf("owner")).toBe(0);
    expect(plan?.positionOf(built("sta", "te"))).toBe(-1);
  });

  it("finds names that look like indexes, which are no property names of their own", () => {
    const plan = routePlan("GET /items/{0}/{1}");
    expect(plan?.positionOf(built("1"))).toBe(1);
    expect(plan?.positionOf(String(0))).toBe(0);
    expect(endpoint("GET /items/{0}/{1}", { 0: "a", 1: "b", 2: "c" }).url).toBe("https://api.github.com/items/a/b?2=c");
  });

  it("finds every name of a template with more names than it scans", () => {
    const names = Array.from({ length: 20 }, (_, index) => `n${index}`);
    const plan = routePlan(`GET /x/${names.map((name) => `{${name}}`).join("/")}`);
    names.forEach((name, index) => expect(plan?.positionOf(built(name))).toBe(index));
    expect(plan?.positionOf("n20")).toBe(-1);
  });

  it("keeps finding names after more distinct names than it keeps internalized", () => {
    for (let index = 0; index < 2_500; index++) {
      const name = `name${index}`;
      expect(routePlan(`GET /many/{${name}}`)?.positionOf(built(name))).toBe(0);
    }
    expect(endpoint("GET /many/{name7}", { name7: "x" }).url).toBe("https://api.github.com/many/x");
  });
});
