// @ts-check
/** Backend integration tests over real HTTP; each test file gets its own database. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // isolatedModules (from the base tsconfig): ts-jest only transpiles; `npx tsc -p tsconfig.test.json` type-checks.
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  // Tests run against shared's sources, so they never depend on a stale shared/dist.
  moduleNameMapper: {
    '^@rcm/shared$': '<rootDir>/../shared/src/index.ts',
    '^@rcm/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
    '^@rcm/shared/server$': '<rootDir>/../shared/src/server/index.ts',
  },
  globalSetup: '<rootDir>/src/testing/report-database.js',
  testTimeout: 60_000,
};
