// Module-resolution hook (registered by register-endpoint.mjs): `@octokit/endpoint` becomes the
// module given at registration; every other specifier resolves as usual.
let target;

export function initialize(data) {
  target = data.url;
}

export async function resolve(specifier, context, nextResolve) {
  if (specifier === "@octokit/endpoint") return { url: target, format: "module", shortCircuit: true };
  return nextResolve(specifier, context);
}
