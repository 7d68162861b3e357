// The API reference that `npm run docs` generates into docs/api (npm test builds it before jest):
// a landing page that starts from endpoint and EndpointConfig and links the guides, and no
// compile-time internals on show.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";

const root = join(__dirname, "..", "..");
const site = join(root, "docs", "api");
const GUIDES = "https://github.com/restkit/endpoint.js/blob/main/";

const pages = (readdirSync(site, { recursive: true }) as string[]).filter((file) => file.endsWith(".html"));
const html = (page: string) => readFileSync(join(site, page), "utf8");
// The text a reader sees: tags dropped, entities of the characters that matter decoded.
const text = (page: string) =>
  html(page)
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
const links = (page: string) => [...html(page).matchAll(/<a [^>]*href="([^"#]+)[^"]*"/g)].map((match) => match[1]!);

describe("the API reference (docs/api)", () => {
  it("opens on a landing page that starts from endpoint and EndpointConfig", () => {
    const landing = text("index.html");
    expect(landing).toContain("turns a REST route and its parameters into request options");
    expect(landing).toMatch(
      /Start here endpoint ?: the callable facade.* EndpointConfig ?: the immutable, class-based core/,
    );
    expect(links("index.html")).toEqual(
      expect.arrayContaining(["variables/endpoint.html", "classes/EndpointConfig.html"]),
    );
  });

  it("links every guide, at a file that exists", () => {
    const guides = readdirSync(join(root, "docs")).filter((file) => file.endsWith(".md") && file !== "api-landing.md");
    const linked = links("index.html").filter((href) => href.startsWith(GUIDES));
    expect(linked.map((href) => href.slice(GUIDES.length)).sort()).toEqual(guides.map((file) => `docs/${file}`).sort());
    for (const href of linked) expect(existsSync(join(root, href.slice(GUIDES.length)))).toBe(true);
  });

  it("has no broken link inside the site", () => {
    const broken = pages.flatMap((page) =>
      links(page)
        .filter((href) => !/^[a-z]+:/.test(href))
        .filter((href) => !existsSync(join(site, dirname(page), href)))
        .map((href) => `${page} → ${href}`),
    );
    expect(broken).toEqual([]);
  });

  it("lists endpoint and EndpointConfig first, under Start here, not among the Variables", () => {
    const index = text("modules.html");
    expect(index).toMatch(/^.*?Start here EndpointConfig endpoint Classes /);
    expect(index).toMatch(/ Variables ErrorCodes VERSION Interfaces /);
  });

  it("shows none of the compile-time internals", () => {
    const shown = pages.filter((page) => /defaultsType|Inherited from WithDefaults/.test(text(page)));
    expect(shown).toEqual([]);
    expect(text("classes/EndpointConfig.html")).not.toContain("Hierarchy");
    expect(text("interfaces/WithDefaults.html")).not.toContain("Hierarchy");
    expect(pages.filter((page) => text(page).includes("Generated using TypeDoc"))).toEqual([]);
  });
});
