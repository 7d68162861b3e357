import { EndpointConfig, endpoint } from "../../lib";
import { loose } from "../support/loose";
import { octokitResults } from "../support/octokit-results";
import { catalogRoutes, placeholderNames } from "../support/github-catalog-routes";

const routes = catalogRoutes;

// Values that need encoding, so both libraries' encoders are compared too.
function parametersFor(route: string): Record<string, unknown> {
  const parameters: Record<string, unknown> = {};
  for (const name of placeholderNames(route)) parameters[name] = `${name} v/1`;
  if (/^(GET|HEAD) /.test(route)) parameters.per_page = 30;
  else parameters.title = "Found a bug";
  return parameters;
}

interface Result {
  method: string;
  headers: Record<string, unknown>;
}

// The differences docs/migrating-from-octokit.md lists that these calls meet: the method's case
// and the user-agent.
function comparable({ method, headers, ...rest }: Result): string {
  const others = { ...headers };
  delete others["user-agent"];
  return JSON.stringify({ method: method.toLowerCase(), headers: others, ...rest });
}

describe("GitHub's REST catalog, route by route, against @octokit/endpoint", () => {
  it("reads the catalog", () => {
    expect(routes.length).toBeGreaterThan(1000);
    expect(routes.filter((route) => /\{[\w]+-[\w-]+\}/.test(route)).length).toBeGreaterThanOrEqual(12);
  });

  it("gives octokit's result, save the documented differences, on every route", () => {
    const calls = routes.map((route) => ({ route, parameters: parametersFor(route) }));
    const theirs = octokitResults(calls);
    const disagreeing = calls.filter(
      ({ route, parameters }, index) =>
        comparable(endpoint(loose(route), parameters)) !== comparable(theirs[index] as unknown as Result),
    );
    expect(disagreeing).toEqual([]);
  });

  it("fills every placeholder of every route, with strict mode satisfied", () => {
    const strict = new EndpointConfig({ strict: true });
    const unfilled = routes.filter((route) => {
      const url = strict.build(loose(route), parametersFor(route)).url;
      return url.includes("{") || url.includes("}");
    });
    expect(unfilled).toEqual([]);
  });

  it("reads each route the same with :name placeholders as with {name}", () => {
    const colonForm = routes.filter((route) => !route.includes("-}") && !/\{[\w]+-/.test(route));
    const different = colonForm.filter((route) => {
      const parameters = parametersFor(route);
      return (
        endpoint(loose(route.replace(/\{(\w+)\}/g, ":$1")), parameters).url !== endpoint(loose(route), parameters).url
      );
    });
    expect(colonForm.length).toBeGreaterThan(900);
    expect(different).toEqual([]);
  });

  it("keeps every route on api.github.com when the options carry a url", () => {
    const moved = routes.filter((route) => {
      const options = endpoint(loose(route), { ...parametersFor(route), url: "https://hooks.example/x" });
      return !options.url.startsWith("https://api.github.com/");
    });
    expect(moved).toEqual([]);
  });
});
