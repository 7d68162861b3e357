// Check time of the bench's calls, this package's types against @octokit/endpoint's, in
// alternating rounds inside one process: `npm run bench:types:time [-- --rounds 7] [-- --read]`.
// Each round type-checks a fresh program (a new checker, so nothing is cached between rounds)
// over source files parsed once, and counts the CPU time of that check alone. On a machine other
// sessions share, `tsc --extendedDiagnostics`'s "Check time" (wall clock, one process per run,
// parsing included) swings by a second; these figures swing far less, and the medians of
// alternating rounds compare the two packages under the same load.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import ts from "typescript";

const here = dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { rounds: { type: "string", default: "5" }, read: { type: "boolean" } } });
const rounds = Number(values.rounds);
const suffix = values.read ? "-read" : "";
const contenders = ["restkit", "octokit"].map((name) => ({
  name,
  config: join(here, `tsconfig.${name}${suffix}.json`),
}));

const parsed = contenders.map(({ config }) =>
  ts.getParsedCommandLineOfConfigFile(config, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} }),
);
// One host for every program, keeping what it parsed: only the check is timed and repeated.
const host = ts.createCompilerHost(parsed[0].options);
const parse = host.getSourceFile.bind(host);
const sourceFiles = new Map();
host.getSourceFile = (fileName, languageVersion, ...rest) => {
  const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
  if (!sourceFiles.has(key)) sourceFiles.set(key, parse(fileName, languageVersion, ...rest));
  return sourceFiles.get(key);
};

function check(options) {
  const program = ts.createProgram({ rootNames: options.fileNames, options: options.options, host });
  globalThis.gc?.();
  const before = process.cpuUsage();
  const errors = program.getSemanticDiagnostics().length;
  const { user, system } = process.cpuUsage(before);
  if (errors > 0) throw new Error(`${errors} type errors: the bench's calls must compile (run generate-calls.mjs)`);
  return { ms: (user + system) / 1000, instantiations: program.getInstantiationCount() };
}

const loadAverage = () => readFileSync("/proc/loadavg", "utf8").split(" ")[0];
const times = contenders.map(() => []);
const instantiations = [];
// An untimed round first: the first program binds the files (GitHub's 5 MB of types among them,
// which both packages read) and warms the compiler up, for whichever package comes first.
parsed.forEach(check);
console.log(`load average ${loadAverage()}`);
for (let round = 1; round <= rounds; round += 1) {
  const cells = contenders.map((contender, index) => {
    const result = check(parsed[index]);
    times[index].push(result.ms);
    instantiations[index] = result.instantiations;
    return `${contender.name} ${result.ms.toFixed(0)} ms`;
  });
  console.log(`round ${round}: ${cells.join(", ")}`);
}
console.log(`load average ${loadAverage()}`);

const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
console.log("\n| | check time (median) | range | instantiations |\n|---|---|---|---|");
contenders.forEach(({ name }, index) => {
  const list = times[index];
  const range = `${Math.min(...list).toFixed(0)}–${Math.max(...list).toFixed(0)} ms`;
  const module = name === "restkit" ? "@restkit/endpoint" : "@octokit/endpoint";
  console.log(`| ${module} | ${median(list).toFixed(0)} ms | ${range} | ${instantiations[index]} |`);
});
