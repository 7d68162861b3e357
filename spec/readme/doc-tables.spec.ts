import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";

// A Markdown table renders only when a header row stands above its |---| line, with as many
// cells; a table pasted without one (docs/performance.md once) shows as a run of text.
const root = join(__dirname, "../..");
const documents = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const cells = (row: string) =>
  row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|").length;

describe("Markdown tables in README.md and docs/", () => {
  it.each(documents)("%s: every table has a header row with as many cells as its delimiter row", (document) => {
    const lines = readFileSync(join(root, document), "utf8").split("\n");
    const broken = lines.flatMap((line, index) => {
      if (!/^\|(\s*:?-+:?\s*\|)+\s*$/.test(line)) return [];
      const header = lines[index - 1] ?? "";
      return header.trim().startsWith("|") && cells(header) === cells(line) ? [] : [`line ${index + 1}`];
    });
    expect(broken).toEqual([]);
  });
});
