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
 */
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** @returns {Map<string, string[]> | undefined} test file (relative to the root) → its tests' full names */
function testNamesByFile() {
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
    this.names = testNamesByFile();
  }

  /**
   * @override
   * @param {Array<import('@jest/test-result').Test>} tests
   */
  sort(tests) {
    const { pattern, names } = this;
    if (!pattern || !names) return super.sort(tests);
    // As jest matches it (jest-circus): case-insensitive, anywhere in the full name.
    const wanted = new RegExp(pattern, 'i');
    const covering = tests.filter((test) => {
      const known = names.get(path.relative(test.context.config.rootDir, test.path));
      return known === undefined || known.some((name) => wanted.test(name));
    });
    return super.sort(covering);
  }
}

module.exports = CoveringTestFiles;
