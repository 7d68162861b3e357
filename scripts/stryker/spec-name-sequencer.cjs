// Jest test sequencer for the mutation run only (stryker.config.json), never for `npm test`.
//
// Stryker runs each mutant with a testNamePattern naming the specs that cover it, but jest still
// loads every spec file to find that most of them hold no such spec: on this suite that loading
// was nine tenths of the time of a mutant. This sequencer remembers, from the unfiltered run
// (Stryker's initial run), the names of the specs in each file, and leaves out the files none of
// whose specs the pattern names. Jest would have skipped every spec in them, so no result changes.
const fs = require("node:fs");
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

// In the sandbox Stryker creates for the run, shared by its test runner processes.
const NAMES_FILE = path.join(process.cwd(), ".stryker-spec-names.json");

class SpecNameSequencer extends Sequencer {
  #pattern;

  constructor(options) {
    super(options);
    this.#pattern = options.globalConfig?.testNamePattern;
  }

  async sort(tests) {
    // Smallest files first: they are the unit specs, the likeliest to catch a mutant early, and
    // first-failure-runner.cjs stops at the first file that does.
    const sorted = [...tests].sort((a, b) => fs.statSync(a.path).size - fs.statSync(b.path).size);
    if (!this.#pattern || !fs.existsSync(NAMES_FILE)) return sorted;
    const namesByFile = JSON.parse(fs.readFileSync(NAMES_FILE, "utf8"));
    // The flag jest-circus gives the pattern when it compares it with each spec's full name.
    const pattern = new RegExp(this.#pattern, "i");
    const named = sorted.filter((test) => {
      const names = namesByFile[test.path];
      return names === undefined || names.some((name) => pattern.test(name));
    });
    return named.length > 0 ? named : sorted;
  }

  cacheResults(tests, results) {
    super.cacheResults(tests, results);
    if (this.#pattern) return;
    const namesByFile = {};
    for (const file of results.testResults) {
      namesByFile[file.testFilePath] = file.testResults.map((spec) => spec.fullName);
    }
    fs.writeFileSync(NAMES_FILE, JSON.stringify(namesByFile));
  }
}

module.exports = SpecNameSequencer;
