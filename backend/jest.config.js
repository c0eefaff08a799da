// @ts-check
/** Backend integration tests over real HTTP; each test file gets its own database. */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'backend',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: require.resolve('../scripts/jest/tsconfig.jest.json') }] },
  moduleNameMapper: { '^@rcm/shared$': '<rootDir>/../shared/src/index.ts' },
  testTimeout: 60_000,
};
