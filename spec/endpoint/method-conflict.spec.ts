// Issue 48, item 6: a route string that names its method is that method. A `method` option that
// names another is refused on every way in of the main package, never sent as the verb; the
// companion keeps octokit's rule, where the option replaces it.
import { EndpointConfig, ErrorCodes, endpoint, type EndpointOptions } from "../../lib";
import { endpoint as octokitEndpoint } from "../../packages/octokit-endpoint/src/index";
import { loose } from "../support/loose";
import { thrown } from "../support/thrown";

const config = new EndpointConfig();
const WAYS_IN: ReadonlyArray<[string, (route: string, options: EndpointOptions) => unknown]> = [
  ["endpoint()", (route, options) => endpoint(loose(route), options)],
  ["build()", (route, options) => config.build(loose(route), options)],
  ["merge()", (route, options) => config.merge(loose(route), options)],
  ["defaults()", (route, options) => endpoint.defaults({ per_page: 5 })(loose(route), options)],
];

describe.each(WAYS_IN)("a route string's method, through %s", (_, call) => {
  it("is not replaced by a method option that names another", () => {
    const error = thrown(() => call("GET /repos/{owner}/{repo}", { owner: "o", repo: "r", method: "DELETE" }));
    expect(error).toMatchObject({ code: ErrorCodes.INVALID_OPTIONS });
    expect(error.message).toBe(
      'The route "GET /repos/{owner}/{repo}" names the method GET and the method option names DELETE: give the method once',
    );
  });

  it("takes a method option that names the same method, in any case", () => {
    expect(call("POST /x", { method: "post", a: 1 })).toMatchObject({ method: expect.stringMatching(/^post$/i) });
  });

  it("takes a method option when the route names none", () => {
    expect(call("/x", { method: "POST" })).toMatchObject({ method: expect.stringMatching(/^post$/i) });
  });
});

describe("a method the route string does not conflict with", () => {
  it("is the defaults' method, which the route's replaces", () => {
    expect(config.with({ method: "POST" }).build("GET /x").method).toBe("get");
  });

  it("is a route object's method, which the options replace as before", () => {
    expect(endpoint({ method: "GET", url: "/x" }, { method: "POST" }).method).toBe("post");
  });
});

describe("the companion", () => {
  it("keeps octokit's rule: the option's method replaces the route's", () => {
    expect(octokitEndpoint("GET /x", { method: "POST" } as never).method).toBe("POST");
  });
});
