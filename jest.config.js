// @ts-check
/** Every unit, component and integration test; browser tests run under Playwright (e2e/). */
/** @type {import('jest').Config} */
module.exports = {
  projects: [
    '<rootDir>/shared',
    '<rootDir>/backend',
    '<rootDir>/shell',
    '<rootDir>/marketing-remote',
    '<rootDir>/account-remote',
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.cjs'],
      transform: {},
    },
  ],
};
