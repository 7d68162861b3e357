// Run by Deno and Bun (spec/runtimes/runtimes.spec.ts): builds the requests the spec names with
// the package as the runtime loaded it, and sends them with the runtime's own fetch to the
// recording server. The spec builds the same requests with lib/ in Node and compares.
//
// Arguments: ORIGIN, AUTHORIZATION and a JSON array of [route, parameters]; every request gets
// the origin as its baseUrl and the authorization header. The first requests go through the
// facade, the last through the class API, so both paths run in the runtime.
export async function sendRequests({ endpoint, EndpointConfig, toFetchArgs }, [origin, authorization, requestsJson]) {
  const defaults = { baseUrl: origin, headers: { authorization } };
  const api = endpoint.defaults(defaults);
  const config = new EndpointConfig().with(defaults);
  const requests = JSON.parse(requestsJson);
  const built = requests.map(([route, parameters], index) =>
    index === requests.length - 1 ? config.build(route, parameters) : api(route, parameters),
  );
  for (const options of built) {
    const response = await fetch(...toFetchArgs(options));
    await response.text();
  }
}

/** The command-line arguments in Deno and in Bun. */
export const scriptArguments = () => globalThis.Deno?.args ?? process.argv.slice(2);
