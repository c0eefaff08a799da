// @ts-check
/** The web server's tests, over real HTTP against servers started on free ports. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'web-server',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  // isolatedModules (from the base tsconfig): ts-jest only transpiles; `npm run typecheck` type-checks.
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.test.json' }] },
  // Tests run against shared's sources, so they never depend on a stale shared/dist.
  moduleNameMapper: {
    '^@rcm/shared$': '<rootDir>/../shared/src/index.ts',
    '^@rcm/shared/server$': '<rootDir>/../shared/src/server/index.ts',
  },
};
