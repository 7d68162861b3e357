import { EndpointConfig, InvalidOptionsError, InvalidRouteError } from "../../lib";
import { thrown } from "../support/thrown";
import { loose } from "../support/loose";

type Untyped = (...args: unknown[]) => unknown;

describe("EndpointConfig methods refuse what is not theirs to take", () => {
  const config = new EndpointConfig();

  it.each([
    [null, "null"],
    ["per_page=100", '"per_page=100"'],
    [[{ per_page: 100 }], "an array"],
  ])("with(%p) names the defaults as the bad input", (options, shown) => {
    const error = thrown(() => (config as unknown as { with: Untyped }).with(options));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toBe(`Invalid defaults ${shown}: expected an object of options and parameters`);
  });

  it("with() reports circular defaults without overflowing the stack", () => {
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    const error = thrown(() => config.with({ data: loop }));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toBe("Invalid defaults: it refers to itself (a circular structure)");
  });

  it.each([
    [null, "null"],
    ["GET /user", '"GET /user"'],
    [[], "an array"],
  ])("parse(%p) names the merged options as the bad input", (merged, shown) => {
    const error = thrown(() => (config as unknown as { parse: Untyped }).parse(merged));
    expect(error).toBeInstanceOf(InvalidOptionsError);
    expect(error.message).toBe(`Invalid merged options ${shown}: expected the object merge() returns`);
  });

  it.each([
    [42, "42"],
    [null, "null"],
    [["GET /user"], "an array"],
  ])("build(%p) and resolve(%p) refuse a route that is neither a string nor options", (route, shown) => {
    const untyped = config as unknown as Record<"build" | "resolve" | "merge", Untyped>;
    for (const method of ["build", "resolve", "merge"] as const) {
      const error = thrown(() => untyped[method](route));
      expect(error).toBeInstanceOf(InvalidRouteError);
      expect(error.message).toBe(`Invalid route ${shown}: expected a string such as "GET /user" or an options object`);
    }
  });
});

describe("EndpointConfig#parse starts from the vendor's fixed base", () => {
  it("fills in GET and the default media type when merged options leave them out", () => {
    const options = new EndpointConfig().parse({
      url: "/user",
      headers: { accept: "application/vnd.github.v3+json" },
    } as never);
    expect(options.method).toBe("get");
    expect(options.url).toBe("https://api.github.com/user");
    expect(options.headers.accept).toBe("application/vnd.github.v3+json");
  });
});

describe("EndpointConfig#defaults", () => {
  it("is frozen all the way down", () => {
    const { defaults } = new EndpointConfig();
    expect(Object.isFrozen(defaults)).toBe(true);
    expect(Object.isFrozen(defaults.headers)).toBe(true);
    expect(Object.isFrozen(defaults.mediaType)).toBe(true);
    expect(Object.isFrozen(defaults.mediaType.previews)).toBe(true);
  });
});

describe("EndpointConfig#build passes a data body through and freezes a built one", () => {
  it.each([
    ["a config", {}],
    ["a strict config", { strict: true }],
  ])("on %s", (_path, settings) => {
    const data = { title: "Bug", labels: ["a"], meta: { n: 1 } };
    const options = new EndpointConfig(settings).build(loose("POST /repos/{owner}/{repo}/issues"), {
      owner: "o",
      repo: "r",
      data,
    });
    // A data body is the caller's own object, passed through (docs/security.md, "Nested data").
    expect(options.body).toBe(data);
    expect(Object.isFrozen(data)).toBe(false);
    expect(Object.isFrozen(data.labels)).toBe(false);
    expect(Object.isFrozen(data.meta)).toBe(false);
  });

  it("freezes a body built from parameters, on both paths", () => {
    for (const settings of [{}, { strict: true }]) {
      const labels = ["bug"];
      const options = new EndpointConfig(settings).build(loose("POST /repos/{owner}/{repo}/issues"), {
        owner: "o",
        repo: "r",
        title: "Bug",
        labels,
      });
      expect(options.body).toEqual({ title: "Bug", labels: ["bug"] });
      expect(Object.isFrozen(options.body)).toBe(true);
      expect(Object.isFrozen((options.body as { labels: string[] }).labels)).toBe(true);
      expect(Object.isFrozen(labels)).toBe(false);
    }
  });
});

describe("mediaType.previews must list names", () => {
  const config = new EndpointConfig();

  it.each([
    [["squirrel-girl", 1], "entry 1 at index 1"],
    [[null], "entry null at index 0"],
  ])("refuses previews %p in a call and in defaults", (previews, shown) => {
    for (const attempt of [
      () => config.build(loose("GET /x"), { mediaType: { previews: previews as never } }),
      () => config.with({ mediaType: { previews: previews as never } }),
    ]) {
      const error = thrown(attempt);
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect(error.message).toBe(`Invalid mediaType.previews ${shown}: expected a preview name`);
    }
  });
});
