import { EndpointConfig, UriExpander } from "../../lib";
import { thrown } from "../support/thrown";

// Strict mode refuses an empty value only where it would empty a path segment: in a simple or
// reserved expression ({x}, {+x}, with a list, an explode or a prefix) before the query or
// fragment begins. Elsewhere an empty value is a value: {/x}, {.x} and {;x} vanish or stand alone
// by design, and the query and fragment have no segments.
const strict = new EndpointConfig({ strict: true, allowAbsoluteUrls: true });
const EMPTIES: unknown[] = ["", [""], ["", null], [null, ""]];

describe.each(EMPTIES)("strict mode and the empty value %j", (empty) => {
  it.each([
    "/a/{x}",
    "/a/{+x}",
    "/a/{y,x}",
    "/a/{x*}",
    "/a/{x:3}",
    "/a/{x}/b{?q}",
    "/a/{y}{x}",
    "/a:b/{x}",
    // Before any query, {&q} is path text ("&q=q"), so the path goes on after it.
    "/a{&q}/{x}",
  ])("is refused where it empties a path segment: %s", (template) => {
    const error = thrown(() => strict.build(`GET ${template}`, { x: empty, y: "y", q: "q" }));
    expect(error).toMatchObject({ code: "ERR_MISSING_PARAMETER" });
    expect(error.message).toContain("an empty string would empty a path segment");
  });

  it.each([
    "/a{/x}",
    "/a{.x}",
    "/a{;x}",
    "/a/b?c={x}",
    "/a/b#{x}",
    "/a/b{?x}",
    "/a/b{?q}{&x}",
    "/a/b{#x}",
    "/a{?q}/{x}",
    "/a{#q}/{x}",
    // Named in the query too, a name is still no path segment's where the path has it as {/x}.
    "/a{/x}?c={x}",
    "/a{.x}/b?c={x}",
  ])("is a value where no path segment is emptied: %s", (template) => {
    expect(() => strict.build(`GET ${template}`, { x: empty, q: "q" })).not.toThrow();
  });
});

describe("strict mode and values that are not empty", () => {
  it.each([[["", "a"]], ["0"], [[0]], [{ k: "" }]])("takes %j in a path segment", (value) => {
    expect(() => strict.build("GET /a/{x}", { x: value })).not.toThrow();
  });
});

describe("strict mode and the names of path placeholders", () => {
  it.each(["/a/{owner*}", "/a/{owner:3}", "/a/{+owner*}", "/a/{x,owner}"])(
    "finds the whole name in %s, modifiers aside",
    (template) => {
      const error = thrown(() => strict.build(`GET ${template}`, { owner: "", x: "x" }));
      expect(error).toMatchObject({ code: "ERR_MISSING_PARAMETER" });
      expect(error.message).toContain('placeholder "owner"');
    },
  );
});

// An expander of one's own may take templates the RFC 6570 one refuses; the path's names are
// then what can be read of it, and an expression that never closes names nothing.
class LenientExpander extends UriExpander {
  variableNames(template: string): readonly string[] {
    return [...template.matchAll(/\{\+?(\w+)/g)].map((match) => match[1] as string);
  }
  expand(template: string): string {
    return template.replace(/[{}+]/g, "");
  }
}

describe("strict mode with an expander that takes malformed templates", () => {
  const lenient = new EndpointConfig({ strict: true, allowAbsoluteUrls: true, expander: new LenientExpander() });

  it("takes an empty value for an expression that never closes", () => {
    expect(lenient.build("GET /a/{x", { x: "" }).url).toBe("https://api.github.com/a/x");
  });

  it("reads on past an empty expression", () => {
    const error = thrown(() => lenient.build("GET /a/{}/{x}", { x: "" }));
    expect(error).toMatchObject({ code: "ERR_MISSING_PARAMETER" });
  });
});
