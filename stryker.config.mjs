// @ts-check
/**
 * `npm run mutation` (not part of `npm test`): StrykerJS mutates the security-relevant code and
 * runs the jest tests that cover each change; a mutant that no test notices is a gap in the
 * tests. Report: reports/mutation/ (HTML and JSON); summary and survivors: docs/mutation-testing.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'scripts/mutation/jest.config.cjs', enableFindRelatedTests: false },
  mutate: [
    'backend/src/auth/**/*.ts',
    'backend/src/plugins/**/*.ts',
    'backend/src/routes/**/*.ts',
    'shared/src/validation/**/*.ts',
    '!**/*.test.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level code (schemas, message tables, constants) runs once per test file, so each such mutant
  // needs every test: about 45 % of the mutants and 88 % of the time. They are reported as ignored.
  ignoreStatic: true,
  // Three runners on two cores: a runner waiting for a test server's sockets leaves a core free.
  concurrency: 3,
  // Backend tests hash passwords with scrypt on purpose and start real servers.
  timeoutMS: 60_000,
  timeoutFactor: 2,
  incremental: true,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 80, break: 80 },
  ignorePatterns: ['e2e', 'reports', 'test-results', 'playwright-report', '.test-reports', 'bench-results', 'screenshots', '**/dist', '.runtime', 'data'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
