import { EndpointConfig, type RequestOptions } from "../../lib";
import { untypedEndpoint } from "../support/loose";

// Keys a prototype lends are no parameters, wherever the library walks an object.

const config = new EndpointConfig();
const build = config.build.bind(config) as unknown as (route: string, options: object) => RequestOptions;
const parseMerged = (route: string, options: object): unknown => {
  const { merge, parse } = untypedEndpoint as unknown as {
    merge: (...args: unknown[]) => unknown;
    parse: (merged: unknown) => unknown;
  };
  return parse(merge(route, options));
};

describe("parameters inherited through a prototype", () => {
  const inherited = Object.assign(Object.create({ per_page: 100, title: "inherited" }) as object, {
    owner: "o",
    repo: "r",
    state: "open",
  });

  it("never reach the query, the template or the body", () => {
    const options = untypedEndpoint("GET /repos/{owner}/{repo}/issues", inherited);
    expect(options.url).toBe("https://api.github.com/repos/o/r/issues?state=open");
    expect(options).toEqual(parseMerged("GET /repos/{owner}/{repo}/issues", inherited));
    expect(build("POST /repos/{owner}/{repo}/issues", inherited).body).toEqual({ state: "open" });
  });

  it("stay out even when they are enumerable on Object.prototype itself", () => {
    // A list: a built body copies lists and objects, so one inherited would become its own key.
    Object.defineProperty(Object.prototype, "polluted", { value: ["yes"], enumerable: true, configurable: true });
    try {
      const get = untypedEndpoint("GET /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", state: "open" });
      expect(get.url).toBe("https://api.github.com/repos/o/r/issues?state=open");
      const post = build("POST /repos/{owner}/{repo}/issues", { owner: "o", repo: "r", title: "t" });
      expect(Object.keys(post.body as object)).toEqual(["title"]);
    } finally {
      delete (Object.prototype as Record<string, unknown>).polluted;
    }
  });
});
