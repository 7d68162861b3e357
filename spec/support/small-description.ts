/**
 * A small OpenAPI 3.1 description of `paths`, titled "`name` API" and served from
 * `https://<name in lower case>.test`, with `extra` top-level fields: the specs of the OpenAPI
 * entry each build the few operations a rule needs.
 *
 * @example
 * fromOpenAPI(smallDescription("Details", { "/d": { get: { operationId: "d", responses: {} } } }));
 */
export function smallDescription(
  name: string,
  paths: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    openapi: "3.1.0",
    info: { title: `${name} API`, version: "1" },
    servers: [{ url: `https://${name.toLowerCase()}.test` }],
    paths,
    ...extra,
  };
}
