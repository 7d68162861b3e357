// `node --import ./register-endpoint.mjs app.mjs`: resolves `@octokit/endpoint`, wherever it is
// imported from (@octokit/request, @octokit/core, @octokit/graphql, the plugins, @actions/github),
// to the ES module named by OCTOKIT_ENDPOINT_TARGET (a path or a file: URL), the way an npm
// `overrides` entry would put another package in its place.
import { register } from "node:module";
import { pathToFileURL } from "node:url";

const target = process.env.OCTOKIT_ENDPOINT_TARGET;
if (target) {
  const url = target.startsWith("file:") ? target : pathToFileURL(target).href;
  register("./resolve-endpoint-hook.mjs", import.meta.url, { data: { url } });
}
