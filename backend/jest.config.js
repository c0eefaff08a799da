// @ts-check
/** Backend integration tests over real HTTP; each test file gets its own database. */
module.exports = require('../tooling/jest/jest-project.cjs')(__dirname, {
  displayName: 'backend',
  tsconfig: '<rootDir>/tsconfig.test.json',
  globalSetup: '<rootDir>/src/testing/report-database.js',
  testTimeout: 60_000,
});
