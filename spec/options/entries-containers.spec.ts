import { EndpointConfig, InvalidOptionsError, endpoint } from "../../lib";
import { endpoint as companion } from "../../packages/octokit-endpoint/src";
import { thrown } from "../support/thrown";

// A Headers, a Map or a URLSearchParams keeps its entries where a key-by-key read of an object
// finds none, so taken as headers or options it would send the request without them: without
// its token, its parameters. Such a container is refused, naming what was given, on every way in
// of both packages; a plain object, or a class instance with own keys, is read as before.
type Loose = (...args: unknown[]) => unknown;
interface LooseFacade extends Loose {
  defaults(options: unknown): LooseFacade;
  merge: Loose;
  parse: Loose;
}

const PACKAGES: Record<string, LooseFacade> = {
  "@restkit/endpoint": endpoint as unknown as LooseFacade,
  "@restkit/octokit-endpoint": companion as unknown as LooseFacade,
};

const CONTAINERS: Record<string, () => object> = {
  Headers: () => new Headers({ authorization: "token secret" }),
  Map: () => new Map([["authorization", "token secret"]]),
  URLSearchParams: () => new URLSearchParams({ authorization: "token secret" }),
};

describe.each(Object.entries(PACKAGES))("%s refuses an entries container", (_, pkg) => {
  describe.each(Object.entries(CONTAINERS))("a %s", (name, make) => {
    const waysWithHeaders: Record<string, () => unknown> = {
      "endpoint()": () => pkg("GET /user", { headers: make() }),
      "defaults()": () => pkg.defaults({ headers: make() }),
      "merge()": () => pkg.merge("GET /user", { headers: make() }),
      "parse()": () => pkg.parse({ method: "GET", url: "/user", baseUrl: "https://api.github.com", headers: make() }),
    };

    it.each(Object.keys(waysWithHeaders))("as headers, through %s", (way) => {
      const error = thrown(waysWithHeaders[way]!);
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect(error.message).toBe(
        `Invalid headers, a ${name}: expected an object of header names to values, such as Object.fromEntries(headers)`,
      );
    });

    const waysWithOptions: Record<string, () => unknown> = {
      "endpoint()": () => pkg("GET /user", make()),
      "defaults()": () => pkg.defaults(make()),
      "merge()": () => pkg.merge("GET /user", make()),
    };

    it.each(Object.keys(waysWithOptions))("as options, through %s", (way) => {
      const error = thrown(waysWithOptions[way]!);
      expect(error).toBeInstanceOf(InvalidOptionsError);
      expect(error.message).toMatch(new RegExp(`^Invalid (options|defaults), a ${name}: expected an object`));
    });
  });

  it("reads a class instance's own keys as before", () => {
    class Credentials {
      authorization = "token secret";
    }
    const options = pkg("GET /user", { headers: new Credentials() }) as { headers: Record<string, unknown> };
    expect(options.headers.authorization).toBe("token secret");
  });
});

it("build() refuses a Headers as headers too", () => {
  const error = thrown(() => new EndpointConfig().build("GET /user", { headers: new Headers() as never }));
  expect(error).toBeInstanceOf(InvalidOptionsError);
  expect(error.message).toMatch(/^Invalid headers, a Headers: /);
});

it("names an iterable without a constructor name, and reads only a headers object's own keys", () => {
  const nameless = Object.assign(Object.create(null) as object, { *[Symbol.iterator]() {} });
  expect(thrown(() => endpoint("GET /user", { headers: nameless })).message).toMatch(
    /^Invalid headers, an iterable object: /,
  );
  const inheriting = Object.assign(Object.create({ authorization: "token inherited" }) as object, { "x-own": "1" });
  const { headers } = endpoint("GET /user", { headers: inheriting });
  expect(headers).toMatchObject({ "x-own": "1" });
  expect(headers).not.toHaveProperty("authorization");
});
