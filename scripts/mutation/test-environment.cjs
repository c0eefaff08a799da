// @ts-check
/**
 * The jest environment of `npm run mutation` (StrykerJS mixes its own coverage tracking into
 * it). It changes three things about how StrykerJS sees the backend's tests.
 *
 * 1. Code that a `beforeAll` or `afterAll` hook runs counts for every test of the hook's block.
 *    StrykerJS records which tests run a mutant's code only while a test runs. The backend's
 *    test files build their server once, in `beforeAll`, so the plugins' setup (headers, CORS,
 *    parsers, timers) ran outside every test: StrykerJS then ran such a mutant only with the few
 *    tests that build a server of their own, and reported it as surviving, or ignored it as
 *    static, whatever the file's other tests check.
 * 2. A mutant's run stops at its first failing test file: the other test files of that run are
 *    skipped (StrykerJS turns jest's own `bail` off). One failure kills a mutant; with (1), a
 *    mutant in a plugin is covered by most of the suite, and the rest would run for nothing.
 * 3. A skipped test (the PostgreSQL-only ones on SQLite) covers nothing.
 */
const { TestEnvironment } = require('jest-environment-node');

/** @typedef {{ type: string, mode?: string, name: string, parent?: Block, children?: Array<Block> }} Block */

/** The mutant whose run has a failed test file: later files of the same run are skipped. */
let failedMutant = /** @type {string | undefined} */ (undefined);

/**
 * A test's full name as StrykerJS records it (its describe blocks' names and its own, with spaces).
 * @param {Block} test
 */
function fullName(test) {
  const names = [];
  for (let block = /** @type {Block | undefined} */ (test); block?.parent; block = block.parent) names.unshift(block.name);
  return names.join(' ');
}

/**
 * Every test in a describe block, nested blocks included.
 * @param {Block} block
 * @returns {Block[]}
 */
function testsIn(block) {
  return (block.children ?? []).flatMap((child) => (child.type === 'test' ? [child] : testsIn(child)));
}

/** @param {Block} block */
function skipAll(block) {
  block.mode = 'skip';
  for (const child of block.children ?? []) skipAll(child);
}

class MutationTestEnvironment extends TestEnvironment {
  /** StrykerJS's shared state (`__stryker__`), which its mixin puts on the global object. */
  get stryker() {
    const global = /** @type {Record<string, any>} */ (this.global);
    return global[global.__strykerGlobalNamespace__ ?? '__stryker__'];
  }

  /**
   * @param {any} event a jest-circus event
   * @param {any} state jest-circus's state
   */
  async handleTestEvent(event, state) {
    // StrykerJS names the mutant a run is for in this variable (and leaves it unset in its first,
    // unmutated run of the suite).
    const mutant = process.env.__STRYKER_ACTIVE_MUTANT__;
    if (event.name === 'run_start' && mutant !== undefined && mutant === failedMutant) skipAll(state.rootDescribeBlock);
    if (event.name === 'test_done' && event.test.errors.length > 0 && mutant !== undefined) failedMutant = mutant;
    const stryker = this.stryker;
    if (!stryker) return;
    // jest-circus announces a skipped test with `test_start`, then `test_skip`, never
    // `test_done`: StrykerJS would go on counting everything after it (the next file's imports
    // too) as that test's coverage, and so run those mutants with a test that never runs.
    if (event.name === 'test_skip' || event.name === 'test_todo') stryker.currentTestId = undefined;
    const hook = event.hook;
    if (!hook || (hook.type !== 'beforeAll' && hook.type !== 'afterAll')) return;
    if (event.name === 'hook_start') {
      stryker.currentTestId = `${hook.type} of ${fullName(hook.parent) || 'the file'}`;
    } else if (event.name === 'hook_success' || event.name === 'hook_failure') {
      const perTest = stryker.mutantCoverage?.perTest;
      const hits = perTest?.[stryker.currentTestId];
      if (perTest && hits) {
        delete perTest[stryker.currentTestId];
        for (const test of testsIn(hook.parent)) {
          const counts = (perTest[fullName(test)] ??= {});
          for (const [id, count] of Object.entries(hits)) counts[id] = (counts[id] ?? 0) + count;
        }
      }
      stryker.currentTestId = undefined;
    }
  }
}

module.exports = MutationTestEnvironment;
