// The `restkit-endpoint` executable: the only file in lib/ that touches Node. Everything it does
// is in runCli(), which takes the arguments and returns what to print.
import { readFileSync } from "node:fs";
import { runCli } from "./run-cli";

const result = runCli(process.argv.slice(2), {
  readFile: (path) => readFileSync(path === "-" ? 0 : path, "utf8"),
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
