import { readFileSync } from "node:fs";
import { join } from "node:path";
import { EndpointError, Rfc6570Expander } from "../../lib";

// The public uritemplate-test suite (Apache-2.0, see vectors/LICENSE), copied from
// ../shared/rfc6570-vectors so the specs run from any checkout.
const VECTORS_DIR = join(__dirname, "vectors");
const FILES = ["spec-examples.json", "spec-examples-by-section.json", "extended-tests.json", "negative-tests.json"];

interface VectorGroup {
  variables: Record<string, unknown>;
  testcases: Array<[string, string | string[] | false]>;
}

const cases = FILES.flatMap((file) => {
  const groups = JSON.parse(readFileSync(join(VECTORS_DIR, file), "utf8")) as Record<string, VectorGroup>;
  return Object.entries(groups).flatMap(([group, { variables, testcases }]) =>
    testcases.map(([template, expected]) => ({ file, group, template, expected, variables })),
  );
});

describe("Rfc6570Expander against the RFC 6570 test suite", () => {
  it("reads all 270 vectors", () => {
    expect(cases).toHaveLength(270);
    expect(cases.filter((vector) => vector.expected === false)).toHaveLength(36);
  });

  it.each(cases)("$file / $group: $template", ({ template, expected, variables }) => {
    const expander = new Rfc6570Expander();
    const expand = () => expander.expand(template, variables);
    if (expected === false) {
      expect(expand).toThrow(EndpointError);
    } else {
      const acceptable = Array.isArray(expected) ? expected : [expected];
      expect(acceptable).toContain(expand());
    }
  });
});
