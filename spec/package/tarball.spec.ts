// The package as `npm pack` makes it (issue 12): licence, where it lives, links that work from
// the npm page, and source maps without a second copy of the sources.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(__dirname, "..", "..");
const REPOSITORY = "https://github.com/restkit/endpoint.js";

interface PackedFile {
  path: string;
  size: number;
}
const packed = (): PackedFile[] => {
  const json = execFileSync("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  });
  return (JSON.parse(json) as [{ files: PackedFile[] }])[0].files;
};
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown>;

describe("the packed tarball", () => {
  let files: PackedFile[];
  beforeAll(() => {
    files = packed();
  });

  it("carries the MIT licence that package.json names", () => {
    expect(pkg.license).toBe("MIT");
    expect(files.map((file) => file.path)).toContain("LICENSE");
    const licence = readFileSync(join(root, "LICENSE"), "utf8");
    expect(licence).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} The @restkit\/endpoint authors\n/);
    expect(licence).toContain('THE SOFTWARE IS PROVIDED "AS IS"');
  });

  it("ships source maps that point at the sources without embedding them", () => {
    const maps = files.filter((file) => file.path.endsWith(".map"));
    expect(maps.length).toBeGreaterThan(0);
    for (const { path } of maps) {
      const map = JSON.parse(readFileSync(join(root, path), "utf8")) as { sources: string[]; sourcesContent?: unknown };
      expect({ path, sourcesContent: map.sourcesContent }).toEqual({ path, sourcesContent: undefined });
      expect(map.sources.length).toBeGreaterThan(0);
    }
  });

  it("names its repository, home page and issue tracker", () => {
    expect(pkg.repository).toEqual({ type: "git", url: `git+${REPOSITORY}.git` });
    expect(pkg.homepage).toBe(`${REPOSITORY}#readme`);
    expect(pkg.bugs).toEqual({ url: `${REPOSITORY}/issues` });
  });

  it("links the README to guides it does not ship by absolute URLs that name files of the repository", () => {
    expect(files.map((file) => file.path).filter((path) => path.startsWith("docs/"))).toEqual([]);
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    expect(targets.filter((target) => !/^https?:\/\//.test(target))).toEqual([]);
    const guides = targets.filter((target) => target.startsWith(`${REPOSITORY}/blob/main/`));
    expect(guides.length).toBeGreaterThanOrEqual(10);
    for (const guide of guides) {
      const file = guide.slice(`${REPOSITORY}/blob/main/`.length).replace(/#.*$/, "");
      expect({ guide, exists: existsSync(join(root, file)) }).toEqual({ guide, exists: true });
    }
  });
});
