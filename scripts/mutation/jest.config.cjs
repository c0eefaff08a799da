// @ts-check
/**
 * One jest project for `npm run mutation`: the backend's tests and the shared rules' tests
 * together (StrykerJS cannot run jest's `projects`), configured as backend/jest.config.js is.
 */
const path = require('node:path');

const jestProject = require('../../tooling/jest/jest-project.cjs');

const root = path.resolve(__dirname, '../..');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  // Node's, with hooks' coverage given to their tests and a mutant's run stopped at its first failure.
  testEnvironment: path.join(__dirname, 'test-environment.cjs'),
  testMatch: ['<rootDir>/backend/src/**/*.test.ts', '<rootDir>/shared/src/**/*.test.ts'],
  // Generated input differs from run to run (a mutant must meet the same tests each time), and
  // it covers every route, so it would run for every mutant: the suite's other tests decide.
  // The web servers' following of the registry runs the built web server (a `tsc -b` of its own,
  // which the sandbox's instrumented sources fail) through 50 promote/rollback cycles: the
  // release routes' own tests decide for the registry's code.
  testPathIgnorePatterns: [
    '/node_modules/',
    '<rootDir>/backend/src/reliability/',
    '<rootDir>/backend/src/releases/web-servers-following.test.ts',
  ],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/backend/tsconfig.test.json' }] },
  // @rcm/shared from its sources, every entry, as every workspace's project maps it.
  moduleNameMapper: jestProject(root, { displayName: 'mutation' }).moduleNameMapper,

  // Loads only the test files that hold the tests a mutant's run asks for (see the file).
  testSequencer: '<rootDir>/scripts/mutation/covering-test-files.cjs',
  globalSetup: '<rootDir>/backend/src/testing/report-database.js',
  testTimeout: 60_000,
};
