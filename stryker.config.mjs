// @ts-check
import { mutatedFolders, reportFilesOf } from './scripts/mutation/folders.mjs';

/**
 * One folder per run (`scripts/mutation/run.mjs` sets MUTATION_FOLDER), each with its own
 * reports and incremental file, so a folder measured stays measured; run.mjs adds the folders
 * up and applies the 80 % threshold to the whole. Without it, every folder in one run.
 */
const folder = process.env.MUTATION_FOLDER;
if (folder !== undefined && !mutatedFolders.includes(folder))
  throw new Error(`MUTATION_FOLDER must be one of ${mutatedFolders.join(', ')}`);
const reports = folder
  ? reportFilesOf(folder)
  : {
      json: 'reports/mutation/mutation.json',
      html: 'reports/mutation/index.html',
      incremental: 'reports/mutation/stryker-incremental.json',
    };

/**
 * `npm run mutation` (not part of `npm test`): StrykerJS mutates the security-relevant code and
 * runs the jest tests that cover each change; a mutant that no test notices is a gap in the
 * tests. Report: reports/mutation/ (HTML and JSON); summary and survivors: docs/mutation-testing.md.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'scripts/mutation/jest.config.cjs', enableFindRelatedTests: false },
  // The mail layout's CSS values say how a mail looks, not what it says or to whom
  // (docs/mutation-testing.md, backend/src/mail).
  mutate: [
    ...(folder ? [folder] : mutatedFolders).map((each) => `${each}/**/*.ts`),
    '!**/*.test.ts',
    '!backend/src/mail/templates/styles.ts',
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
  // The first run is every test of the jest config with coverage: over Stryker's 5 minutes on two
  // busy cores since the suite passed a thousand tests (2026-12-06).
  dryRunTimeoutMinutes: 30,
  incremental: true,
  incrementalFile: reports.incremental,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: reports.html },
  jsonReporter: { fileName: reports.json },
  // A folder alone may be below 80 %: the threshold is on the folders together (run.mjs).
  thresholds: { high: 90, low: 80, break: folder ? null : 80 },
  ignorePatterns: [
    'e2e',
    'reports',
    'test-results',
    'playwright-report',
    '.test-reports',
    'bench-results',
    'screenshots',
    '**/dist',
    '.runtime',
    'data',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
