// @ts-check
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'shared',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: require.resolve('../scripts/jest/tsconfig.jest.json') }] },
};
