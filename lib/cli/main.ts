// The `restkit-endpoint` executable: the only file in lib/ that touches Node. Everything it does
// is in runCli(), which takes the arguments and returns what to print.
import { readFileSync } from "node:fs";
import { runCli } from "./run-cli";

// A reader that stops early (`| head`) has what it wanted: that is no failure of this command,
// so leave quietly instead of dying on the unhandled EPIPE with a stack trace.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

const result = runCli(process.argv.slice(2), {
  // Bytes, not text: runCli sends valid UTF-8 as text and anything else as the bytes themselves.
  readFile: (path) => readFileSync(path === "-" ? 0 : path),
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
