// @ts-check
/** Every unit, component and integration test; browser tests run under Playwright (e2e/). */
/** @type {import('jest').Config} */
module.exports = {
  // A global option (projects cannot set their own): backend tests start servers and hash passwords.
  testTimeout: 60_000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/backend',
    '<rootDir>/shell',
    '<rootDir>/marketing-remote',
    '<rootDir>/account-remote',
    '<rootDir>/staff-remote',
    '<rootDir>/web-server',
    ...['scripts', 'tooling'].map((workspace) => ({
      displayName: workspace,
      rootDir: `<rootDir>/${workspace}`,
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.cjs'],
      transform: {},
    })),
  ],
};
