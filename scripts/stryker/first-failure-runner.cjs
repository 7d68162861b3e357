// Jest runner for the mutation run only (stryker.config.json), never for `npm test`.
//
// Stryker asks jest for every spec that covers a mutant, but one failing spec file is enough to
// call the mutant killed, and Stryker cannot pass jest's `bail` (jest exits the process on it).
// This runner runs the files one at a time, as Stryker's in-band run does, and stops at the first
// file with a failing spec. A mutant that survives still runs every covering spec.
const TestRunner = require("jest-runner").default;

class FirstFailureRunner extends TestRunner {
  async runTests(tests, watcher, options) {
    if (!options.serial) return super.runTests(tests, watcher, options);
    let failed = false;
    const stopListening = [
      this.on("test-file-success", ([, result]) => {
        if (result.numFailingTests > 0 || result.testExecError) failed = true;
      }),
      this.on("test-file-failure", () => {
        failed = true;
      }),
    ];
    try {
      for (const test of tests) {
        if (failed) break;
        await super.runTests([test], watcher, options);
      }
    } finally {
      for (const stop of stopListening) stop();
    }
  }
}

module.exports = FirstFailureRunner;
