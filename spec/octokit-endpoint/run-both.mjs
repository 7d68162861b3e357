// Runs each call on @octokit/endpoint and on the companion package's build, in one process, and
// prints both results as JSON: octokit ships only as an ES module, which jest cannot load.
// A call: { route, parameters?, defaults?: [options…], change?: {…}, afterGraphql? } where `change` is written
// into the merged options between merge() and parse(), as Octokit's hooks and plugins do;
// `requested` is what @octokit/request sends under a hook.
import { endpoint as octokit } from "@octokit/endpoint";
import { endpoint as companion } from "../../packages/octokit-endpoint/dist/index.mjs";

// octokit's merge() of a "/graphql" call without mediaType writes previews into the DEFAULTS it
// shares with it, so each call starts from octokit's DEFAULTS as they were at first.
const pristine = structuredClone(octokit.DEFAULTS);
function restoreOctokitDefaults() {
  for (const key of Object.keys(octokit.DEFAULTS)) delete octokit.DEFAULTS[key];
  Object.assign(octokit.DEFAULTS, structuredClone(pristine));
}

let input = "";
for await (const chunk of process.stdin) input += chunk;

function run(library, { route, parameters, defaults = [], change, afterGraphql = false }) {
  if (library === octokit) restoreOctokitDefaults();
  const outcome = (work) => {
    try {
      // A snapshot: octokit may later write into what it returned (see above).
      return { value: JSON.parse(JSON.stringify(work())) };
    } catch (error) {
      return { error: `${error.name}: ${error.code ?? error.message}` };
    }
  };
  const configured = defaults.reduce((endpoint, options) => endpoint.defaults(options), library);
  // `afterGraphql`: as after an earlier "/graphql" call without mediaType, which octokit's merge
  // answers by writing the previews without "-preview" into the DEFAULTS it shares.
  if (afterGraphql) configured.merge("/graphql");
  // DEFAULTS first: octokit's merge() shares `request` with them, so a change written into it
  // after merge() shows in octokit's DEFAULTS from then on.
  return {
    DEFAULTS: outcome(() => configured.DEFAULTS),
    endpoint: outcome(() => configured(route, parameters)),
    merge: outcome(() => configured.merge(route, parameters)),
    // @octokit/request under a hook (every Octokit has one): the hook hands the merged options
    // back to a request function, which merges them again before parsing.
    requested: outcome(() => configured.parse(configured.merge(configured.merge(route, parameters)))),
    changed: outcome(() => {
      const merged = configured.merge(route, parameters);
      if (change !== undefined) {
        Object.assign(merged, change.top ?? {});
        Object.assign(merged.headers, change.headers ?? {});
        if (change.request !== undefined) merged.request = Object.assign(merged.request ?? {}, change.request);
        for (const key of change.remove ?? []) delete merged[key];
      }
      return configured.parse(merged);
    }),
  };
}

const calls = JSON.parse(input);
// Each library gets its own copy of a call: octokit writes into the `request` object it was given.
process.stdout.write(
  JSON.stringify(
    calls.map((call) => ({
      octokit: run(octokit, structuredClone(call)),
      companion: run(companion, structuredClone(call)),
    })),
  ),
);
