// Runs transpiled doc examples one after another, in this process: argv is the result file,
// then the examples. Examples send nothing, so fetch is replaced by one that fails the example.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [resultFile, ...examples] = process.argv.slice(2);

globalThis.fetch = () => {
  throw new Error("the example called fetch: mark its block no-run");
};

// A `// throws ERR_…` line of an example is rewritten to call this.
globalThis.__expectThrows = (statement, code) => {
  try {
    statement();
  } catch (error) {
    if (error?.code === code) return;
    throw new Error(`expected an EndpointError with code ${code}, got ${error}`);
  }
  throw new Error(`expected an EndpointError with code ${code}, nothing was thrown`);
};

const failures = {};
for (const example of examples) {
  try {
    await import(pathToFileURL(example).href);
  } catch (error) {
    failures[example] = String(error?.stack ?? error);
  }
}
writeFileSync(resultFile, JSON.stringify(failures));
