// @ts-check
/**
 * Jest test sequencer for `npm run mutation`: for a mutant, jest loads only the test files that
 * hold one of the tests StrykerJS asked for.
 *
 * StrykerJS's jest runner narrows a mutant's run to its covering tests by name
 * (`testNamePattern`) only, so jest still loads every test file, with the whole backend each
 * time, to skip what does not match (on a measured file, twice the time). The names of each file's tests come
 * from a full jest run made just before (`MUTATION_TEST_NAMES`, written by run.mjs). Without
 * that file, or for a file it does not know, every file runs, as before.
 *
 * The quickest files run first: a mutant's run stops at its first failing file
 * (test-environment.cjs), so a mutant that a quick file kills costs only that file.
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** @typedef {{ ms: number, tests: string[] }} TestFile */

/** @returns {Map<string, TestFile> | undefined} test file (relative to the root) → its duration and tests' full names */
function testFiles() {
  const file = process.env.MUTATION_TEST_NAMES;
  if (!file || !fs.existsSync(file)) return undefined;
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))));
}

class CoveringTestFiles extends Sequencer {
  /** @param {{ globalConfig: import('@jest/types').Config.GlobalConfig, contexts: unknown }} options */
  constructor(options) {
    // @ts-expect-error the base class's options type is internal
    super(options);
    this.pattern = options.globalConfig.testNamePattern;
    this.files = testFiles();
  }

  /**
   * @override
   * @param {Array<import('@jest/test-result').Test>} tests
   */
  sort(tests) {
    const { pattern, files } = this;
    if (!pattern || !files) return super.sort(tests);
    // As jest matches it (jest-circus): case-insensitive, anywhere in the full name.
    const wanted = new RegExp(pattern, 'i');
    /** @param {import('@jest/test-result').Test} test */
    const known = (test) => files.get(path.relative(test.context.config.rootDir, test.path));
    const covering = tests.filter((test) => known(test)?.tests.some((name) => wanted.test(name)) ?? true);
    return covering.sort((a, b) => (known(a)?.ms ?? Number.MAX_SAFE_INTEGER) - (known(b)?.ms ?? Number.MAX_SAFE_INTEGER));
  }
}

module.exports = CoveringTestFiles;
