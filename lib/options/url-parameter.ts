/**
 * Where merged options keep a `url` *parameter*: when the first argument is a route string, the
 * route owns the URL, and a `url` key in the options is a request parameter like any other (five
 * GitHub routes take a webhook's `url` in their body). `url` itself already holds the route's
 * template, so `merge()` carries the parameter under this key and `parse()` reads it back.
 * `Symbol.for`, so that the ES module and CommonJS copies of the library agree on it.
 *
 * @example
 * const merged = endpoint.merge("PATCH /app/hook/config", { url: "https://hooks.example/x" });
 * merged.url; // "/app/hook/config"
 * merged[URL_PARAMETER]; // "https://hooks.example/x"
 */
export const URL_PARAMETER: unique symbol = Symbol.for("@restkit/endpoint.urlParameter");
